import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { memberships, type OrderRow, type OrderStatus, orders, type PaymentProvider } from '@/lib/db/schema';
import { canTransition } from './order-status';
import { processedEventOrder, type ProviderEventHeader, recordEvent } from './payment-events';
import { type Order, toOrder } from './orders';

// A provider reports that a paid order's money went back (Stripe's charge.refunded, or staff refunding a fake
// order with `npm run order:refund`). In one transaction, under a lock on the order, as a payment is
// (payments.ts): the event is recorded, the order goes paid -> refunded, and what the order granted is
// revoked (memberships.status 'revoked', autocharge finished), so a refunded plan stops working at once. The
// invoice stays: it is a record of the sale, and the order shows it was refunded.
//
// Only a full refund does this. A partial one (a goodwill credit) leaves the plan in place and is reported
// for staff: what part of a plan a partial refund takes back is a person's decision.

/** `amount` is how much has been refunded in all. */
export interface RefundConfirmation extends ProviderEventHeader {
  refundedAt?: Date;
}

export type RefundOutcome =
  | { kind: 'refunded'; order: Order; revokedMembershipId: number | null }
  | { kind: 'alreadyProcessed'; orderId: number }
  | { kind: 'alreadyRefunded'; order: Order }
  | { kind: 'notFound' }
  | { kind: 'invalidTransition'; from: OrderStatus }
  | { kind: 'providerMismatch'; expected: PaymentProvider }
  | { kind: 'partialRefund'; refunded: number; total: number }
  | { kind: 'currencyMismatch'; expected: string; received: string };

/** markOrderRefunded in the caller's transaction. */
export async function refundOrder(tx: DatabaseOrTransaction, input: RefundConfirmation): Promise<RefundOutcome> {
  const refundedAt = input.refundedAt ?? new Date();
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('no key update');
  if (!order) return { kind: 'notFound' };
  const seen = await processedEventOrder(tx, input.provider, input.eventId);
  if (seen !== null) return { kind: 'alreadyProcessed', orderId: seen };
  if (order.status === 'refunded') return { kind: 'alreadyRefunded', order: toOrder(order) };
  if (!canTransition(order.status, 'refunded')) return { kind: 'invalidTransition', from: order.status };
  if (order.provider !== input.provider) return { kind: 'providerMismatch', expected: order.provider };
  if (order.currencyCode !== input.currency.toUpperCase())
    return { kind: 'currencyMismatch', expected: order.currencyCode, received: input.currency };
  if (input.amount < order.total) return { kind: 'partialRefund', refunded: input.amount, total: order.total };

  const event = {
    provider: input.provider,
    eventId: input.eventId,
    orderId: order.id,
    type: input.eventType ?? 'refund.succeeded',
    receivedAt: refundedAt,
  };
  if (!(await recordEvent(tx, event))) return { kind: 'alreadyProcessed', orderId: order.id };

  const [refunded] = await tx.update(orders).set({ status: 'refunded', refundedAt }).where(eq(orders.id, order.id)).returning();
  // What the order granted, if it still stands (an upgrade or a later purchase may have replaced it).
  const [granted] = await tx
    .select({ id: memberships.id, autochargeStatus: memberships.autochargeStatus })
    .from(memberships)
    .where(and(eq(memberships.orderId, order.id), eq(memberships.status, 'active')))
    .for('update');
  if (granted) {
    // spec 4: autocharge 3 is finished; a membership that never renewed keeps none.
    await tx
      .update(memberships)
      .set({ status: 'revoked', autochargeStatus: granted.autochargeStatus === null ? null : 3 })
      .where(eq(memberships.id, granted.id));
  }
  return { kind: 'refunded', order: toOrder(refunded as OrderRow), revokedMembershipId: granted?.id ?? null };
}
/** Records a full refund exactly once: see the top of this file. */
export function markOrderRefunded(db: DatabaseOrTransaction, input: RefundConfirmation): Promise<RefundOutcome> {
  return db.transaction((tx) => refundOrder(tx, input));
}
