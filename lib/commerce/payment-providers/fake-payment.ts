import { markOrderCancelled, markOrderFailed, type Order, ownOrderFor } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import type { Environment } from '@/lib/config';
import type { Database } from '@/lib/db/client';
import type { OrderStatus } from '@/lib/db/schema';
import { kickMailWorker } from '@/lib/mail/worker';
import type { FakePaymentAction } from '@/lib/commerce/checkout-schema';
import { configuredProviderName } from './provider';

// The fake provider's side of /accept-fake-payment (DESIGN.md "a fake provider (the spec's
// /accept-fake-payment), which is the embedded default and exists only while no real provider is
// configured"). The buyer pays, fails or cancels their own pending order; the payment goes through the
// same payOrder as a real provider's webhook, under one event id per order, so paying twice grants once.

export type FakePaymentOutcome =
  | { kind: 'paid' | 'failed' | 'cancelled'; order: Order }
  // Another buyer's order (a reseller's customer's too), another provider's order, or no fake provider
  // configured: the route answers 404.
  | { kind: 'notFound' }
  // The order was settled before (paid, failed, cancelled): nothing changes.
  | { kind: 'notPending'; status: OrderStatus };

export function fakePaymentsEnabled(env?: Environment): boolean {
  return configuredProviderName(env) === 'fake';
}

/** The fake provider's event id of an order's payment: one per order, so a second "pay" is a replay. */
export const fakePaymentEventId = (orderId: number) => `fake_pay_${orderId}`;

export async function settleFakePayment(
  db: Database,
  userId: number,
  orderId: number,
  action: FakePaymentAction,
  { env, now = new Date() }: { env?: Environment; now?: Date } = {},
): Promise<FakePaymentOutcome> {
  if (!fakePaymentsEnabled(env)) return { kind: 'notFound' };
  // The buyer's own order only: a reseller who may read its customer's order may not settle it.
  const order = await ownOrderFor(db, userId, orderId);
  if (!order || order.provider !== 'fake') return { kind: 'notFound' };

  if (action === 'fail' || action === 'cancel') {
    const settled = action === 'fail' ? await markOrderFailed(db, order.id) : await markOrderCancelled(db, order.id);
    if (settled.kind === 'notFound') return settled;
    if (settled.kind === 'invalidTransition') return { kind: 'notPending', status: settled.from };
    return { kind: action === 'fail' ? 'failed' : 'cancelled', order: settled.order };
  }

  const outcome = await markOrderPaid(db, {
    orderId: order.id,
    provider: 'fake',
    eventId: fakePaymentEventId(order.id),
    eventType: 'fake.payment_succeeded',
    // The fake provider "charges" exactly the order's total: there is no other amount it could take.
    amount: order.total,
    currency: order.currencyCode,
    paidAt: now,
    providerPaymentId: `fake_payment_${order.id}`,
  });
  switch (outcome.kind) {
    case 'paid':
      if (outcome.giftMailed) kickMailWorker();
      return { kind: 'paid', order: outcome.order };
    case 'alreadyPaid':
      return { kind: 'paid', order: outcome.order };
    case 'alreadyProcessed':
      return { kind: 'paid', order: (await ownOrderFor(db, userId, orderId)) ?? order };
    case 'invalidTransition':
      return { kind: 'notPending', status: outcome.from };
    case 'notFound':
    case 'providerMismatch':
    case 'amountMismatch':
      return { kind: 'notFound' };
  }
}
