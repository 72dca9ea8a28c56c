import { and, eq, or } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { type PriceRow, prices } from '@/lib/db/schema';
import { type CurrencyDetails, currencyDetailsForCountry, DEFAULT_CURRENCY_CODE } from './currency';

/** spec 3 "Price": amounts in major units of the currency (29.99), period in months (0 = lifetime). */
export interface Price {
  currency_sign: string;
  currency_sign_before_value: boolean;
  price: number;
  price_old: number | null;
  pc_num: number;
  period: number;
}

/** spec 3 "Subscription price set"; the shape of GET /api/subscription-prices. */
export interface SubscriptionPriceSet {
  minimalOneYearSubscription: Price;
  maximalOneYearSubscription: Price;
  lifetimeSubscription: Price;
  lifetimeSubscriptions: Price[];
}

/** A price list row as this module needs it. */
export type ListedPrice = Pick<PriceRow, 'kind' | 'periodMonths' | 'pcNum' | 'amount' | 'amountOld'>;

const ONE_YEAR_MONTHS = 12;

export class PricesNotConfiguredError extends Error {
  constructor(currencyCode: string, missing: string) {
    super(`No ${missing} price is configured for ${currencyCode}`);
    this.name = 'PricesNotConfiguredError';
  }
}

/** Integer minor units to a decimal amount in major units: 2999 cents -> 29.99 (DESIGN.md). */
export function minorToMajor(amount: number, minorUnit: number): number {
  // One division of two exact integers rounds to the nearest double, which is the literal 29.99.
  return amount / 10 ** minorUnit;
}

export function toPrice(row: ListedPrice, currency: CurrencyDetails): Price {
  return {
    currency_sign: currency.sign,
    currency_sign_before_value: currency.sign_before_value,
    price: minorToMajor(row.amount, currency.minorUnit),
    price_old: row.amountOld === null ? null : minorToMajor(row.amountOld, currency.minorUnit),
    pc_num: row.pcNum,
    period: row.periodMonths,
  };
}

/**
 * The price set of one currency's list (pure). Minimal and maximal are the one-year
 * subscriptions with the fewest and the most PCs; lifetimeSubscription is the lifetime price
 * with the fewest PCs (1 PC) and lifetimeSubscriptions all lifetime prices by pc_num.
 */
export function buildSubscriptionPriceSet(rows: readonly ListedPrice[], currency: CurrencyDetails): SubscriptionPriceSet {
  const byPcNum = (a: ListedPrice, b: ListedPrice) => a.pcNum - b.pcNum;
  const oneYear = rows.filter((row) => row.kind === 'subscription' && row.periodMonths === ONE_YEAR_MONTHS).sort(byPcNum);
  const lifetime = rows.filter((row) => row.kind === 'lifetime').sort(byPcNum);

  const minimal = oneYear[0];
  const maximal = oneYear.at(-1);
  const firstLifetime = lifetime[0];
  if (!minimal || !maximal) throw new PricesNotConfiguredError(currency.abbreviation, 'one-year subscription');
  if (!firstLifetime) throw new PricesNotConfiguredError(currency.abbreviation, 'lifetime');

  return {
    minimalOneYearSubscription: toPrice(minimal, currency),
    maximalOneYearSubscription: toPrice(maximal, currency),
    lifetimeSubscription: toPrice(firstLifetime, currency),
    lifetimeSubscriptions: lifetime.map((row) => toPrice(row, currency)),
  };
}

async function listedPrices(db: Database, currencyCode: string): Promise<ListedPrice[]> {
  return db
    .select({
      kind: prices.kind,
      periodMonths: prices.periodMonths,
      pcNum: prices.pcNum,
      amount: prices.amount,
      amountOld: prices.amountOld,
    })
    .from(prices)
    .where(
      and(
        eq(prices.currencyCode, currencyCode),
        or(and(eq(prices.kind, 'subscription'), eq(prices.periodMonths, ONE_YEAR_MONTHS)), eq(prices.kind, 'lifetime')),
      ),
    );
}

/**
 * GET /api/subscription-prices (spec 7), in the visitor's currency. A currency that is mapped to
 * a country but has no price list yet falls back to the USD list, so the shop still sells.
 */
export async function subscriptionPrices(db: Database, countryCode?: string): Promise<SubscriptionPriceSet> {
  const currency = await currencyDetailsForCountry(db, countryCode);
  const rows = await listedPrices(db, currency.abbreviation);
  if (rows.length === 0 && currency.abbreviation !== DEFAULT_CURRENCY_CODE) {
    const fallback = await currencyDetailsForCountry(db);
    return buildSubscriptionPriceSet(await listedPrices(db, fallback.abbreviation), fallback);
  }
  return buildSubscriptionPriceSet(rows, currency);
}
