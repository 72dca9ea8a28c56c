import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { licenses, type OrderRow, type OrderStatus, orders, type PaymentProvider, users } from '@/lib/db/schema';
import { type Locale, toLocale } from '@/lib/i18n/config';
import { accountIdOf, giftRecipientAddress } from './gifts';
import { activePlanOf } from './grants';
import { canTransition } from './order-status';
import type { PlanChoice } from './plans';
import { isQuote, type PriceTotals, type Quote, quotedAmounts, type QuoteFailure, quoteOrder, type VatTreatment } from './quote';
import { purchaseOf } from './upgrade-rules';
import { heldPlanCredit } from './upgrades';

// spec 2 /checkout and /account/orders: an order is created pending at the server's price (quote.ts) and
// then paid (payments.ts), failed or cancelled (here), under the state machine of order-status.ts.

/** An order as it leaves lib/: no idempotency key, amounts in minor units of `currencyCode`. */
export interface Order extends PriceTotals {
  id: number;
  status: OrderStatus;
  buyerUserId: number;
  buyerEmail: string;
  /** Who gets the plan; null for a gift to an address with no account yet, until it is paid. */
  recipientUserId: number | null;
  /** A gift's recipient address; null when the buyer bought for themselves. */
  giftRecipientEmail: string | null;
  locale: Locale;
  plan: PlanChoice;
  currencyCode: string;
  vatNumber: string | null;
  country: string | null;
  couponId: number | null;
  couponOverLimit: boolean;
  paymentMethod: string;
  provider: PaymentProvider;
  providerReference: string | null;
  providerPaymentId: string | null;
  providerCustomerId: string | null;
  /** A renewal's order: the membership it renews (lib/memberships/renewals.ts). */
  renewsMembershipId: number | null;
  /** Lifetime access bought to replace this legacy licence (spec 1). */
  upgradesLicenseId: number | null;
  autoRenew: boolean;
  createdAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    status: row.status,
    buyerUserId: row.userId,
    buyerEmail: row.buyerEmail,
    recipientUserId: row.recipientUserId,
    giftRecipientEmail: row.giftRecipientEmail,
    locale: toLocale(row.locale),
    plan: { kind: row.kind, periodMonths: row.periodMonths, pcNum: row.pcNum },
    currencyCode: row.currencyCode,
    subtotal: row.subtotal,
    discount: row.discount,
    vat: row.vat,
    total: row.total,
    vatRate: row.vatRate,
    vatInclusive: row.vatInclusive,
    reverseCharge: row.reverseCharge,
    vatNumber: row.vatNumber,
    country: row.country,
    couponId: row.couponId,
    couponOverLimit: row.couponOverLimit,
    paymentMethod: row.paymentMethod,
    provider: row.provider,
    providerReference: row.providerReference,
    providerPaymentId: row.providerPaymentId,
    providerCustomerId: row.providerCustomerId,
    renewsMembershipId: row.renewsMembershipId,
    upgradesLicenseId: row.upgradesLicenseId,
    autoRenew: row.autoRenew,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    refundedAt: row.refundedAt,
  };
}

// ------------------------------------------------------------------------------------------ create

export interface CreateOrderInput {
  buyerUserId: number;
  /** One checkout submission: the same key from the same buyer returns the first order. */
  idempotencyKey: string;
  plan: PlanChoice;
  country?: string | null;
  couponCode?: string | null;
  vat?: VatTreatment;
  /** card, paypal, alipay, wechat, fake... */
  paymentMethod: string;
  provider: PaymentProvider;
  autoRenew?: boolean;
  /** spec 2 "recipient email (gifts)"; the buyer's own address (or none) buys for the buyer. */
  giftRecipientEmail?: string | null;
  /** Lifetime access bought for the buyer's own legacy licence, which it replaces when paid. */
  licenseId?: number | null;
  /** The checkout's language: of an account made for a gift's recipient, and of the mail telling them. */
  locale?: Locale;
  now?: Date;
}

export type CreateOrderFailure =
  | QuoteFailure
  | { kind: 'unknownBuyer' }
  | { kind: 'invalidRecipientEmail' }
  // Not a licence of the buyer's that lifetime access may still replace.
  | { kind: 'invalidLicense' }
  // spec 1: auto-renewal only for subscriptions paid by card or PayPal, and not for China.
  | { kind: 'autoRenewNotAllowed' }
  // spec 1: one active subscription or lifetime per account; renewals and upgrades are their own flows.
  | { kind: 'recipientHasPlan'; heldKind: 'subscription' | 'lifetime' }
  // The key was used before for a different purchase.
  | { kind: 'idempotencyConflict'; orderId: number };

export type CreateOrderOutcome = { kind: 'created' | 'existing'; order: Order } | CreateOrderFailure;

const AUTO_RENEW_METHODS = new Set(['card', 'paypal']);

function sameRequest(row: OrderRow, input: CreateOrderInput): boolean {
  return (
    row.kind === input.plan.kind &&
    row.periodMonths === input.plan.periodMonths &&
    row.pcNum === input.plan.pcNum &&
    row.paymentMethod === input.paymentMethod &&
    row.provider === input.provider
  );
}

async function orderByKey(db: DatabaseOrTransaction, buyerUserId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, buyerUserId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

function replay(row: OrderRow, input: CreateOrderInput): CreateOrderOutcome {
  return sameRequest(row, input) ? { kind: 'existing', order: toOrder(row) } : { kind: 'idempotencyConflict', orderId: row.id };
}

/** An order's plan and money, as quoteOrder priced them. */
export function quotedColumns(quote: Quote) {
  return {
    kind: quote.plan.kind,
    periodMonths: quote.plan.periodMonths,
    pcNum: quote.plan.pcNum,
    currencyCode: quote.currencyCode,
    ...quotedAmounts(quote),
    vatNumber: quote.vatNumber,
    country: quote.country,
    couponId: quote.coupon?.id ?? null,
  };
}

/** A pending order at the server's price; idempotent per (buyer, idempotency key). */
export async function createOrder(db: DatabaseOrTransaction, input: CreateOrderInput): Promise<CreateOrderOutcome> {
  const now = input.now ?? new Date();
  const earlier = await orderByKey(db, input.buyerUserId, input.idempotencyKey);
  if (earlier) return replay(earlier, input);

  const [buyer] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.buyerUserId)).limit(1);
  if (!buyer) return { kind: 'unknownBuyer' };

  const licenseId = input.licenseId ?? null;
  if (licenseId !== null) {
    const [licence] = await db
      .select({ id: licenses.id })
      .from(licenses)
      .where(and(eq(licenses.id, licenseId), eq(licenses.userId, buyer.id), isNull(licenses.replacedAt)));
    if (!licence || input.plan.kind !== 'lifetime' || input.giftRecipientEmail) return { kind: 'invalidLicense' };
  }

  // Holding a plan, the buyer may buy for themselves an upgrade of it, with the unused credit off the price, or
  // the same subscription again, which renews it at the standard rate (upgrade-rules.ts).
  const ownPurchase = !input.giftRecipientEmail || input.giftRecipientEmail.trim().toLowerCase() === buyer.email;
  const upgrade = ownPurchase ? await heldPlanCredit(db, buyer.id, now) : null;
  const purchase = purchaseOf(upgrade?.held ?? null, input.plan);
  if (upgrade && !purchase) {
    return { kind: 'recipientHasPlan', heldKind: upgrade.held.kind === 'lifetime' ? 'lifetime' : 'subscription' };
  }
  const credit = purchase === 'upgrade' ? upgrade?.credit : null;
  const quote = await quoteOrder(db, {
    plan: input.plan,
    country: input.country,
    couponCode: input.couponCode,
    vat: input.vat,
    credit,
    now,
  });
  if (!isQuote(quote)) return quote;

  const autoRenew = input.autoRenew ?? false;
  if (autoRenew && (quote.plan.kind !== 'subscription' || !AUTO_RENEW_METHODS.has(input.paymentMethod) || quote.country === 'CN')) {
    return { kind: 'autoRenewNotAllowed' };
  }

  // A gift to an address with no account yet names no recipient account: payOrder makes it once paid.
  let recipientUserId: number | null = buyer.id;
  let giftRecipientEmail: string | null = null;
  const giftEmail = input.giftRecipientEmail?.trim().toLowerCase();
  if (giftEmail && giftEmail !== buyer.email) {
    giftRecipientEmail = giftRecipientAddress(giftEmail);
    if (!giftRecipientEmail) return { kind: 'invalidRecipientEmail' };
    recipientUserId = await accountIdOf(db, giftRecipientEmail);
  }

  // A gift's recipient gets no upgrade (what they paid is not the buyer's credit): only lifetime access may
  // replace a subscription they hold, at its full price.
  const held = recipientUserId === null || ownPurchase ? undefined : await activePlanOf(db, recipientUserId, now);
  if (held && (held.kind === 'lifetime' || quote.plan.kind === 'subscription')) {
    return { kind: 'recipientHasPlan', heldKind: held.kind === 'lifetime' ? 'lifetime' : 'subscription' };
  }

  const [inserted] = await db
    .insert(orders)
    .values({
      userId: buyer.id,
      recipientUserId,
      giftRecipientEmail,
      locale: input.locale ?? 'en',
      buyerEmail: buyer.email,
      ...quotedColumns(quote),
      upgradesLicenseId: licenseId,
      // Paid, its term follows the one it renews (grants.ts carryOver).
      renewsMembershipId: purchase === 'renewal' ? (upgrade?.membershipId ?? null) : null,
      paymentMethod: input.paymentMethod,
      provider: input.provider,
      autoRenew,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();
  if (inserted) return { kind: 'created', order: toOrder(inserted) };
  // The same submission raced this one and won: answer with its order.
  const winner = await orderByKey(db, input.buyerUserId, input.idempotencyKey);
  if (!winner) throw new Error('An order conflicted on its idempotency key but cannot be found');
  return replay(winner, input);
}

// -------------------------------------------------------------------------------- fail and cancel

export type OrderTransitionOutcome =
  { kind: 'done'; order: Order } | { kind: 'notFound' } | { kind: 'invalidTransition'; from: OrderStatus };

async function settle(db: DatabaseOrTransaction, orderId: number, to: 'failed' | 'cancelled'): Promise<OrderTransitionOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
    if (!row) return { kind: 'notFound' };
    if (!canTransition(row.status, to)) return { kind: 'invalidTransition', from: row.status };
    const [updated] = await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId)).returning();
    return { kind: 'done', order: toOrder(updated as OrderRow) };
  });
}

/** The provider reported a failed payment: a pending order fails and grants nothing. */
export function markOrderFailed(db: DatabaseOrTransaction, orderId: number): Promise<OrderTransitionOutcome> {
  return settle(db, orderId, 'failed');
}

/** The buyer gave up: a pending order is cancelled and grants nothing. */
export function markOrderCancelled(db: DatabaseOrTransaction, orderId: number): Promise<OrderTransitionOutcome> {
  return settle(db, orderId, 'cancelled');
}

// ------------------------------------------------------------------------------------------- read

// The orders a reseller bought for its customers (the recipients), as a subquery.
const resellerOrders = alias(orders, 'reseller_orders');
const resellers = alias(users, 'resellers');

/**
 * The accounts that are `userId`'s customers: those a reseller (spec 6 is_partner) bought a plan for. The
 * customers issue may give resellers a table of their own; then this subquery is the one thing to change.
 */
function customersOf(userId: number) {
  // An alias renders as its name only: the tables are named with their aliases by hand.
  return sql`(select ${resellerOrders.recipientUserId} from ${orders} as ${sql.identifier('reseller_orders')}
    join ${users} as ${sql.identifier('resellers')} on ${resellers.id} = ${resellerOrders.userId}
    where ${resellerOrders.userId} = ${userId} and ${resellers.isPartner}
      and ${resellerOrders.status} in ('paid', 'refunded') and ${resellerOrders.recipientUserId} <> ${userId})`;
}

/**
 * The orders `userId` may see (spec 2, 6): those it bought; a reseller also those its customers bought. The
 * orders a reseller bought for a customer are its own. orderFor, invoiceFor and the order summaries follow.
 * Reads only: a write on an order looks it up with ownOrderFor.
 */
export function ordersVisibleTo(userId: number): SQL {
  return or(eq(orders.userId, userId), inArray(orders.userId, customersOf(userId))) as SQL;
}

/** spec 2 /account/orders: newest first. */
export async function ordersOf(db: DatabaseOrTransaction, userId: number): Promise<Order[]> {
  const rows = await db.select().from(orders).where(ordersVisibleTo(userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrder);
}

/** spec 2 /account/orders/{id}: null for an id that is not `userId`'s (the route answers 404). */
export async function orderFor(db: DatabaseOrTransaction, userId: number, orderId: number): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersVisibleTo(userId)))
    .limit(1);
  return row ? toOrder(row) : null;
}

/**
 * An order `userId` bought, or null. Write rights are not read rights (issue 17): a reseller sees its
 * customers' orders (orderFor) but only the buyer pays, fails or cancels one, so every write looks it up here.
 */
export async function ownOrderFor(db: DatabaseOrTransaction, userId: number, orderId: number): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row ? toOrder(row) : null;
}
