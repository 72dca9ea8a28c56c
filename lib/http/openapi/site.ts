import { createContactRequestSchema } from '@/lib/validation/contact-forms';
import { CAPTCHA_RULE, bodyOf, countryCode, json, limited, locale, readiness, ref, refused, type Paths } from './parts';

// The public reads (currency, prices, SEO), the contact form, health and the publish webhook.

export const sitePaths: Paths = {
  '/api/contact-requests': {
    post: {
      summary: 'Send a contact form (help, partners, translators, game developers)',
      tags: ['forms'],
      description: CAPTCHA_RULE,
      requestBody: bodyOf(createContactRequestSchema(), { locale, captchaToken: { type: 'string' } }),
      responses: {
        '201': json('Stored and queued for the support address.', { type: 'object', properties: { id: { type: 'integer' } } }),
        ...refused,
        ...limited,
      },
    },
  },
  '/api/currency': {
    get: {
      summary: 'The currency for a country',
      tags: ['shop'],
      parameters: [countryCode],
      responses: { '200': json('The currency.', ref('Currency')) },
    },
  },
  '/api/subscription-prices': {
    get: {
      summary: 'The subscription price set',
      tags: ['shop'],
      parameters: [countryCode],
      responses: { '200': json('spec 3 "Subscription price set".', { type: 'object' }) },
    },
  },
  '/api/plan-prices': {
    get: {
      summary: 'The price of every sold plan, in minor units, in the currency of the country',
      tags: ['shop'],
      parameters: [countryCode],
      responses: { '200': json('{ currency, plans: [{ kind, periodMonths, pcNum, amount, amountOld }] }.', { type: 'object' }) },
    },
  },
  '/api/seo': {
    get: {
      summary: 'The SEO entries',
      tags: ['content'],
      parameters: [{ name: 'locale', in: 'query', schema: locale }, countryCode],
      responses: { '200': json('spec 3 "SEO entry" list.', { type: 'array', items: ref('SeoEntry') }) },
    },
  },
  '/api/health': {
    get: { summary: 'Readiness, as /api/health/ready', tags: ['operations'], responses: readiness },
  },
  '/api/health/ready': {
    get: {
      summary: 'Readiness: the database answers (the content source is reported, checked at most every 15 s, and never fails it)',
      tags: ['operations'],
      responses: readiness,
    },
  },
  '/api/health/live': {
    get: {
      summary: 'Liveness: the process answers; touches nothing',
      tags: ['operations'],
      responses: { '200': json('Alive.', { type: 'object' }) },
    },
  },
  '/api/build/latest': {
    get: {
      summary: 'The latest-build file (spec 7): the deployment this instance serves; open pages poll it and offer a reload when it changes',
      tags: ['operations'],
      responses: {
        '200': json('The deployment id, or null on a build without one (development).', {
          type: 'object',
          properties: { id: { type: ['string', 'null'] } },
          required: ['id'],
        }),
      },
    },
  },
  '/api/revalidate': {
    post: {
      summary: "The Content Lake's signed publish webhook",
      tags: ['operations'],
      responses: {
        '200': json('Cache tags cleared.', { type: 'object' }),
        '401': json('Bad signature.', ref('Message')),
        '404': json('No webhook secret is configured.', ref('Message')),
        '413': json('Body over 256 KiB.', ref('Message')),
      },
    },
  },
};
