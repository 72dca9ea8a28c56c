import { z } from './zod';

/** ISO 3166-1 alpha-2 country code: two ASCII letters, any case, normalised to upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'A country code is two letters')
  .toUpperCase();

export type CountryCode = z.infer<typeof countryCodeSchema>;

/**
 * spec 7: the browser adds country_code to every GET, so a malformed or missing value means
 * "country unknown" rather than a 422; the caller then falls back to the defaults (spec 3: USD).
 */
export function parseCountryCode(value: unknown): CountryCode | undefined {
  const result = countryCodeSchema.safeParse(value);
  return result.success ? result.data : undefined;
}
