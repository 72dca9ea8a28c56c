import { z } from './zod';
import { localeSchema } from '@/lib/i18n/locale-schema';

// Issue 20: the bodies of the staff calls, shared by the staff pages' forms and the route handlers.

const locale = localeSchema.optional();

/** A TOTP code (6 digits) or a recovery code (`xxxx-xxxx-xxxx`). */
export const staffCodeSchema = z.strictObject({ code: z.string().trim().min(1).max(20), locale });

export const STAFF_REASON_MAX = 500;

/** Block (with the reason staff read) or unblock. */
export const staffBlockSchema = z.strictObject({
  blocked: z.boolean(),
  reason: z.string().trim().max(STAFF_REASON_MAX).optional(),
  locale,
});

export const staffResellerSchema = z.strictObject({ reseller: z.boolean(), locale });

export const staffEmptySchema = z.strictObject({ locale });

/** The refusal's message, mailed to the customer. */
export const staffRefusalSchema = z.strictObject({ message: z.string().trim().min(1).max(2000), locale });

/** The account search: a part of an address. */
export const staffSearchSchema = z.string().trim().min(1).max(254);

/** A list's page in the query (`?page=`): from 1; anything else is the first. */
export const staffPageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** The order search: an order or invoice number, part of an address, a provider's id; empty lists them all. */
export const staffOrderSearchSchema = z.string().trim().max(254).catch('');

/** A price and its former price (empty: none), typed in major units; lib/staff/prices.ts checks them against the currency. */
export const staffPriceSchema = z.strictObject({
  price: z.string().trim().min(1).max(20),
  price_old: z.string().trim().max(20).optional(),
  locale,
});

/** The most bytes a legacy licence CSV may have (the body of its call: a little more). */
export const LEGACY_CSV_MAX_BYTES = 512 * 1024;

/** A legacy licence CSV (serial, owner e-mail, PCs), as text. */
export const staffLegacyImportSchema = z.strictObject({ csv: z.string().min(1).max(LEGACY_CSV_MAX_BYTES), locale });
