import { z } from 'zod';
import {
  activationResendSchema,
  createChangePasswordByHashSchema,
  createSignUpSchema,
  hashSchema,
  passwordRestoreSchema,
  signInSchema,
} from '@/lib/validation/auth';
import { locales } from '@/lib/i18n/config';
import { checkoutQuoteSchema, createCheckoutSchema, fakePaymentSchema } from '@/lib/commerce/checkout-schema';
import { createContactRequestSchema } from '@/lib/validation/contact-forms';
import { createAccountDeletionSchema, createEmailChangeSchema, createPasswordChangeSchema, profileSchema } from '@/lib/validation/profile';
import { mailPreferencesInputSchema } from '@/lib/account/mail-preferences';
import { accountMembershipPaths } from '@/lib/memberships/account-openapi-paths';
import { appApiPaths, appTokenSecurityScheme } from '@/lib/memberships/openapi-paths';
import { staffApiPaths } from '@/lib/staff/openapi-paths';
import { taobaoCodeSchema } from '@/lib/validation/taobao';

// The issue: the account calls of spec 7, and those the spec leaves "not shown", in one OpenAPI document the
// app serves (GET /api/openapi.json). Request bodies are generated from the zod schemas the routes validate
// with, so the document cannot drift from what the server accepts. tests/unit/openapi.test.ts checks that every
// route under app/api is in here.

type JsonSchema = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Operation {
  summary: string;
  tags: string[];
  description?: string;
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  security?: JsonSchema[];
}

function bodyOf(schema: z.ZodType, extra: Record<string, JsonSchema> = {}): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  if (Object.keys(extra).length > 0 && json.type === 'object') {
    json.properties = { ...(json.properties as JsonSchema), ...extra };
  }
  return { required: true, content: { 'application/json': { schema: json } } };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (description: string, schema: JsonSchema) => ({ description, content: { 'application/json': { schema } } });
const locale = { type: 'string', enum: [...locales], description: 'The language of the answer and of any mail sent.' };

const refused = {
  '403': json('The request did not come from the site (Origin check).', ref('Message')),
  '422': json('Invalid fields, or a numbered error of spec 8.', ref('Refusal')),
};
const limited = { '429': json('Too many attempts; see Retry-After.', ref('Message')) };
// lib/auth/captcha.ts captchaDemand.
const CAPTCHA_RULE =
  'With a captcha configured, `captchaToken` is required, except from a visitor the CDN places in China (believed only with ' +
  'CDN_COUNTRY_HEADER_TRUSTED). A zh-CN form may go without one, a few times an hour per address (then 429).';
const readiness = {
  '200': json('Ready: the database answers; `status` is `degraded` while the content source does not.', { type: 'object' }),
  '503': json('Not ready: the database does not answer.', { type: 'object' }),
};
const signedIn = json('Signed in: the session cookie is set.', { type: 'object', properties: { user: ref('User') }, required: ['user'] });
const orderId = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
const countryCode = { name: 'country_code', in: 'query', required: false, schema: { type: 'string', pattern: '^[A-Za-z]{2}$' } };

function authPost(summary: string, schema: z.ZodType, responses: Record<string, JsonSchema>, description?: string): Operation {
  return {
    summary,
    tags: ['auth'],
    ...(description && { description }),
    requestBody: bodyOf(schema, { locale }),
    responses: { ...responses, ...refused },
  };
}

const paths: Record<string, Partial<Record<Method, Operation>>> = {
  '/api/auth/sign-in': {
    post: authPost('Sign in with e-mail and password', signInSchema, { '200': signedIn, ...limited }, 'Codes 1, 2, 3, 6 and 7. Failed attempts are limited per address and per account.'),
  },
  '/api/auth/sign-out': {
    post: { summary: 'End the session', tags: ['auth'], responses: { '200': json('Signed out; the cookie is cleared.', ref('Success')), ...refused } },
  },
  '/api/auth/sign-up': {
    post: {
      ...authPost(
        'Create an account',
        createSignUpSchema(),
        { '201': json('Created; an activation mail is sent.', { type: 'object', properties: { user: ref('User') } }), ...limited },
        'The page appends its own query string (utm_*, ref), which is stored with the account. Codes 9 and 10. ' +
          CAPTCHA_RULE,
      ),
      requestBody: bodyOf(createSignUpSchema(), { locale, captchaToken: { type: 'string' } }),
    },
  },
  '/api/auth/activate': {
    post: authPost('Confirm the e-mail address with the mailed hash', hashSchema, {
      '200': json('Confirmed now, or before.', { type: 'object', properties: { status: { type: 'string', enum: ['confirmed', 'already-confirmed'] } } }),
    }),
  },
  '/api/auth/send-activation-email': {
    post: authPost('Send the activation link again', activationResendSchema, {
      '200': json('Sent, or nothing to do.', { type: 'object', properties: { status: { type: 'string', enum: ['sent', 'already-confirmed'] } } }),
      ...limited,
    }),
  },
  '/api/auth/send-password-restore-email': {
    post: authPost(
      'Mail a password restore link',
      passwordRestoreSchema,
      { '200': json('Sent.', { type: 'object', properties: { status: { const: 'sent' } } }), ...limited },
      "Code 8 for an address without an account; error_code 3 with 'E-mail is not activated. Please activate your e-mail first' for an unconfirmed one.",
    ),
  },
  '/api/auth/change-password': {
    post: authPost('Set a new password with a restore link', createChangePasswordByHashSchema(), { '200': signedIn }, 'Ends every session of the account, revokes every program token, and signs this browser in. Code 4 for a used, expired or forged link.'),
  },
  '/api/auth/sign-in-by-hash': {
    post: authPost('Sign in with a mailed one-time link', hashSchema, { '200': signedIn }),
  },
  '/api/auth/oauth/{provider}/start': {
    get: {
      summary: 'Send the browser to an OAuth provider (google, facebook, discord) or Steam',
      tags: ['auth'],
      parameters: [
        { name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: ['google', 'facebook', 'discord', 'steam'] } },
        { name: 'intent', in: 'query', schema: { type: 'string', enum: ['sign-in', 'connect'] } },
        { name: 'returnUrl', in: 'query', schema: { type: 'string' } },
        { name: 'locale', in: 'query', schema: locale },
      ],
      responses: { '302': { description: "To the provider, with state, PKCE and nonce kept in a short-lived signed cookie." } },
    },
  },
  '/api/auth/oauth/{provider}/callback': {
    post: {
      summary: "Complete a sign-in or connection with the provider's answer (posted by /user/callback/{provider})",
      tags: ['auth'],
      parameters: [{ name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: ['google', 'facebook', 'discord', 'steam'] } }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { params: { type: 'object' }, locale } } } } },
      responses: {
        '200': json('Signed in or connected.', { type: 'object' }),
        '422': json('A result page of spec 8: account exists for this email, access denied, and the like.', { type: 'object', properties: { result: { type: 'string' }, message: { type: 'string' } } }),
        '403': refused['403'],
      },
    },
  },
  '/api/auth/sign-in-by-google': {
    post: {
      summary: 'Sign in with the code Google sent back',
      tags: ['auth'],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { code: { type: 'string' }, state: { type: 'string' }, locale }, required: ['code', 'state'] } } } },
      responses: { '200': signedIn, ...refused },
    },
  },
  '/api/auth/connect-google-oauth': {
    post: {
      summary: 'Connect Google to the signed-in account',
      tags: ['auth'],
      security: [{ session: [] }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { code: { type: 'string' }, state: { type: 'string' }, locale }, required: ['code', 'state'] } } } },
      responses: { '200': json('Connected.', { type: 'object' }), '401': json("Signed out: `result` 'sign-in-required'.", ref('Message')), ...refused },
    },
  },
  '/api/auth/disconnect-google-oauth': {
    post: {
      summary: 'Remove one of the signed-in account\'s OAuth connections (any provider)',
      tags: ['auth'],
      security: [{ session: [] }],
      description: "Refused (422, result 'last-sign-in-method') when it is the account's only way to sign in.",
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' }, locale }, required: ['id'] } } } },
      responses: { '200': json('Removed.', { type: 'object' }), ...refused },
    },
  },
  '/api/account/oauth-list': {
    get: {
      summary: "The signed-in user's OAuth connections",
      tags: ['account'],
      security: [{ session: [] }],
      parameters: [countryCode],
      responses: {
        '200': json('The connections.', { type: 'array', items: ref('OAuthConnection') }),
        '401': json('Signed out.', ref('Message')),
      },
    },
  },
  '/api/account/profile': {
    get: {
      summary: "The signed-in account's e-mail, password state and billing fields",
      tags: ['account'],
      security: [{ session: [] }],
      parameters: [countryCode],
      responses: { '200': json('The profile.', { type: 'object', properties: { profile: { type: 'object' } } }), '401': json('Signed out.', ref('Message')) },
    },
    put: {
      summary: 'Save the billing fields (spec 3 "Profile billing")',
      tags: ['account'],
      security: [{ session: [] }],
      requestBody: bodyOf(profileSchema, { locale }),
      responses: { '200': json('Saved.', { type: 'object' }), '401': json('Signed out.', ref('Message')), ...refused },
    },
  },
  '/api/account/mail-preferences': {
    put: {
      summary: 'Turn the mail lists (news, renewal reminders) off and on: signed in, or with the token of a mailed unsubscribe link',
      tags: ['account'],
      security: [{}, { session: [] }],
      requestBody: bodyOf(mailPreferencesInputSchema, { locale }),
      responses: {
        '200': json('Saved.', { type: 'object', properties: { message: { type: 'string' }, preferences: { type: 'object' } } }),
        '401': json('Signed out, and no token.', ref('Message')),
        '403': json('The token is not good, or the request did not come from the site (Origin check).', ref('Message')),
        ...limited,
      },
    },
  },
  '/api/mail/unsubscribe': {
    post: {
      summary: "RFC 8058 one-click unsubscribe: the list mail's List-Unsubscribe URL, posted by the mail client",
      tags: ['account'],
      parameters: [{ name: 'token', in: 'query', required: true, description: 'The signed token of the mail: one account, one list.', schema: { type: 'string' } }],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } } },
          'multipart/form-data': { schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } } },
        },
      },
      responses: {
        '200': json('Unsubscribed from the list.', ref('Message')),
        '400': json('The body is not List-Unsubscribe=One-Click.', ref('Message')),
        '403': json('The token is not good.', ref('Message')),
        ...limited,
      },
    },
  },
  '/api/account/change-password': {
    post: {
      summary: 'Change or set the password; every session ends (spec 4), and every program token',
      tags: ['account'],
      security: [{ session: [] }],
      description: '`currentPassword` is required when the account has a password the user chose (not a temporary one).',
      requestBody: bodyOf(createPasswordChangeSchema({ currentRequired: true }), { locale }),
      responses: { '200': json('Changed; signed out everywhere.', { type: 'object', properties: { message: { type: 'string' }, redirect: { type: 'string' } } }), '401': json('Signed out.', ref('Message')), ...refused, ...limited },
    },
  },
  '/api/account/email-change-requests': {
    post: {
      summary: 'Ask support to change the e-mail address; the current address is notified',
      tags: ['account'],
      security: [{ session: [] }],
      description:
        'A new request is possible 15 minutes after the last one; until then 429 with `title`, `message` and `available_at`. `currentPassword` is required when the account has a password (a wrong one: 422 on that field; too many: 429). An account without one (OAuth only) must have signed in within the last 10 minutes: otherwise 403 `{ code: "signInAgain", message }`.',
      requestBody: bodyOf(createEmailChangeSchema({ accountEmail: 'account@example.com', passwordRequired: true }), { locale }),
      responses: {
        '201': json('Sent.', { type: 'object' }),
        '401': json('Signed out.', ref('Message')),
        ...refused,
        '403': json('The request did not come from the site (Origin check), or an account without a password signs in again first (`code: "signInAgain"`).', ref('Message')),
        ...limited,
      },
    },
  },
  '/api/account/data-export': {
    get: {
      summary: 'Download my data: everything the shop holds about the signed-in account, as a JSON file',
      tags: ['account'],
      security: [{ session: [] }],
      description:
        'Issue 23 (GDPR articles 15 and 20): the account, profile and billing, orders with their invoices, plans, renewals, licences, PCs, ' +
        'program tokens, OAuth connections, sessions, e-mail change requests, the mails sent (subjects and dates) and contact requests. ' +
        'Never a password hash, token or secret. Sent as an attachment (Content-Disposition). A few per hour per account (then 429).',
      parameters: [
        { name: 'format', in: 'query', required: false, description: 'json (the default) or html, a readable page (422 for another).', schema: { type: 'string', enum: ['json', 'html'] } },
        { name: 'locale', in: 'query', required: false, description: 'The language of the html page.', schema: locale },
        countryCode,
      ],
      responses: {
        '200': json('The data, as a file to save (text/html for format=html).', { type: 'object', properties: { format: { const: 'remapper-account-data' }, version: { type: 'integer' }, generatedAt: { type: 'string', format: 'date-time' }, account: { type: 'object' } }, required: ['format', 'version', 'generatedAt', 'account'] }),
        '401': json('Signed out.', ref('Message')),
        '422': json('A format other than json or html.', ref('Message')),
        ...limited,
      },
    },
  },
  '/api/account/deletion': {
    post: {
      summary: 'Delete my account: erase the signed-in account; invoices and their orders stay, as invoiced',
      tags: ['account'],
      security: [{ session: [] }],
      description:
        'Issue 23 (GDPR article 17). `confirmation` is the account\'s e-mail address typed again; `currentPassword` is required when the account has a password ' +
        '(a wrong one: 422 on that field; too many: 429). An account without one must have signed in within the last 10 minutes: otherwise 403 ' +
        '`{ code: "signInAgain", message }`. Every session and program token ends, PCs and OAuth connections are removed, renewals stop, the profile is ' +
        'erased, the cookie is cleared and a confirmation is mailed in the account\'s language; the address can sign up again.',
      requestBody: bodyOf(createAccountDeletionSchema({ accountEmail: 'account@example.com', passwordRequired: true }), { locale }),
      responses: {
        '200': json('Deleted; signed out.', ref('Message')),
        '401': json('Signed out.', ref('Message')),
        ...refused,
        '403': json('The request did not come from the site (Origin check), or an account without a password signs in again first (`code: "signInAgain"`).', ref('Message')),
        ...limited,
      },
    },
  },
  '/api/account/sessions': {
    get: {
      summary: 'How many other devices are signed in',
      tags: ['account'],
      security: [{ session: [] }],
      parameters: [countryCode],
      responses: { '200': json('The count.', { type: 'object', properties: { other_sessions: { type: 'integer' } } }), '401': json('Signed out.', ref('Message')) },
    },
  },
  '/api/account/sessions/sign-out-others': {
    post: {
      summary: "End every session of the account but this one, and revoke every desktop program's token",
      tags: ['account'],
      security: [{ session: [] }],
      responses: { '200': json('Ended: how many sessions, how many program tokens.', { type: 'object', properties: { signed_out: { type: 'integer' }, programs_revoked: { type: 'integer' } } }), '401': json('Signed out.', ref('Message')), ...refused },
    },
  },
  '/api/account/orders': {
    get: {
      summary: 'The payment history (spec 3 "Payment order"), newest first; a reseller\'s includes its customers\' orders',
      tags: ['shop'],
      security: [{ session: [] }],
      parameters: [{ name: 'client_email', in: 'query', required: false, description: "spec 2 'Search client email': part of the client's address.", schema: { type: 'string' } }, countryCode],
      responses: {
        '200': json('The orders.', { type: 'object', properties: { orders: { type: 'array', items: ref('OrderSummary') } }, required: ['orders'] }),
        '401': json('Signed out.', ref('Message')),
      },
    },
  },
  '/api/account/customers': {
    get: {
      summary: 'The signed-in reseller\'s customers (spec 3 "Customer": type, title, term, details, days left), most recently served first',
      tags: ['shop'],
      security: [{ session: [] }],
      parameters: [{ name: 'search', in: 'query', required: false, description: "Part of a customer's e-mail.", schema: { type: 'string' } }, countryCode],
      responses: {
        '200': json('The customers.', { type: 'object', properties: { customers: { type: 'array', items: { type: 'object' } } }, required: ['customers'] }),
        '401': json('Signed out.', ref('Message')),
        '403': json('The account is not a reseller.', ref('Message')),
      },
    },
  },
  '/api/account/customers/{id}': {
    get: {
      summary: 'One customer of the signed-in reseller, with every plan the reseller bought for them',
      tags: ['shop'],
      security: [{ session: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, description: "The customer's account id.", schema: { type: 'integer' } }, countryCode],
      responses: {
        '200': json('The customer.', { type: 'object', properties: { customer: { type: 'object' } }, required: ['customer'] }),
        '401': json('Signed out.', ref('Message')),
        '403': json('The account is not a reseller.', ref('Message')),
        '404': json('Not a customer of this reseller.', ref('Message')),
      },
    },
  },
  '/api/account/viewer': {
    get: {
      summary: "The offer banner's hint of the signed-in account as it stands now (spec 4), also set as the `viewer` cookie",
      tags: ['account'],
      security: [{ session: [] }],
      parameters: [countryCode],
      responses: {
        '200': json('The hint.', { type: 'object', properties: { viewer: { type: 'string', enum: ['customer', 'customer-paid', 'reseller'] } }, required: ['viewer'] }),
        '401': json('Signed out.', ref('Message')),
      },
    },
  },
  '/api/account/orders/{id}': {
    get: {
      summary: 'One order, with its subtotal, discount, VAT and total',
      tags: ['shop'],
      security: [{ session: [] }],
      parameters: [orderId, countryCode],
      responses: {
        '200': json('The order.', { type: 'object', properties: { order: ref('OrderSummary') } }),
        '401': json('Signed out.', ref('Message')),
        '404': json('No such order, or not one the account may see.', ref('Message')),
      },
    },
  },
  '/api/account/orders/{id}/invoice.pdf': {
    get: {
      summary: "The order's invoice as a PDF",
      tags: ['shop'],
      security: [{ session: [] }],
      parameters: [orderId, { name: 'locale', in: 'query', schema: locale }, countryCode],
      responses: {
        '200': { description: 'The invoice.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
        '401': json('Signed out.', ref('Message')),
        '404': json("'Invoice Details Not Found': no such order, no invoice yet, or not the account's.", ref('Message')),
        '409': json('The profile lacks the billing an invoice must name (spec 8).', ref('Message')),
      },
    },
  },
  '/api/account/taobao-code': {
    post: {
      summary: 'Apply a Taobao purchase code: its plan is granted to the account, once per code',
      tags: ['shop'],
      security: [{ session: [] }],
      requestBody: bodyOf(taobaoCodeSchema, { locale }),
      responses: {
        '200': json('Applied.', { type: 'object', properties: { message: { type: 'string' }, plan: { type: 'object' } } }),
        '401': json('Signed out.', ref('Message')),
        ...refused,
        ...limited,
      },
    },
  },
  '/api/contact-requests': {
    post: {
      summary: 'Send a contact form (help, partners, translators, game developers)',
      tags: ['forms'],
      description: CAPTCHA_RULE,
      requestBody: bodyOf(createContactRequestSchema(), { locale, captchaToken: { type: 'string' } }),
      responses: { '201': json('Stored and queued for the support address.', { type: 'object', properties: { id: { type: 'integer' } } }), ...refused, ...limited },
    },
  },
  '/api/currency': {
    get: { summary: 'The currency for a country', tags: ['shop'], parameters: [countryCode], responses: { '200': json('The currency.', ref('Currency')) } },
  },
  '/api/subscription-prices': {
    get: { summary: 'The subscription price set', tags: ['shop'], parameters: [countryCode], responses: { '200': json('spec 3 "Subscription price set".', { type: 'object' }) } },
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
    get: { summary: 'Liveness: the process answers; touches nothing', tags: ['operations'], responses: { '200': json('Alive.', { type: 'object' }) } },
  },
  '/api/build/latest': {
    get: {
      summary: 'The latest-build file (spec 7): the deployment this instance serves; open pages poll it and offer a reload when it changes',
      tags: ['operations'],
      responses: { '200': json('The deployment id, or null on a build without one (development).', { type: 'object', properties: { id: { type: ['string', 'null'] } }, required: ['id'] }) },
    },
  },
  '/api/revalidate': {
    post: { summary: "The Content Lake's signed publish webhook", tags: ['operations'], responses: { '200': json('Cache tags cleared.', { type: 'object' }), '401': json('Bad signature.', ref('Message')), '404': json('No webhook secret is configured.', ref('Message')), '413': json('Body over 256 KiB.', ref('Message')) } },
  },
  '/api/checkout/quote': {
    post: {
      summary: 'Price a plan choice: subtotal, discount, VAT and total, computed on the server',
      tags: ['shop'],
      description: "With a coupon, `message` is 'Coupon is applied!'. A refused VAT number ('Invalid VAT number') or coupon ('Please enter a valid coupon code') answers 422 with `errors` and the `quote` without them.",
      requestBody: bodyOf(checkoutQuoteSchema, { locale }),
      responses: { '200': json('The quote.', { type: 'object', properties: { quote: { type: 'object' }, message: { type: 'string' } }, required: ['quote'] }), ...refused, ...limited },
    },
  },
  '/api/checkout': {
    post: {
      summary: 'Create a pending order at the server\'s price and start paying it',
      tags: ['shop'],
      security: [{ session: [] }],
      description:
        'Any price in the body is ignored. The same `idempotencyKey` from the same buyer answers the same order. `redirectUrl` is where the browser goes to pay: ' +
        "the payment provider's page, or /accept-fake-payment while no real provider is configured.",
      requestBody: bodyOf(createCheckoutSchema(), { locale, idempotencyKey: { type: 'string', minLength: 8, maxLength: 100 } }),
      responses: {
        '201': json('The order and where to pay it.', { type: 'object', properties: { order: { type: 'object' }, redirectUrl: { type: 'string' } }, required: ['order', 'redirectUrl'] }),
        '401': json('Signed out.', ref('Message')),
        '409': json('The account (or the gift recipient) already holds such a plan, or the key was used for another purchase.', ref('Message')),
        '502': json('The payment provider could not be reached; the order stays pending.', ref('Message')),
        ...refused,
        ...limited,
      },
    },
  },
  '/api/payments/fake': {
    post: {
      summary: 'Pay, fail or cancel your own pending order with the fake provider (/accept-fake-payment)',
      tags: ['payments'],
      security: [{ session: [] }],
      description: 'Exists only while no real payment provider is configured: 404 otherwise, and for an order that is not the caller\'s. Paying twice grants once.',
      requestBody: bodyOf(fakePaymentSchema, { locale }),
      responses: {
        '200': json('Settled; `redirectUrl` is the thank-you page or back to checkout.', { type: 'object', properties: { status: { type: 'string' }, redirectUrl: { type: 'string' } } }),
        '401': json('Signed out.', ref('Message')),
        '404': json('No fake provider, or not your order.', ref('Message')),
        '409': json('The order is no longer pending.', ref('Message')),
        ...refused,
        ...limited,
      },
    },
  },
  '/api/payments/stripe/webhook': {
    post: {
      summary: "Stripe's signed webhook: Checkout Session completed, async payment succeeded or failed, expired",
      description:
        'Called by Stripe, not by browsers: no Origin check; the `Stripe-Signature` header over the raw body, at most 5 minutes old, proves the sender. ' +
        'A genuine event that cannot be applied (another amount or currency, an unknown order) answers 200 and is logged for staff, so Stripe does not redeliver it.',
      tags: ['payments'],
      parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', description: 'A Stripe Event, at most 256 KiB.' } } } },
      responses: {
        '200': json('Received; `outcome` says what it did.', { type: 'object', properties: { received: { type: 'boolean' }, outcome: { type: 'string' } }, required: ['received', 'outcome'] }),
        '400': json('Missing or bad signature, altered body, or a timestamp older than 5 minutes.', ref('Message')),
        '404': json('Stripe is not configured (no STRIPE_WEBHOOK_SECRET).', ref('Message')),
        '413': json('Body over 256 KiB.', ref('Message')),
      },
    },
  },
  '/api/dev/outbox': {
    get: { summary: 'The development mail outbox (404 where it is off)', tags: ['development'], responses: { '200': json('Mails, newest first.', { type: 'object' }), '404': { description: 'Off.' } } },
  },
  '/api/draft-mode/enable': {
    get: { summary: "The Studio's Presentation tool turns on draft mode", tags: ['content'], responses: { '307': { description: 'To the page to preview.' }, '401': { description: 'Bad secret.' } } },
  },
  '/api/draft-mode/disable': {
    post: {
      summary: 'Back to the published site (the draft-mode bar\'s form)',
      tags: ['content'],
      requestBody: {
        content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { redirect: { type: 'string', description: 'A path on this site.' } } } } },
      },
      responses: { '303': { description: 'To the page.' }, '403': json('Another origin.', ref('Message')) },
    },
  },
  '/api/studio/lake-token': {
    post: {
      summary: "The local Content Lake's token, for the embedded Studio before it mounts (local profile only)",
      description:
        'Answers only the site\'s own page on this machine: a loopback socket, `Host` exactly the site\'s, `Sec-Fetch-Site: same-origin` and ' +
        'the site\'s `Origin`. Never cached. 404 in production and with a hosted Sanity project, where there is no local Content Lake.',
      tags: ['content'],
      responses: {
        '200': json('The token the local Content Lake wants as `Authorization: Bearer` for writes and drafts.', {
          type: 'object',
          properties: { token: { type: 'string' } },
          required: ['token'],
        }),
        '403': json('Not the site\'s own page on this machine.', ref('Message')),
        '404': json('No local Content Lake here.', ref('Message')),
      },
    },
  },
  '/api/studio/lake-status': {
    get: {
      summary: 'Whether the local Content Lake answers the app, for the Studio\'s guide before it mounts (local profile only)',
      description:
        'Asked by the embedded Studio when the browser cannot reach the lake: `running` true means the browser does not trust its ' +
        'certificate yet, false that the lake is not running. Never cached. 404 in production and with a hosted Sanity project.',
      tags: ['content'],
      responses: {
        '200': json('Whether the lake answered within 1.5 s.', {
          type: 'object',
          properties: { running: { type: 'boolean' } },
          required: ['running'],
        }),
        '404': json('No local Content Lake here.', ref('Message')),
      },
    },
  },
  '/api/openapi.json': {
    get: { summary: 'This document', tags: ['operations'], responses: { '200': json('OpenAPI 3.1.', { type: 'object' }) } },
  },
  ...appApiPaths,
  ...accountMembershipPaths,
  ...staffApiPaths,
};

const components = {
  securitySchemes: {
    session: { type: 'apiKey', in: 'cookie', name: 'session', description: '`__Host-session` when the site is served over HTTPS.' },
    appToken: appTokenSecurityScheme,
  },
  schemas: {
    User: {
      type: 'object',
      description: 'spec 3 "User".',
      properties: {
        id: { type: 'integer' },
        email: { type: 'string', format: 'email' },
        is_partner: { type: 'boolean' },
        is_auto_password: { type: 'boolean' },
        is_oauth_connected: { type: 'boolean' },
      },
      required: ['id', 'email', 'is_partner', 'is_auto_password', 'is_oauth_connected'],
    },
    OAuthConnection: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        provider_id: { type: 'integer', enum: [1, 2, 3, 4], description: '1 google, 2 facebook, 3 discord, 4 steam' },
        provider: { type: 'string', enum: ['google', 'facebook', 'discord', 'steam'] },
        email: { type: ['string', 'null'] },
        created_at: { type: 'string', format: 'date-time' },
      },
    },
    Message: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    Success: { type: 'object', properties: { success: { const: true } } },
    Refusal: {
      type: 'object',
      description: "Either `error_code` (spec 8: 1-10) with its message, or `errors`, one per invalid field (`code` 'controlCharacters' for a field with control characters).",
      properties: {
        message: { type: 'string' },
        error_code: { type: 'integer', minimum: 1, maximum: 10 },
        errors: {
          type: 'array',
          items: { type: 'object', properties: { field: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } } },
        },
      },
      required: ['message'],
    },
    OrderSummary: {
      type: 'object',
      description: 'spec 3 "Payment order: date, email, amount, method, status, invoice, client, refunded".',
      properties: {
        id: { type: 'integer' },
        date: { type: 'string', format: 'date-time' },
        email: { type: 'string', format: 'email' },
        amount: { type: 'string', description: "The total as the shop prints it ('$29.99')." },
        amountMinor: { type: 'integer' },
        currency: { type: 'string' },
        method: { type: 'string' },
        status: { type: 'string', enum: ['pending', 'paid', 'failed', 'cancelled', 'refunded'] },
        invoice: { type: ['integer', 'null'] },
        client: { type: 'string', format: 'email' },
        refunded: { type: 'boolean' },
        plan: { type: 'object', properties: { kind: { type: 'string' }, periodMonths: { type: 'integer' }, pcNum: { type: 'integer' } } },
      },
      required: ['id', 'date', 'email', 'amount', 'method', 'status', 'invoice', 'client', 'refunded'],
    },
    Currency: {
      type: 'object',
      properties: { abbreviation: { type: 'string' }, sign: { type: 'string' }, sign_before_value: { type: 'boolean' } },
    },
    SeoEntry: {
      type: 'object',
      properties: { url: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' }, keywords: { type: 'string' } },
    },
  },
};

let document: JsonSchema | undefined;

/** The OpenAPI 3.1 document of the app's HTTP API. */
export function openApiDocument(): JsonSchema {
  document ??= {
    openapi: '3.1.0',
    info: {
      title: 'Remapper website API',
      version: '1.0.0',
      description:
        'The calls the pages and the desktop program make (spec 7). Every write must carry the site\'s Origin header. Validation failures are 422. ' +
        'On every call, a control character (C0, DEL, C1; tabs and line breaks outside the multi-line fields `message`, `reason` and `note`) ' +
        'or a lone UTF-16 surrogate in a JSON body\'s keys or strings, a query parameter or the path is refused with 422 `{ message, errors: ' +
        "[{ field, code: 'controlCharacters', message }] }`. A JSON body over 16 KiB (a webhook's over 256 KiB) is refused with 413 while it streams.",
    },
    paths,
    components,
  };
  return document;
}

/** Each documented path with its methods, for the test that compares it with the route files. */
export function documentedOperations(): [string, string[]][] {
  return Object.entries(paths).map(([path, operations]) => [path, Object.keys(operations).map((method) => method.toUpperCase())]);
}
