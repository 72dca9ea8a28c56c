import { createAccountDeletionSchema, createEmailChangeSchema, createPasswordChangeSchema, profileSchema } from '@/lib/validation/profile';
import { mailPreferencesInputSchema } from '@/lib/account/mail-preferences';
import { taobaoCodeSchema } from '@/lib/validation/taobao';
import { bodyOf, countryCode, json, limited, locale, orderId, ref, refused, type Paths } from './parts';

// The signed-in account's calls: profile, mail, password, e-mail change, data, sessions, orders, customers, Taobao code.

export const accountPaths: Paths = {
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
      responses: {
        '200': json('The profile.', { type: 'object', properties: { profile: { type: 'object' } } }),
        '401': json('Signed out.', ref('Message')),
      },
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
      parameters: [
        {
          name: 'token',
          in: 'query',
          required: true,
          description: 'The signed token of the mail: one account, one list.',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } },
          },
          'multipart/form-data': {
            schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } },
          },
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
      responses: {
        '200': json('Changed; signed out everywhere.', {
          type: 'object',
          properties: { message: { type: 'string' }, redirect: { type: 'string' } },
        }),
        '401': json('Signed out.', ref('Message')),
        ...refused,
        ...limited,
      },
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
        '403': json(
          'The request did not come from the site (Origin check), or an account without a password signs in again first (`code: "signInAgain"`).',
          ref('Message'),
        ),
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
        {
          name: 'format',
          in: 'query',
          required: false,
          description: 'json (the default) or html, a readable page (422 for another).',
          schema: { type: 'string', enum: ['json', 'html'] },
        },
        { name: 'locale', in: 'query', required: false, description: 'The language of the html page.', schema: locale },
        countryCode,
      ],
      responses: {
        '200': json('The data, as a file to save (text/html for format=html).', {
          type: 'object',
          properties: {
            format: { const: 'remapper-account-data' },
            version: { type: 'integer' },
            generatedAt: { type: 'string', format: 'date-time' },
            account: { type: 'object' },
          },
          required: ['format', 'version', 'generatedAt', 'account'],
        }),
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
        "Issue 23 (GDPR article 17). `confirmation` is the account's e-mail address typed again; `currentPassword` is required when the account has a password " +
        '(a wrong one: 422 on that field; too many: 429). An account without one must have signed in within the last 10 minutes: otherwise 403 ' +
        '`{ code: "signInAgain", message }`. Every session and program token ends, PCs and OAuth connections are removed, renewals stop, the profile is ' +
        "erased, the cookie is cleared and a confirmation is mailed in the account's language; the address can sign up again.",
      requestBody: bodyOf(createAccountDeletionSchema({ accountEmail: 'account@example.com', passwordRequired: true }), { locale }),
      responses: {
        '200': json('Deleted; signed out.', ref('Message')),
        '401': json('Signed out.', ref('Message')),
        ...refused,
        '403': json(
          'The request did not come from the site (Origin check), or an account without a password signs in again first (`code: "signInAgain"`).',
          ref('Message'),
        ),
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
      responses: {
        '200': json('The count.', { type: 'object', properties: { other_sessions: { type: 'integer' } } }),
        '401': json('Signed out.', ref('Message')),
      },
    },
  },
  '/api/account/sessions/sign-out-others': {
    post: {
      summary: "End every session of the account but this one, and revoke every desktop program's token",
      tags: ['account'],
      security: [{ session: [] }],
      responses: {
        '200': json('Ended: how many sessions, how many program tokens.', {
          type: 'object',
          properties: { signed_out: { type: 'integer' }, programs_revoked: { type: 'integer' } },
        }),
        '401': json('Signed out.', ref('Message')),
        ...refused,
      },
    },
  },
  '/api/account/orders': {
    get: {
      summary: 'The payment history (spec 3 "Payment order"), newest first; a reseller\'s includes its customers\' orders',
      tags: ['shop'],
      security: [{ session: [] }],
      parameters: [
        {
          name: 'client_email',
          in: 'query',
          required: false,
          description: "spec 2 'Search client email': part of the client's address.",
          schema: { type: 'string' },
        },
        countryCode,
      ],
      responses: {
        '200': json('The orders.', {
          type: 'object',
          properties: { orders: { type: 'array', items: ref('OrderSummary') } },
          required: ['orders'],
        }),
        '401': json('Signed out.', ref('Message')),
      },
    },
  },
  '/api/account/customers': {
    get: {
      summary: 'The signed-in reseller\'s customers (spec 3 "Customer": type, title, term, details, days left), most recently served first',
      tags: ['shop'],
      security: [{ session: [] }],
      parameters: [
        { name: 'search', in: 'query', required: false, description: "Part of a customer's e-mail.", schema: { type: 'string' } },
        countryCode,
      ],
      responses: {
        '200': json('The customers.', {
          type: 'object',
          properties: { customers: { type: 'array', items: { type: 'object' } } },
          required: ['customers'],
        }),
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
      parameters: [
        { name: 'id', in: 'path', required: true, description: "The customer's account id.", schema: { type: 'integer' } },
        countryCode,
      ],
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
        '200': json('The hint.', {
          type: 'object',
          properties: { viewer: { type: 'string', enum: ['customer', 'customer-paid', 'reseller'] } },
          required: ['viewer'],
        }),
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
};
