import { and, eq } from 'drizzle-orm';
import { type DatabaseOrTransaction, getDb, type InDatabase } from '@/lib/db/client';
import { currencies, memberships, orders } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/config';
import type { PaymentProviderAdapter } from './payment-providers/provider';
import { type CheckoutTerm, PC_NUMS_BY_TERM, planOf } from './plans';
import type { CheckoutErrorKey } from './checkout-fields';
import type { CheckoutQuoteValues, CheckoutValues } from './checkout-schema';
import type { CurrencyDetails } from './currency';
import { activePlanOf } from './grants';
import { createOrder, type Order } from './orders';
import { formatAmount } from './price-display';
import { isQuote, NO_VAT, type PriceTotals, type Quote, quotedAmounts, quoteOrder, type UpgradeCredit, type VatTreatment } from './quote';
import { purchaseOf } from './upgrade-rules';
import { heldPlanCredit } from './upgrades';
import { LIST_PRICES_INCLUDE_VAT, vatForCheckout } from './vat';

// spec 2 /checkout: the server's side of the form. The quote (POST /api/checkout/quote) and the order
// (POST /api/checkout) both price the plan here, from the plan, the country, the VAT number and the coupon
// only (quote.ts): whatever price the browser shows, the order is at the server's.

export interface CheckoutFieldError {
  field: string;
  code: CheckoutErrorKey;
}

/** A quote as the checkout page shows it: minor units and the same amounts formatted (price-display.ts). */
export interface CheckoutQuote extends PriceTotals {
  currency: Pick<CurrencyDetails, 'abbreviation' | 'sign' | 'sign_before_value' | 'minorUnit'>;
  coupon: string | null;
  /** The part of `discount` that is the unused credit of the plan being upgraded (the rest is the coupon's). */
  upgradeCredit: number;
  formatted: { subtotal: string; couponDiscount: string; upgradeCredit: string; vat: string; total: string };
}

export function toCheckoutQuote(quote: Quote, currency: Pick<CurrencyDetails, 'sign' | 'sign_before_value'>): CheckoutQuote {
  const display = { ...currency, minorUnit: quote.minorUnit };
  return {
    currency: {
      abbreviation: quote.currencyCode,
      sign: currency.sign,
      sign_before_value: currency.sign_before_value,
      minorUnit: quote.minorUnit,
    },
    ...quotedAmounts(quote),
    coupon: quote.coupon?.code ?? null,
    upgradeCredit: quote.upgradeCredit,
    formatted: {
      subtotal: formatAmount(quote.subtotal, display),
      couponDiscount: formatAmount(-(quote.discount - quote.upgradeCredit), display),
      upgradeCredit: formatAmount(-quote.upgradeCredit, display),
      vat: formatAmount(quote.vat, display),
      total: formatAmount(quote.total, display),
    },
  };
}

/** The VAT of a checkout (vat.ts); outside the EU, or with no country chosen yet, none. */
export async function checkoutVat(country: string, vatNumber: string): Promise<{ ok: true; vat: VatTreatment } | { ok: false }> {
  if (!country) return { ok: true, vat: NO_VAT };
  const decided = await vatForCheckout({ buyerCountry: country, vatNumber });
  if (!decided.ok) return { ok: false };
  const { rateBasisPoints, reverseCharge, vatNumber: number } = decided.vat;
  return { ok: true, vat: { rateBasisPoints, reverseCharge, inclusive: LIST_PRICES_INCLUDE_VAT, vatNumber: number ?? null } };
}

export type CheckoutQuoteOutcome =
  | { kind: 'quoted'; quote: CheckoutQuote }
  // Refused fields; `quote` is the price without what was refused, so the page keeps showing a total.
  | { kind: 'invalid'; errors: CheckoutFieldError[]; quote: CheckoutQuote | null };

async function currencySign(db: DatabaseOrTransaction, code: string) {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code)).limit(1);
  return row ? { sign: row.sign, sign_before_value: row.signBeforeValue } : { sign: '$', sign_before_value: true };
}

async function quoteWith(
  db: DatabaseOrTransaction,
  values: CheckoutQuoteValues,
  vat: VatTreatment,
  couponCode: string,
  credit: UpgradeCredit | null,
  now: Date,
) {
  const quote = await quoteOrder(db, {
    plan: planOf(values.term, values.pcNum),
    country: values.country || null,
    couponCode,
    vat,
    credit,
    now,
  });
  if (!isQuote(quote)) return quote;
  return toCheckoutQuote(quote, await currencySign(db, quote.currencyCode));
}

/**
 * POST /api/checkout/quote: subtotal, discount, VAT and total of a plan choice. A signed-in buyer (`buyerId`)
 * buying an upgrade of their plan for themselves gets its unused credit off, as createOrder will.
 */
export async function quoteCheckout(
  values: CheckoutQuoteValues,
  { db = getDb(), now = new Date(), buyerId = null }: InDatabase & { now?: Date; buyerId?: number | null } = {},
): Promise<CheckoutQuoteOutcome> {
  const errors: CheckoutFieldError[] = [];
  const upgrade = buyerId !== null && !values.gift ? await heldPlanCredit(db, buyerId, now) : null;
  const credit = upgrade && purchaseOf(upgrade.held, planOf(values.term, values.pcNum)) === 'upgrade' ? upgrade.credit : null;
  // No country chosen yet (the account page's comparison): priced where the held plan was bought.
  if (!values.country && upgrade?.country) values = { ...values, country: upgrade.country };
  let vat = NO_VAT;
  const decided = await checkoutVat(values.country, values.vatNumber);
  if (decided.ok) vat = decided.vat;
  else {
    errors.push({ field: 'vatNumber', code: 'invalidVatNumber' });
    // Priced as a consumer of that country until the number is fixed.
    const consumer = await checkoutVat(values.country, '');
    if (consumer.ok) vat = consumer.vat;
  }

  let quoted = await quoteWith(db, values, vat, values.couponCode, credit, now);
  if ('kind' in quoted && quoted.kind === 'invalidCoupon') {
    errors.push({ field: 'couponCode', code: 'couponInvalid' });
    quoted = await quoteWith(db, values, vat, '', credit, now);
  }
  if ('kind' in quoted) {
    // unknownPlan: no price list row for the plan (the schema allowed it, the database has no price).
    return { kind: 'invalid', errors: [...errors, { field: 'pcNum', code: 'planUnavailable' }], quote: null };
  }
  return errors.length > 0 ? { kind: 'invalid', errors, quote: quoted } : { kind: 'quoted', quote: quoted };
}

// ------------------------------------------------------------------------------------------ order

/** spec 2 "The page title differs for a new plan, an upgrade and a renewal". */
export type CheckoutMode = 'new' | 'upgrade' | 'renewal';

export interface CheckoutStanding {
  mode: CheckoutMode;
  /** The plan the account holds now, if any, and when it ends (ISO; null for lifetime access). */
  held: { kind: 'subscription' | 'lifetime'; periodMonths: number; pcNum: number; expiresAt: string | null } | null;
}

/**
 * Where the account stands: holding a subscription or lifetime access, an upgrade (or, for the same
 * subscription again, a renewal: the form tells them apart by the plan chosen); having held one that ended, a
 * renewal; else a new plan.
 */
export async function checkoutStanding(
  userId: number,
  { db = getDb(), now = new Date() }: InDatabase & { now?: Date } = {},
): Promise<CheckoutStanding> {
  const active = await activePlanOf(db, userId, now);
  if (active && (active.kind === 'subscription' || active.kind === 'lifetime')) {
    const held = {
      kind: active.kind,
      periodMonths: active.periodMonths,
      pcNum: active.pcNum,
      expiresAt: active.expiresAt?.toISOString() ?? null,
    };
    return { mode: 'upgrade', held };
  }
  const [earlier] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.kind, 'subscription')))
    .limit(1);
  return { mode: earlier ? 'renewal' : 'new', held: null };
}

/**
 * spec 8 "A plan tab at its limit is marked non-upgradable": a term none of whose PC counts the buyer's account
 * may buy, as an upgrade or a renewal of the plan it holds (upgrade-rules.ts); the picker also marks the PC
 * counts that are not.
 */
export function upgradableTerms(standing: CheckoutStanding): Record<CheckoutTerm, boolean> {
  const { held } = standing;
  const open = (term: CheckoutTerm) => !held || PC_NUMS_BY_TERM[term].some((pcNum) => purchaseOf(held, planOf(term, pcNum)) !== null);
  return { '3m': open('3m'), '1y': open('1y'), lifetime: open('lifetime') };
}

export interface StartCheckoutInput {
  buyer: { id: number; email: string };
  values: CheckoutValues;
  idempotencyKey: string;
  locale: Locale;
  provider: PaymentProviderAdapter;
  /** Absolute URLs on this site for a provider's own page to come back to. */
  urls: { returnUrl: (order: Order) => string; cancelUrl: (order: Order) => string };
  thankYouPath: (orderId: number) => string;
  now?: Date;
}

export type StartCheckoutOutcome =
  | { kind: 'redirect'; order: Order; redirectUrl: string }
  | { kind: 'invalid'; errors: CheckoutFieldError[] }
  // The licence to replace is not one of the buyer's live licences (another account's, replaced, or none).
  | { kind: 'licenseNotOwned'; licenseId: number | null }
  | { kind: 'recipientHasPlan'; gift: boolean }
  | { kind: 'conflict' }
  | { kind: 'unknownBuyer' }
  /** The payment provider could not be reached (or refused): the order stays pending, the same key may retry. */
  | { kind: 'providerUnavailable'; order: Order; error: unknown };

/**
 * POST /api/checkout: a pending order at the server's price, idempotent per (buyer, key), handed to the
 * payment provider; its reference is saved on the order. A replayed key answers the first order's way on.
 */
export async function startCheckout(db: DatabaseOrTransaction, input: StartCheckoutInput): Promise<StartCheckoutOutcome> {
  const { values, buyer } = input;
  // spec 5 'Please use your customer email here': the receipt goes to the signed-in account's address.
  if (values.email !== buyer.email.toLowerCase()) return { kind: 'invalid', errors: [{ field: 'email', code: 'customerEmail' }] };

  const vat = await checkoutVat(values.country, values.vatNumber);
  if (!vat.ok) return { kind: 'invalid', errors: [{ field: 'vatNumber', code: 'invalidVatNumber' }] };

  const created = await createOrder(db, {
    buyerUserId: buyer.id,
    idempotencyKey: input.idempotencyKey,
    plan: planOf(values.term, values.pcNum),
    country: values.country,
    couponCode: values.couponCode || null,
    vat: vat.vat,
    paymentMethod: values.paymentMethod,
    provider: input.provider.name,
    autoRenew: values.autoRenew,
    giftRecipientEmail: values.recipientEmail || null,
    licenseId: values.licenseId,
    locale: input.locale,
    now: input.now,
  });
  switch (created.kind) {
    case 'unknownPlan':
      return { kind: 'invalid', errors: [{ field: 'pcNum', code: 'planUnavailable' }] };
    case 'invalidCoupon':
      return { kind: 'invalid', errors: [{ field: 'couponCode', code: 'couponInvalid' }] };
    case 'invalidVat':
      return { kind: 'invalid', errors: [{ field: 'vatNumber', code: 'invalidVatNumber' }] };
    case 'invalidRecipientEmail':
      return { kind: 'invalid', errors: [{ field: 'recipientEmail', code: 'emailInvalid' }] };
    case 'invalidLicense':
      return { kind: 'licenseNotOwned', licenseId: values.licenseId };
    case 'autoRenewNotAllowed':
      return { kind: 'invalid', errors: [{ field: 'autoRenew', code: 'autoRenewNotAllowed' }] };
    case 'recipientHasPlan':
      return { kind: 'recipientHasPlan', gift: Boolean(values.recipientEmail) };
    case 'idempotencyConflict':
      return { kind: 'conflict' };
    case 'unknownBuyer':
      return { kind: 'unknownBuyer' };
    case 'created':
    case 'existing':
      break;
  }

  const { order } = created;
  // A replayed submission of an order paid, failed or cancelled since: nothing more to pay.
  if (order.status !== 'pending') {
    return { kind: 'redirect', order, redirectUrl: input.thankYouPath(order.id) };
  }
  // Only the provider's failure is one the buyer may retry; any other (the database's) is the server's own.
  let start: Awaited<ReturnType<typeof input.provider.startPayment>>;
  try {
    start = await input.provider.startPayment(
      order,
      { returnUrl: input.urls.returnUrl(order), cancelUrl: input.urls.cancelUrl(order) },
      input.locale,
    );
  } catch (error) {
    return { kind: 'providerUnavailable', order, error };
  }
  if (start.providerReference) {
    // The latest attempt's reference (a Stripe session): only it may settle the order (stripe-webhook.ts).
    await db
      .update(orders)
      .set({ providerReference: start.providerReference })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
  }
  return {
    kind: 'redirect',
    order: { ...order, providerReference: start.providerReference ?? order.providerReference },
    redirectUrl: start.redirectUrl,
  };
}
