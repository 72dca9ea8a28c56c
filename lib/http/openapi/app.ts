import { activateSchema, authorizationDecisionSchema, instanceCallSchema, startAuthorizationSchema } from '@/lib/validation/app';
import { bodyOf, json, limited, message, refusal } from './parts';

// The desktop program's calls and the authorisation page's, a part of the OpenAPI document (index.ts). Bodies come from the zod
// schemas the routes validate with.

const code = (codes: string[]) => ({
  type: 'object',
  properties: { code: { type: 'string', enum: codes }, message: { type: 'string' }, pc_num: { type: 'integer' } },
  required: ['code', 'message'],
});
const unauthorised = {
  '401': json(
    'No app token, or an unknown, revoked or expired one (`code` INVALID_APP_TOKEN). A token is revoked with the PC it activated, on a password change or restore, on signing out other devices and from the account page; it expires 30 days after its last call, and every call (activate, heartbeat, deactivate) moves that on.',
    code(['INVALID_APP_TOKEN']),
  ),
};
const invalid = { '422': json('Invalid fields.', refusal) };
const instance = json(
  'The instance (spec 3: id, device, date created, status, version) and the plan it counts against. `instance.kind` is ' +
    "'license' for a PC on a legacy licence (send it back as `instance_kind`: ids are per kind); its `plan` then has " +
    "`kind: 'license'`, `license_id` and `serial_number`.",
  {
    type: 'object',
    properties: {
      instance: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: ['plan', 'license'] },
          id: { type: 'integer' },
          device: { type: 'string' },
          device_id: { type: 'string' },
          date_created: { type: 'string', format: 'date-time' },
          last_seen: { type: 'string', format: 'date-time' },
          status: { type: 'string', enum: ['active', 'deactivated', 'revoked'] },
          version: { type: 'string' },
        },
      },
      plan: {
        type: ['object', 'null'],
        properties: {
          kind: { type: 'string', enum: ['trial', 'subscription', 'lifetime', 'license'] },
          pc_num: { type: 'integer' },
          active_pc_num: { type: 'integer' },
          expires_at: { type: ['string', 'null'], format: 'date-time' },
          license_id: { type: 'integer', description: "Only for kind 'license'." },
          serial_number: { type: 'string', description: 'Only for kind \'license\' (spec 3 "License: serial number").' },
        },
      },
    },
  },
);
const appToken = [{ appToken: [] }];

export const appTokenSecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  description: 'The app token the program receives from GET /api/app/authorize/{id} once its request is approved.',
};

export const appApiPaths = {
  '/api/app/authorize': {
    post: {
      summary: 'The program starts an authorisation request; it opens `url` in the browser and polls',
      tags: ['program'],
      description: 'No sign-in. Limited per address. `poll_secret` is returned once; only its SHA-256 is kept.',
      requestBody: bodyOf(startAuthorizationSchema),
      responses: {
        '201': json('Started: `request_id`, `poll_secret`, `user_code`, `url`, `expires_at` (10 minutes), `poll_interval` (seconds).'),
        '400': json('The body is not a JSON object.', message),
        ...invalid,
        ...limited,
      },
    },
  },
  '/api/app/authorize/{id}': {
    get: {
      summary: 'The program polls its request: pending, approved (with the token, once), consumed, denied or expired',
      tags: ['program'],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } },
        { name: 'X-Poll-Secret', in: 'header', required: true, schema: { type: 'string' } },
      ],
      responses: {
        '200': json('`{ status }`; with `token` on the first poll after approval only.'),
        '404': json('Unknown request or wrong poll secret (not told apart).', message),
        ...limited,
      },
    },
  },
  '/api/app/activate': {
    post: {
      summary: 'Activate this PC for the account (the same device_id again is the same instance)',
      tags: ['program'],
      security: appToken,
      description:
        'A PC already active (on the plan or a legacy licence) stays there. A new PC takes a free PC of the current plan or trial, ' +
        'else of a legacy licence of the account (oldest first), else an account that holds no plan and never had a trial starts ' +
        'its trial (7 days, 2 PCs).',
      requestBody: bodyOf(activateSchema),
      responses: {
        '200': instance,
        '201': instance,
        ...unauthorised,
        '409': json(
          'No free PC in the plan or the licences (PC_LIMIT_REACHED) or no plan (NO_ACTIVE_PLAN).',
          code(['PC_LIMIT_REACHED', 'NO_ACTIVE_PLAN']),
        ),
        ...invalid,
      },
    },
  },
  '/api/app/heartbeat': {
    post: {
      summary: 'The program still runs on an activated PC',
      tags: ['program'],
      security: appToken,
      requestBody: bodyOf(instanceCallSchema),
      responses: {
        '200': instance,
        ...unauthorised,
        '404': json(
          "Not the token's account's instance, or no longer active (deactivated). A PC revoked from the account page takes its token with it: 401.",
          message,
        ),
        '409': json('The plan ended, or the new plan has no free PC.', code(['PC_LIMIT_REACHED', 'NO_ACTIVE_PLAN'])),
        ...invalid,
      },
    },
  },
  '/api/app/deactivate': {
    post: {
      summary: 'Deactivate this PC, freeing its place in the plan',
      tags: ['program'],
      security: appToken,
      requestBody: bodyOf(instanceCallSchema),
      responses: { '200': instance, ...unauthorised, '404': json("Not the token's account's instance.", message), ...invalid },
    },
  },
  '/api/account/authorize-app': {
    post: {
      summary: "Approve or deny the program's request (the /account/authorize-app page)",
      tags: ['program'],
      security: [{ session: [] }],
      requestBody: bodyOf(authorizationDecisionSchema),
      responses: {
        '200': json('`{ status: approved | denied }`.'),
        '401': json('Signed out.', message),
        '403': json('The request did not come from the site (Origin check).', message),
        '404': json('`{ status: not_found, message }`.'),
        '409': json('Answered before, or expired: `{ status, message }`.'),
        ...invalid,
      },
    },
  },
};
