import { localeSchema } from '@/lib/i18n/locale-schema';
import { z } from './zod';

// spec 7 /api/account/autocharge/* and the account page's revoke: one schema per input, shared by the routes,
// the page and the tests. Ids are positive integers in PostgreSQL's integer range, written as decimals.

const MAX_ID = 2_147_483_647;

/** An id as it comes in a path segment or a query string. */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((id) => id <= MAX_ID);

/** `?subscription_id=` of the autocharge calls. */
export const subscriptionQuerySchema = z.strictObject({ subscription_id: idParamSchema });

/** The body of the account's membership writes: nothing but, optionally, the answer's language. */
export const membershipWriteSchema = z.strictObject({ locale: localeSchema.optional() });

/** The longest note a legacy licence may carry (the licenses_note_length check). */
export const LICENSE_NOTE_MAX = 500;

// Text and line breaks; no other control characters (the note is shown on the page and edited in a textarea).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** POST /api/account/licenses/{id}/note: the owner's note, empty to clear it. */
export const licenseNoteSchema = z.strictObject({
  note: z
    .string()
    .trim()
    .max(LICENSE_NOTE_MAX, 'tooLong')
    .refine((note) => !CONTROL.test(note), 'invalid'),
  locale: localeSchema.optional(),
});

export type LicenseNoteInput = z.input<typeof licenseNoteSchema>;
export type SubscriptionQuery = z.output<typeof subscriptionQuerySchema>;
