import type { z } from 'zod';
import {
  staffBlockSchema,
  staffCodeSchema,
  staffEmptySchema,
  staffLegacyImportSchema,
  staffPriceSchema,
  staffRefusalSchema,
  staffResellerSchema,
} from '@/lib/validation/staff';
import { bodyOf, json, message, refusal, session } from './parts';

// Issue 20: the staff calls, a part of the OpenAPI document (index.ts). Bodies come from the zod schemas the routes validate with.
// Every call but /api/staff/totp needs a staff session that confirmed a TOTP code; every write the site's Origin.

const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

const guarded = {
  '401': json('Signed out.', message),
  '403': json('Not from the site (Origin check), not staff, or a staff session that has not confirmed a TOTP code.', message),
  '422': json('Invalid fields.', refusal),
};
const beforeAfter = json('Done: the values before and after, as the audit log holds them.', {
  type: 'object',
  properties: { before: { type: 'object' }, after: { type: 'object' } },
  required: ['before', 'after'],
});

function accountAction(summary: string, body: z.ZodType) {
  return {
    post: {
      summary,
      tags: ['staff'],
      security: session,
      parameters: [idParam],
      requestBody: bodyOf(body),
      responses: { '200': beforeAfter, '404': json('No such account.', message), ...guarded },
    },
  };
}

function requestDecision(summary: string, body: z.ZodType) {
  return {
    post: {
      summary,
      tags: ['staff'],
      security: session,
      parameters: [idParam],
      requestBody: bodyOf(body),
      responses: {
        '200': json('Done.', { type: 'object', properties: { success: { const: true } } }),
        '404': json('No such request.', message),
        '409': json('Handled already, or another account has the new address now.', message),
        ...guarded,
      },
    },
  };
}

export const staffApiPaths = {
  '/api/staff/totp': {
    post: {
      summary: "A staff account's session confirms a TOTP code or a recovery code; the first TOTP code answers the recovery codes, once",
      tags: ['staff'],
      security: session,
      requestBody: bodyOf(staffCodeSchema),
      responses: {
        '200': json('Confirmed: a new session cookie with staff rights.', {
          type: 'object',
          properties: { verified: { const: true }, recovery_codes: { type: ['array', 'null'], items: { type: 'string' } } },
        }),
        '401': json('Signed out.', message),
        '403': json('Not from the site (Origin check), or not a staff account.', message),
        '422': json('A wrong code.', refusal),
        '429': json('Too many wrong codes; see Retry-After.', message),
      },
    },
  },
  '/api/staff/accounts/{id}/block': accountAction(
    'Block the account (with a reason staff read; its sessions and program tokens end) or unblock it',
    staffBlockSchema,
  ),
  '/api/staff/accounts/{id}/reseller': accountAction('Grant or withdraw reseller status', staffResellerSchema),
  '/api/staff/accounts/{id}/end-sessions': accountAction(
    'End every session of the account and revoke its program tokens',
    staffEmptySchema,
  ),
  '/api/staff/email-change-requests/{id}/approve': requestDecision(
    'Approve an e-mail change request: the address changes, both addresses are mailed, sessions stay',
    staffEmptySchema,
  ),
  '/api/staff/email-change-requests/{id}/refuse': requestDecision(
    'Refuse an e-mail change request; the message is mailed to the customer',
    staffRefusalSchema,
  ),
  '/api/staff/prices/{id}': {
    post: {
      summary:
        "Set a plan's price in one currency and its struck-through former price (empty: none), in major units; the checkout, the price phrases and the offer banner show it at once on every instance",
      tags: ['staff'],
      security: session,
      parameters: [idParam],
      requestBody: bodyOf(staffPriceSchema),
      responses: { '200': beforeAfter, '404': json('No such price.', message), ...guarded },
    },
  },
  '/api/staff/legacy-licences': {
    post: {
      summary: 'Import legacy licences from a CSV (serial, email, pcs), each attached to the account of its address',
      tags: ['staff'],
      security: session,
      requestBody: bodyOf(staffLegacyImportSchema),
      responses: {
        '200': json("What was loaded, and the refused rows with their line and reason (in the staff member's language).", {
          type: 'object',
          properties: { loaded: { type: 'array', items: { type: 'object' } }, refused: { type: 'array', items: { type: 'object' } } },
          required: ['loaded', 'refused'],
        }),
        '401': json('Signed out.', message),
        '403': guarded['403'],
        '413': json('Body over 516 KiB.', message),
        '422': json('No CSV, or a file that cannot be read as the expected CSV: nothing was loaded.', message),
      },
    },
  },
  '/api/staff/orders/{id}/refund': {
    post: {
      summary:
        'A full refund of a paid order, once per order, as `npm run order:refund` does it (a Stripe order is refunded when its webhook confirms)',
      tags: ['staff'],
      security: session,
      parameters: [idParam],
      requestBody: bodyOf(staffEmptySchema),
      responses: {
        '200': json('Refunded, or asked of the payment provider: the values before and after, as the audit log holds them.', {
          type: 'object',
          properties: { refund: { enum: ['refunded', 'requested'] }, before: { type: 'object' }, after: { type: 'object' } },
          required: ['refund', 'before', 'after'],
        }),
        '404': json('No such order.', message),
        '409': json('Refunded already (or its refund is on its way), not paid, or the payment provider did not take the refund.', message),
        ...guarded,
      },
    },
  },
  '/api/staff/taobao-codes': {
    post: {
      summary: 'Import a CSV file of Taobao codes (header code,term,pcs): the good rows load, refused rows come back with line and reason',
      tags: ['staff'],
      security: session,
      parameters: [{ name: 'locale', in: 'query', required: false, schema: { enum: ['en', 'zh-CN'] } }],
      requestBody: { required: true, content: { 'text/csv': { schema: { type: 'string', maxLength: 512 * 1024 } } } },
      responses: {
        '200': json('The report: the codes loaded, and the rows refused with their line, code, reason and message.', {
          type: 'object',
          properties: { loaded: { type: 'array', items: { type: 'object' } }, refused: { type: 'array', items: { type: 'object' } } },
          required: ['loaded', 'refused'],
        }),
        '413': json('Over 512 KiB.', message),
        ...guarded,
        '422': json('A file that loads nothing: not CSV, not the header, no rows, or too many.', refusal),
      },
    },
  },
  '/api/staff/audit': {
    get: {
      summary: 'The audit log: the latest staff actions, newest first, with who, when, what, before and after',
      tags: ['staff'],
      security: session,
      responses: {
        '200': json('The entries.', {
          type: 'object',
          properties: { entries: { type: 'array', items: { type: 'object' } } },
          required: ['entries'],
        }),
        '401': json('Signed out.', message),
        '403': json('Not staff, or a staff session that has not confirmed a TOTP code.', message),
      },
    },
  },
};
