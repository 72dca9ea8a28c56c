import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client';
import { coupons, type OrderRow, type OrderStatus, orders, paymentEvents, type PaymentProvider } from '../db/schema';
import { grantPlan } from './grants';
import { issueInvoice } from './invoices';
import { canTransition } from './order-status';
import { type Order, toOrder } from './orders';

// A provider confirmed a payment (the fake provider's /accept-fake-payment, or a verified webhook). All of it
// happens in one transaction, under a lock on the order, so it happens once whoever calls and how often:
// the event is recorded, the order goes pending -> paid, the coupon is counted, the plan is granted and
// the invoice numbered. Locks are always taken in this order: order, coupon, recipient account, invoice
// counter.
//
// Coupon limit rule: the usage limit is checked at checkout (quote.ts) and counted here, when money has
// moved. When other orders used up the coupon in between, this order was still paid the quoted price: it
// is honoured (paid, granted, invoiced) but not counted, and flagged coupon_over_limit for staff, rather
// than refused after the provider has taken the money. used_count never exceeds usage_limit.

export interface PaymentConfirmation {
  orderId: number;
  provider: PaymentProvider;
  /** The provider's event id; the same id twice is processed once. */
  eventId?: string | null;
  eventType?: string;
  /** What the provider charged, in minor units of `currency`. */
  amount: number;
  currency: string;
  paidAt?: Date;
  providerReference?: string | null;
}

export type MarkPaidOutcome =
  | {
      kind: 'paid';
      order: Order;
      invoiceNumber: number;
      /** The membership granted; null when the recipient holds lifetime access (grants.ts): refund it. */
      membershipId: number | null;
      couponOverLimit: boolean;
    }
  | { kind: 'alreadyProcessed'; orderId: number }
  // Paid before, by another event: nothing changes; a second charge is the caller's to refund.
  | { kind: 'alreadyPaid'; order: Order }
  | { kind: 'notFound' }
  | { kind: 'invalidTransition'; from: OrderStatus }
  | { kind: 'providerMismatch'; expected: PaymentProvider }
  | { kind: 'amountMismatch'; expected: { amount: number; currency: string }; received: { amount: number; currency: string } };

/** markOrderPaid in the caller's transaction, for a caller that does more in it. */
export async function payOrder(tx: DatabaseOrTransaction, input: PaymentConfirmation): Promise<MarkPaidOutcome> {
  const paidAt = input.paidAt ?? new Date();
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('no key update');
  if (!order) return { kind: 'notFound' };

  if (input.eventId) {
    const [seen] = await tx
      .select({ orderId: paymentEvents.orderId })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, input.provider), eq(paymentEvents.eventId, input.eventId)))
      .limit(1);
    if (seen) return { kind: 'alreadyProcessed', orderId: seen.orderId };
  }
  if (order.status === 'paid' || order.status === 'refunded') return { kind: 'alreadyPaid', order: toOrder(order) };
  if (!canTransition(order.status, 'paid')) return { kind: 'invalidTransition', from: order.status };
  if (order.provider !== input.provider) return { kind: 'providerMismatch', expected: order.provider };
  if (order.total !== input.amount || order.currencyCode !== input.currency.toUpperCase()) {
    return {
      kind: 'amountMismatch',
      expected: { amount: order.total, currency: order.currencyCode },
      received: { amount: input.amount, currency: input.currency },
    };
  }

  if (input.eventId) {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider: input.provider, eventId: input.eventId, orderId: order.id, type: input.eventType ?? 'payment.succeeded', receivedAt: paidAt })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    // Recorded meanwhile for another order (an event id is one payment): processed already.
    if (!recorded) return { kind: 'alreadyProcessed', orderId: order.id };
  }

  let couponOverLimit = false;
  if (order.couponId !== null) {
    // One statement: PostgreSQL re-checks the limit on the locked row, so concurrent payments count in turn.
    const counted = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(and(eq(coupons.id, order.couponId), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
      .returning({ id: coupons.id });
    couponOverLimit = counted.length === 0;
  }

  const [paid] = await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt,
      couponOverLimit,
      providerReference: input.providerReference ?? order.providerReference,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!paid) throw new Error(`Order ${order.id} vanished while being paid`);

  const grant = await grantPlan(tx, {
    userId: paid.recipientUserId,
    plan: { kind: paid.kind, periodMonths: paid.periodMonths, pcNum: paid.pcNum },
    orderId: paid.id,
    autoRenew: paid.autoRenew,
    now: paidAt,
  });
  const invoice = await issueInvoice(tx, paid, paidAt);
  return {
    kind: 'paid',
    order: toOrder(paid as OrderRow),
    invoiceNumber: invoice.number,
    membershipId: grant.kind === 'granted' ? grant.membership.id : null,
    couponOverLimit,
  };
}

/** Records a confirmed payment exactly once: see the top of this file. */
export function markOrderPaid(db: DatabaseOrTransaction, input: PaymentConfirmation): Promise<MarkPaidOutcome> {
  return db.transaction((tx) => payOrder(tx, input));
}
