import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { prices } from '@/lib/db/schema';
import { parseCountryCode } from '@/lib/validation/country-code';
import { couponDiscount, couponRefusal, type CouponRefusal, findCoupon } from './coupons';
import { type CurrencyDetails, currencyDetailsForCountry, DEFAULT_CURRENCY_CODE } from './currency';
import { isSoldPlan, type PlanChoice } from './plans';
import { vatBreakdown } from './vat';

// The server's price of a checkout. Only the plan, the country, the coupon code and the VAT treatment go
// in; a price the browser shows is never read, so a tampered total cannot reach an order.

/**
 * How VAT applies, decided by the caller (lib/commerce/vat.ts from the buyer's country and VAT number).
 * `inclusive`: the list price contains the VAT (B2C); otherwise it is added on top. A reverse charge
 * (an EU business with a valid VAT number) charges no VAT.
 */
export interface VatTreatment {
  /** Basis points: 2000 = 20 %. */
  rateBasisPoints: number;
  inclusive: boolean;
  reverseCharge: boolean;
  vatNumber?: string | null;
}

export const NO_VAT: VatTreatment = { rateBasisPoints: 0, inclusive: true, reverseCharge: false };

export interface QuoteInput {
  plan: PlanChoice;
  /** The buyer's country (ISO 3166-1 alpha-2); it picks the currency, USD without a price list. */
  country?: string | null;
  couponCode?: string | null;
  vat?: VatTreatment;
  /** An upgrade's credit: what the buyer prepaid and has not used, by currency (upgrades.ts). */
  credit?: UpgradeCredit | null;
  now?: Date;
}

/** The unused part of a plan being upgraded, as a function of the new plan's list price (minor units). */
export interface UpgradeCredit {
  currencyCode: string;
  /** The credit against a new plan of `listPrice`, never more than it. */
  against(listPrice: number): number;
}

/** A price worked out: what a quote shows, an order keeps and the checkout answers. */
export interface PriceTotals {
  /** Minor units: the list price, the discount, the VAT in (or added to) the total, the total. */
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
  /** Basis points: 2000 = 20 %. */
  vatRate: number;
  vatInclusive: boolean;
  reverseCharge: boolean;
}

export interface Quote extends PriceTotals {
  plan: PlanChoice;
  currencyCode: string;
  minorUnit: number;
  country: string | null;
  vatNumber: string | null;
  coupon: { id: number; code: string } | null;
  /** The part of `discount` that is an upgrade's credit (the rest is the coupon's). */
  upgradeCredit: number;
}

/** A quote's amounts and VAT, as an order stores them and the checkout shows them. */
export function quotedAmounts({ subtotal, discount, upgradeCredit, vat, total, vatRate, vatInclusive, reverseCharge }: Quote) {
  return { subtotal, discount, upgradeCredit, vat, total, vatRate, vatInclusive, reverseCharge };
}

export type QuoteFailure =
  | { kind: 'unknownPlan' }
  // Shown as shop.coupon.invalid, 'Please enter a valid coupon code' (spec 5), whatever the reason.
  | { kind: 'invalidCoupon'; reason: CouponRefusal }
  | { kind: 'invalidVat' };

/** The VAT of a `net` (exclusive) or `gross` (inclusive) amount, rounded half up to the minor unit (pure). */
export function vatAmount(amount: number, vat: VatTreatment): number {
  if (vat.reverseCharge) return 0;
  return vatBreakdown(amount, vat.rateBasisPoints, vat.inclusive ? 'inclusive' : 'exclusive').vat;
}

function validVat(vat: VatTreatment): boolean {
  return (
    Number.isInteger(vat.rateBasisPoints) &&
    vat.rateBasisPoints >= 0 &&
    vat.rateBasisPoints <= 10_000 &&
    (!vat.reverseCharge || Boolean(vat.vatNumber))
  );
}

async function listPrice(db: DatabaseOrTransaction, currencyCode: string, plan: PlanChoice): Promise<number | undefined> {
  const [row] = await db
    .select({ amount: prices.amount })
    .from(prices)
    .where(
      and(
        eq(prices.currencyCode, currencyCode),
        eq(prices.kind, plan.kind),
        eq(prices.periodMonths, plan.periodMonths),
        eq(prices.pcNum, plan.pcNum),
      ),
    )
    .limit(1);
  return row?.amount;
}

export async function quoteOrder(db: DatabaseOrTransaction, input: QuoteInput): Promise<Quote | QuoteFailure> {
  const { plan } = input;
  const vat = input.vat ?? NO_VAT;
  if (!isSoldPlan(plan)) return { kind: 'unknownPlan' };
  if (!validVat(vat)) return { kind: 'invalidVat' };
  const country = parseCountryCode(input.country ?? undefined) ?? null;
  // As GET /api/subscription-prices does: a currency without a price list sells in USD.
  let currency: CurrencyDetails = await currencyDetailsForCountry(db, country ?? undefined);
  let subtotal = await listPrice(db, currency.abbreviation, plan);
  if (subtotal === undefined && currency.abbreviation !== DEFAULT_CURRENCY_CODE) {
    currency = await currencyDetailsForCountry(db);
    subtotal = await listPrice(db, currency.abbreviation, plan);
  }
  if (subtotal === undefined) return { kind: 'unknownPlan' };

  let discount = 0;
  let coupon: Quote['coupon'] = null;
  if (input.couponCode && input.couponCode.trim() !== '') {
    const row = await findCoupon(db, input.couponCode);
    if (!row) return { kind: 'invalidCoupon', reason: 'unknown' };
    const refusal = couponRefusal(row, plan, currency.abbreviation, input.now ?? new Date());
    if (refusal) return { kind: 'invalidCoupon', reason: refusal };
    discount = couponDiscount(row, subtotal);
    coupon = { id: row.id, code: row.code };
  }

  // An upgrade's credit counts in the currency it was paid in only (a buyer who moved country pays in full).
  const credit =
    input.credit && input.credit.currencyCode === currency.abbreviation ? Math.min(subtotal - discount, input.credit.against(subtotal)) : 0;
  discount += credit;
  const afterDiscount = subtotal - discount;
  const vatMinor = vatAmount(afterDiscount, vat);
  return {
    plan: { kind: plan.kind, periodMonths: plan.periodMonths, pcNum: plan.pcNum },
    currencyCode: currency.abbreviation,
    minorUnit: currency.minorUnit,
    country,
    subtotal,
    discount,
    vat: vatMinor,
    total: vat.inclusive ? afterDiscount : afterDiscount + vatMinor,
    vatRate: vat.reverseCharge ? 0 : vat.rateBasisPoints,
    vatInclusive: vat.inclusive,
    reverseCharge: vat.reverseCharge,
    vatNumber: vat.vatNumber ?? null,
    coupon,
    upgradeCredit: credit,
  };
}

export function isQuote(outcome: Quote | QuoteFailure): outcome is Quote {
  return !('kind' in outcome);
}
