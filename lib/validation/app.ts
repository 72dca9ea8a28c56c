import { localeSchema } from '@/lib/i18n/locale-schema';
import { z } from './zod';

// The desktop program's calls (spec 2 /account/authorize-app, spec 3 "Instance"): one schema per input, shared by
// the route handlers, scripts/app-simulate.ts and the tests. Names are snake_case like spec 7's payloads. The
// lengths match the checks of lib/db/schema/ (instances, app_authorization_requests).

// Printable text without control characters: a PC's name is shown on the account's pages.
const displayText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}\p{Cf}]+$/u);

export const programVersionSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,31}$/);
export const deviceNameSchema = displayText(100);
// The program's fingerprint of the PC: opaque to us, but bounded and plain.
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/);

/** 128 random bits in base64url: the request's id in the page URL and the poll path. */
export const authorizationRequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
/** 256 random bits in base64url: the poll secret and the app token. */
export const secretTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const startAuthorizationSchema = z.strictObject({
  device_name: deviceNameSchema,
  version: programVersionSchema,
  locale: localeSchema.optional(),
});

export const authorizationDecisionSchema = z.strictObject({
  request_id: authorizationRequestIdSchema,
  decision: z.enum(['approve', 'deny']),
  locale: localeSchema.optional(),
});

export const activateSchema = z.strictObject({
  device_id: deviceIdSchema,
  device_name: deviceNameSchema,
  version: programVersionSchema,
  locale: localeSchema.optional(),
});

export const instanceCallSchema = z.strictObject({
  instance_id: z.number().int().positive().max(2_147_483_647),
  // The `kind` of the instance activate answered: a plan's PC (the default) or a legacy licence's; ids are per kind.
  instance_kind: z.enum(['plan', 'license']).default('plan'),
  version: programVersionSchema.optional(),
  locale: localeSchema.optional(),
});

export type StartAuthorizationValues = z.output<typeof startAuthorizationSchema>;
export type AuthorizationDecisionValues = z.output<typeof authorizationDecisionSchema>;
export type ActivateValues = z.output<typeof activateSchema>;
export type InstanceCallValues = z.output<typeof instanceCallSchema>;
