import { licenseNoteSchema, membershipWriteSchema } from '@/lib/validation/membership';
import { bodyOf, json, message, session } from './parts';

// The account's membership calls (spec 7 /api/account/licenses and /api/account/autocharge/*, the page's
// revoke), a part of the OpenAPI document (index.ts). Bodies come from the zod schemas the routes validate with.

const instance = {
  type: 'object',
  description: 'spec 3 "Instance".',
  properties: {
    id: { type: 'integer' },
    device: { type: 'string' },
    date_created: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: ['active', 'deactivated', 'revoked'] },
    version: { type: 'string' },
  },
  required: ['id', 'device', 'date_created', 'status', 'version'],
};
const license = {
  type: 'object',
  description: 'spec 3 "License" (a legacy licence).',
  properties: {
    kind: { const: 'license' },
    id: { type: 'integer' },
    serial_number: { type: 'string' },
    status: { type: 'string', enum: ['Active', 'Available'] },
    note: { type: 'string' },
    description: { type: 'string' },
    instances_num: { type: 'integer' },
    available_instances_num: { type: 'integer' },
    instances: { type: 'array', items: instance },
  },
};
const authorizedProgram = {
  type: 'object',
  description:
    "A program's token: the PC it was authorised for; it expires 30 days after its last use, and each of the program's calls moves that on.",
  properties: {
    id: { type: 'integer' },
    device: { type: 'string' },
    authorized_at: { type: 'string', format: 'date-time' },
    last_used_at: { type: ['string', 'null'], format: 'date-time' },
    expires_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'device', 'authorized_at', 'last_used_at', 'expires_at'],
};
const pathId = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
const subscriptionId = {
  name: 'subscription_id',
  in: 'query',
  required: true,
  description: "The subscription's id (`subscription.id` of GET /api/account/licenses).",
  schema: { type: 'integer', minimum: 1 },
};
const autochargeAnswer = json('Done (also when it was so already).', {
  type: 'object',
  properties: {
    success: { const: true },
    subscription_id: { type: 'integer' },
    status: { type: ['integer', 'null'], enum: [1, 2, 3, null] },
  },
});
const limited = { '429': json("Past the account's budget of membership writes (60 in 10 minutes); see Retry-After.", message) };
const refusals = {
  '401': json('Signed out.', message),
  '403': json('A reseller (spec 6), or the request did not come from the site (Origin check).', message),
  '404': json("No such subscription, or not the signed-in account's.", message),
  '422': json('`subscription_id` (or the body) is not valid.', { $ref: '#/components/schemas/Refusal' }),
};

// spec 4: one pause for the account, counting the revokes of its plan's PCs and of its licences' PCs together.
const revokePaused = json('Revoking is paused (spec 4): `code` REVOKE_PAUSED, `message` with the date, `paused_until`.', {
  type: 'object',
  properties: { code: { const: 'REVOKE_PAUSED' }, message: { type: 'string' }, paused_until: { type: 'string', format: 'date-time' } },
});

export const accountMembershipPaths = {
  '/api/account/licenses': {
    get: {
      summary: "The signed-in customer's current plan (subscription, lifetime access or trial) with its PCs, and its legacy licences",
      tags: ['membership'],
      security: session,
      responses: {
        '200': json(
          'spec 3 "Subscription" (null without a plan; `paid` false for a trial) and the most PCs one may have before asking support.',
          {
            type: 'object',
            properties: {
              subscription: {
                type: ['object', 'null'],
                properties: {
                  kind: { const: 'subscription' },
                  id: { type: 'integer' },
                  paid: { type: 'boolean' },
                  trial: { type: 'boolean' },
                  lifetime: { type: 'boolean' },
                  period: { type: 'integer', description: 'Months; 0 for a trial and lifetime access.' },
                  pc_num: { type: 'integer' },
                  active_pc_num: { type: 'integer' },
                  tier: { type: ['string', 'null'], enum: ['common', 'epic', 'mythic', 'allInLifetime', null] },
                  starts_at: { type: 'string', format: 'date-time' },
                  expires_at: { type: ['string', 'null'], format: 'date-time' },
                  days_left: { type: ['integer', 'null'] },
                  autocharge_status: { type: ['integer', 'null'], enum: [1, 2, 3, null] },
                  instances: { type: 'array', items: instance },
                },
              },
              licenses: { type: 'array', items: license },
              max_instances: { type: 'integer' },
              revoke_paused_until: {
                type: ['string', 'null'],
                format: 'date-time',
                description: 'spec 4: revoking PCs is paused until then (5 revokes in 30 days).',
              },
            },
            required: ['subscription', 'licenses', 'max_instances', 'revoke_paused_until'],
          },
        ),
        '401': json('Signed out.', message),
        '403': json('A reseller (spec 6).', message),
      },
    },
  },
  '/api/account/autocharge/status': {
    get: {
      summary: "A subscription's autocharge status (spec 4: 1 active, 2 suspended, 3 finished; null when it never auto-renewed)",
      tags: ['membership'],
      security: session,
      parameters: [subscriptionId],
      responses: {
        '200': json('The status.', {
          type: 'object',
          properties: { subscription_id: { type: 'integer' }, status: { type: ['integer', 'null'] } },
        }),
        ...refusals,
      },
    },
  },
  '/api/account/autocharge/renew': {
    post: {
      summary: 'Resume auto-renewal: 2 -> 1 (spec 4)',
      description: 'Only for an active subscription whose order was paid by card or PayPal outside China, with auto-renewal (spec 1).',
      tags: ['membership'],
      security: session,
      parameters: [subscriptionId],
      requestBody: bodyOf(membershipWriteSchema, {}, { required: false }),
      responses: { '200': autochargeAnswer, ...refusals, ...limited, '409': json('Not active, or it cannot auto-renew.', message) },
    },
  },
  '/api/account/autocharge/suspend': {
    post: {
      summary: 'Cancel auto-renewal: 1 -> 2 (spec 4); the subscription stays active to the end of its term with no further charge',
      tags: ['membership'],
      security: session,
      parameters: [subscriptionId],
      requestBody: bodyOf(membershipWriteSchema, {}, { required: false }),
      responses: { '200': autochargeAnswer, ...refusals, ...limited, '409': json('Not active, or it does not auto-renew.', message) },
    },
  },
  '/api/account/instances/{id}/revoke': {
    post: {
      summary: "Revoke one of the account's PCs (spec 4): it leaves the plan, which lowers active_pc_num",
      description: 'The program token that activated the PC is revoked with it (issue 17).',
      tags: ['membership'],
      security: session,
      parameters: [pathId('id')],
      requestBody: bodyOf(membershipWriteSchema, {}, { required: false }),
      responses: {
        '200': json('Revoked (also when it was already).', { type: 'object', properties: { success: { const: true }, instance } }),
        '401': json('Signed out.', message),
        '403': json('A reseller (spec 6), or the request did not come from the site (Origin check).', message),
        '404': json("No such PC, or not the signed-in account's.", message),
        '409': revokePaused,
        '422': json('The body is not valid.', { $ref: '#/components/schemas/Refusal' }),
        ...limited,
      },
    },
  },
  '/api/account/app-tokens': {
    get: {
      summary: 'The desktop programs the account authorised whose tokens still work, newest first (issue 17)',
      tags: ['membership'],
      security: session,
      responses: {
        '200': json('The programs.', {
          type: 'object',
          properties: { app_tokens: { type: 'array', items: authorizedProgram } },
          required: ['app_tokens'],
        }),
        '401': json('Signed out.', message),
        '403': json('A reseller (spec 6).', message),
      },
    },
  },
  '/api/account/app-tokens/{id}/revoke': {
    post: {
      summary: "Revoke a program's token (issue 17): it stops working at once; the PCs it activated keep their places",
      tags: ['membership'],
      security: session,
      parameters: [pathId('id')],
      requestBody: bodyOf(membershipWriteSchema, {}, { required: false }),
      responses: {
        '200': json('Revoked.', { type: 'object', properties: { success: { const: true } } }),
        '401': json('Signed out.', message),
        '403': json('A reseller (spec 6), or the request did not come from the site (Origin check).', message),
        '404': json("No such working token (revoked, expired, or not the signed-in account's).", message),
        '422': json('The body is not valid.', { $ref: '#/components/schemas/Refusal' }),
        ...limited,
      },
    },
  },
  '/api/account/licenses/{id}/note': {
    post: {
      summary: "Set the owner's note on a legacy licence (spec 2 'notes modal'); empty clears it",
      tags: ['membership'],
      security: session,
      parameters: [pathId('id')],
      requestBody: { ...bodyOf(licenseNoteSchema, {}, { required: false }), required: true },
      responses: {
        '200': json('Saved.', { type: 'object', properties: { success: { const: true }, note: { type: 'string' } } }),
        '401': json('Signed out.', message),
        '403': json('A reseller (spec 6), or the request did not come from the site (Origin check).', message),
        '404': json("No such licence, or not the signed-in account's.", message),
        '422': json("Over 500 characters ('This field is too long.'), or control characters.", { $ref: '#/components/schemas/Refusal' }),
        ...limited,
      },
    },
  },
  '/api/account/licenses/{id}/instances/{instanceId}/revoke': {
    post: {
      summary: 'Revoke a PC of a legacy licence (spec 4): it is removed, which raises available_instances_num',
      description: 'The program token that activated the PC is revoked with it (issue 17).',
      tags: ['membership'],
      security: session,
      parameters: [pathId('id'), pathId('instanceId')],
      requestBody: bodyOf(membershipWriteSchema, {}, { required: false }),
      responses: {
        '200': json('Revoked (also when it was already).', { type: 'object', properties: { success: { const: true }, instance } }),
        '401': json('Signed out.', message),
        '403': json('A reseller (spec 6), or the request did not come from the site (Origin check).', message),
        '404': json("No such licence or PC, or not the signed-in account's.", message),
        '409': revokePaused,
        '422': json('The body is not valid.', { $ref: '#/components/schemas/Refusal' }),
        ...limited,
      },
    },
  },
};
