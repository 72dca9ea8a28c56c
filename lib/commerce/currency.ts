import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '@/lib/db/client';
import { countryCurrencies, type CurrencyRow, currencies } from '@/lib/db/schema';
import { parseCountryCode } from '@/lib/validation/country-code';

/** spec 3 "Currency: abbreviation, sign, sign-before-value"; the shape of GET /api/currency. */
export interface Currency {
  abbreviation: string;
  sign: string;
  sign_before_value: boolean;
}

/** A currency as the rest of lib/commerce needs it: the public shape plus its minor unit. */
export interface CurrencyDetails extends Currency {
  minorUnit: number;
}

// spec 3: "The default is USD with a dollar sign before the value".
export const DEFAULT_CURRENCY_CODE = 'USD';
const DEFAULT_CURRENCY: CurrencyDetails = {
  abbreviation: DEFAULT_CURRENCY_CODE,
  sign: '$',
  sign_before_value: true,
  minorUnit: 2,
};

export function toCurrencyDetails(row: CurrencyRow): CurrencyDetails {
  return {
    abbreviation: row.code,
    sign: row.sign,
    sign_before_value: row.signBeforeValue,
    minorUnit: row.minorUnit,
  };
}

function toPublicCurrency({ abbreviation, sign, sign_before_value }: CurrencyDetails): Currency {
  return { abbreviation, sign, sign_before_value };
}

/**
 * The currency a visitor from `countryCode` pays in. Unknown, missing or malformed countries get
 * USD; so does an empty database, because the spec names USD as the default.
 */
export async function currencyDetailsForCountry(db: DatabaseOrTransaction, countryCode?: string): Promise<CurrencyDetails> {
  const country = parseCountryCode(countryCode);
  // One round trip: the country's currency if it has a row, else the default.
  const wanted =
    country === undefined
      ? sql`${DEFAULT_CURRENCY_CODE}`
      : sql`coalesce((${db
          .select({ currencyCode: countryCurrencies.currencyCode })
          .from(countryCurrencies)
          .where(eq(countryCurrencies.countryCode, country))}), ${DEFAULT_CURRENCY_CODE})`;
  const [row] = await db.select().from(currencies).where(eq(currencies.code, wanted));
  return row ? toCurrencyDetails(row) : DEFAULT_CURRENCY;
}

/** GET /api/currency (spec 7). */
export async function currencyForCountry(db: Database, countryCode?: string): Promise<Currency> {
  return toPublicCurrency(await currencyDetailsForCountry(db, countryCode));
}

/** The currency an order was priced in, by its ISO code; USD's details for a code with no row. */
export async function currencyDetailsByCode(db: DatabaseOrTransaction, code: string): Promise<CurrencyDetails> {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code)).limit(1);
  return row ? toCurrencyDetails(row) : DEFAULT_CURRENCY;
}
