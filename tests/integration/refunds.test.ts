import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activePlanOf } from '@/lib/commerce/grants';
import { orderSummariesOf } from '@/lib/commerce/order-summary';
import { createOrder, type CreateOrderInput, type Order } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import { markOrderRefunded } from '@/lib/commerce/refunds';
import { fakeRefundEventId, refundByStaff } from '@/lib/commerce/staff-refund';
import { memberships, orders } from '@/lib/db/schema';
import { makeUser, unique, YEAR_1PC } from './shop-fixtures';
import { testDriver, withTestDatabase } from './test-db';

// Refunds (lib/commerce/refunds.ts): a paid order goes to refunded exactly once and what it granted stops.

const testDb = withTestDatabase();
const db = () => testDb.db;

const now = new Date('2026-06-01T12:00:00Z');

async function paidOrder(overrides: Partial<CreateOrderInput> = {}): Promise<Order> {
  const buyer = await makeUser(db());
  const created = await createOrder(db(), {
    buyerUserId: buyer.id,
    idempotencyKey: unique('key-'),
    plan: YEAR_1PC,
    country: 'US',
    paymentMethod: 'card',
    provider: 'fake',
    autoRenew: true,
    now,
    ...overrides,
  });
  if (created.kind !== 'created') throw new Error(created.kind);
  const paid = await markOrderPaid(db(), {
    orderId: created.order.id,
    provider: created.order.provider,
    amount: created.order.total,
    currency: 'USD',
    paidAt: now,
  });
  if (paid.kind !== 'paid') throw new Error(paid.kind);
  return paid.order;
}

describe(`refunds (${testDriver})`, () => {
  it('staff refund a fake order: refunded, its plan revoked with autocharge finished, the account free to buy again', async () => {
    const order = await paidOrder();
    const later = new Date('2026-06-03T09:00:00Z');
    const outcome = await refundByStaff(db(), order.id, { now: later });
    expect(outcome).toMatchObject({ kind: 'refunded', outcome: { order: { status: 'refunded', refundedAt: later } } });

    const [membership] = await db().select().from(memberships).where(eq(memberships.orderId, order.id));
    expect(membership).toMatchObject({ status: 'revoked', autochargeStatus: 3 });
    expect(await activePlanOf(db(), order.buyerUserId, later)).toBeUndefined();
    const [summary] = await orderSummariesOf(db(), order.buyerUserId);
    expect(summary).toMatchObject({ id: order.id, status: 'refunded', refunded: true });

    // Again: nothing more happens.
    expect(await refundByStaff(db(), order.id)).toStrictEqual({ kind: 'notPaid', status: 'refunded' });
    expect(
      await markOrderRefunded(db(), {
        orderId: order.id,
        provider: 'fake',
        eventId: fakeRefundEventId(order.id),
        amount: order.total,
        currency: 'USD',
      }),
    ).toStrictEqual({ kind: 'alreadyProcessed', orderId: order.id });
  });

  it('parallel refunds of one order refund it once', async () => {
    const order = await paidOrder();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        markOrderRefunded(db(), {
          orderId: order.id,
          provider: 'fake',
          eventId: `evt_${order.id}_${index}`,
          amount: order.total,
          currency: 'USD',
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'refunded')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'alreadyRefunded')).toHaveLength(5);
  });

  it('refuses what is not a paid order of that provider, in that currency, in full', async () => {
    const order = await paidOrder();
    const base = { orderId: order.id, provider: 'fake' as const, amount: order.total, currency: 'USD' };
    expect(await markOrderRefunded(db(), { ...base, provider: 'stripe' })).toStrictEqual({ kind: 'providerMismatch', expected: 'fake' });
    expect(await markOrderRefunded(db(), { ...base, currency: 'EUR' })).toStrictEqual({
      kind: 'currencyMismatch',
      expected: 'USD',
      received: 'EUR',
    });
    expect(await markOrderRefunded(db(), { ...base, amount: 1 })).toStrictEqual({ kind: 'partialRefund', refunded: 1, total: order.total });
    expect(await markOrderRefunded(db(), { ...base, orderId: 2_000_000_000 })).toStrictEqual({ kind: 'notFound' });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('paid');
    expect(await refundByStaff(db(), 2_000_000_000)).toStrictEqual({ kind: 'notFound' });
  });

  it('a Stripe order is refunded at Stripe, once per order, and left for the webhook', async () => {
    const order = await paidOrder({ provider: 'stripe' });
    expect(await refundByStaff(db(), order.id)).toStrictEqual({ kind: 'noPayment' });
    await db().update(orders).set({ providerPaymentId: 'pi_staff_refund' }).where(eq(orders.id, order.id));
    const asked: [string, string][] = [];
    const outcome = await refundByStaff(db(), order.id, {
      createStripeRefund: async (paymentIntent, key) => {
        asked.push([paymentIntent, key]);
        return 're_123';
      },
    });
    expect(outcome).toStrictEqual({ kind: 'requested', refundId: 're_123' });
    expect(asked).toStrictEqual([['pi_staff_refund', `refund-order-${order.id}`]]);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('paid');
  });
});
