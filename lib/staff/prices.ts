import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { currencies, type PlanKind, prices } from '@/lib/db/schema';
import { isSoldPlan } from '@/lib/commerce/plans';
import { type AuditValues, recordStaffAction, type StaffActor } from './audit-log';

// Issue 20 "prices: per plan and currency, with price_old; a change takes effect at once on the checkout, the price
// phrases and the offer banner, on every instance; past orders keep their prices". Amounts are typed in major units
// with the currency's decimals and kept in minor units (DESIGN.md "Commerce"). Orders store their own amounts
// (orders.subtotal, total), so a change never reaches an order placed before it. The caller expires the price
// caches once the change is committed (lib/staff/price-cache.ts).

/** The most a price may be, in minor units: far above any plan's, far below the column's limit. */
export const MAX_PRICE_MINOR = 100_000_000;

export interface StaffPriceRow {
  id: number;
  currencyCode: string;
  sign: string;
  signBeforeValue: boolean;
  minorUnit: number;
  kind: PlanKind;
  periodMonths: number;
  pcNum: number;
  amount: number;
  amountOld: number | null;
  /** Whether the shop sells this plan (a row left from an older offer is shown nowhere). */
  sold: boolean;
}

/** Every price, by currency, then plan. */
export async function staffPriceList(db: Database): Promise<StaffPriceRow[]> {
  const rows = await db
    .select({ price: prices, currency: currencies })
    .from(prices)
    .innerJoin(currencies, eq(currencies.code, prices.currencyCode))
    .orderBy(asc(prices.currencyCode), asc(prices.kind), asc(prices.periodMonths), asc(prices.pcNum));
  return rows.map(({ price, currency }) => ({
    id: price.id,
    currencyCode: price.currencyCode,
    sign: currency.sign,
    signBeforeValue: currency.signBeforeValue,
    minorUnit: currency.minorUnit,
    kind: price.kind,
    periodMonths: price.periodMonths,
    pcNum: price.pcNum,
    amount: price.amount,
    amountOld: price.amountOld,
    sold: isSoldPlan(price),
  }));
}

/**
 * An amount typed in major units ('9.99', '10', '98') in minor units, or null when it is not a positive amount
 * with at most the currency's decimals. No signs, spaces, thousands separators or exponents.
 */
export function parseMajorAmount(text: string, minorUnit: number): number | null {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > minorUnit || (match[2] !== undefined && minorUnit === 0)) return null;
  const minor = Number(whole) * 10 ** minorUnit + Number(fraction.padEnd(minorUnit, '0') || '0');
  return minor > 0 && minor <= MAX_PRICE_MINOR ? minor : null;
}

/** Minor units as typed in major units, with the currency's decimals ('9.99', '98'). */
export function majorAmountText(amount: number, minorUnit: number): string {
  if (minorUnit === 0) return String(amount);
  const text = String(amount).padStart(minorUnit + 1, '0');
  return `${text.slice(0, -minorUnit)}.${text.slice(-minorUnit)}`;
}

/** The plan a price row is for, as the audit log names it: 'USD subscription 12m ×2', 'EUR lifetime ×1'. */
export function priceTarget(row: { currencyCode: string; kind: PlanKind; periodMonths: number; pcNum: number }): string {
  return `${row.currencyCode} ${row.kind}${row.kind === 'subscription' ? ` ${row.periodMonths}m` : ''} ×${row.pcNum}`;
}

export type PriceRefusal = 'priceInvalid' | 'priceOldInvalid' | 'priceOldNotAbove';

export type PriceChangeOutcome =
  | { kind: 'done'; before: AuditValues; after: AuditValues }
  | { kind: 'notFound' }
  | { kind: 'invalid'; field: 'price' | 'price_old'; refusal: PriceRefusal };

/**
 * Sets one price and its former price (`priceOld` empty: none), typed in major units, with its audit row, in one
 * transaction. Refused: an amount that is not positive or has more decimals than the currency, and a former
 * price that is not above the price (spec 3 price_old is the struck-through higher one).
 */
export async function changePrice(
  db: Database,
  actor: StaffActor,
  id: number,
  typed: { price: string; priceOld: string },
  now: Date = new Date(),
): Promise<PriceChangeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ price: prices, minorUnit: currencies.minorUnit })
      .from(prices)
      .innerJoin(currencies, eq(currencies.code, prices.currencyCode))
      .where(eq(prices.id, id))
      .for('update', { of: prices });
    if (!row) return { kind: 'notFound' } as const;
    const amount = parseMajorAmount(typed.price, row.minorUnit);
    if (amount === null) return { kind: 'invalid', field: 'price', refusal: 'priceInvalid' } as const;
    let amountOld: number | null = null;
    if (typed.priceOld.trim() !== '') {
      amountOld = parseMajorAmount(typed.priceOld, row.minorUnit);
      if (amountOld === null) return { kind: 'invalid', field: 'price_old', refusal: 'priceOldInvalid' } as const;
      if (amountOld <= amount) return { kind: 'invalid', field: 'price_old', refusal: 'priceOldNotAbove' } as const;
    }
    const { price } = row;
    const before = { currency: price.currencyCode, amount: price.amount, amount_old: price.amountOld };
    const after = { currency: price.currencyCode, amount, amount_old: amountOld };
    await tx.update(prices).set({ amount, amountOld }).where(eq(prices.id, id));
    await recordStaffAction(tx, { actor, action: 'price.change', target: priceTarget(price), before, after }, now);
    return { kind: 'done', before, after } as const;
  });
}
