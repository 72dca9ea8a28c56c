import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { stripeClient } from './payment-providers/stripe';
import { markOrderRefunded, type RefundOutcome } from './refunds';

// `npm run order:refund -- <order id>` (scripts/refund-order.ts): staff give a paid order's money back.
// - A fake-provider order (development, tests) is refunded at once, as the fake provider's own event.
// - A Stripe order asks Stripe to refund its PaymentIntent; Stripe's charge.refunded webhook then refunds
//   the order and revokes its plan (stripe-webhook.ts), the same way as a refund made in the Dashboard.
//   The request carries an idempotency key per order, so running the command twice refunds once.

export type StaffRefundOutcome =
  | { kind: 'refunded'; outcome: Extract<RefundOutcome, { kind: 'refunded' }> }
  | { kind: 'requested'; refundId: string }
  | { kind: 'notFound' }
  | { kind: 'notPaid'; status: string }
  | { kind: 'noPayment' }
  | { kind: 'failed'; outcome: RefundOutcome };

export interface StaffRefundDeps {
  /** Asks Stripe for a full refund of `paymentIntent`; returns the refund's id. */
  createStripeRefund?: (paymentIntent: string, idempotencyKey: string) => Promise<string>;
  now?: Date;
}

async function stripeRefund(paymentIntent: string, idempotencyKey: string): Promise<string> {
  const refund = await stripeClient().refunds.create(
    { payment_intent: paymentIntent, reason: 'requested_by_customer' },
    { idempotencyKey },
  );
  return refund.id;
}

export const fakeRefundEventId = (orderId: number) => `fake_refund_${orderId}`;

export async function refundByStaff(db: DatabaseOrTransaction, orderId: number, deps: StaffRefundDeps = {}): Promise<StaffRefundOutcome> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return { kind: 'notFound' };
  if (order.status !== 'paid') return { kind: 'notPaid', status: order.status };

  if (order.provider === 'stripe') {
    if (!order.providerPaymentId) return { kind: 'noPayment' };
    const create = deps.createStripeRefund ?? stripeRefund;
    return { kind: 'requested', refundId: await create(order.providerPaymentId, `refund-order-${order.id}`) };
  }
  const outcome = await markOrderRefunded(db, {
    orderId: order.id,
    provider: 'fake',
    eventId: fakeRefundEventId(order.id),
    eventType: 'fake.refund_succeeded',
    amount: order.total,
    currency: order.currencyCode,
    refundedAt: deps.now,
  });
  return outcome.kind === 'refunded' ? { kind: 'refunded', outcome } : { kind: 'failed', outcome };
}
