import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrder, type CreateOrderInput, type Order } from '@/lib/commerce/orders';
import { markOrderPaid, type MarkPaidOutcome, payOrder } from '@/lib/commerce/payments';
import { coupons, invoiceCounter, invoices, memberships, orders, paymentEvents } from '@/lib/db/schema';
import { LIFETIME_1PC, makeCoupon, makeUser, unique, YEAR_1PC } from './shop-fixtures';
import { testDriver, withTestDatabase } from './test-db';

// DESIGN.md "every payment event processed once". PGlite has one connection, so "parallel" calls there
// interleave; on PostgreSQL (npm run test:db) they run on separate connections and really race.

const testDb = withTestDatabase();
const db = () => testDb.db;

async function pendingOrder(buyerUserId: number, overrides: Partial<CreateOrderInput> = {}): Promise<Order> {
  const outcome = await createOrder(db(), {
    buyerUserId,
    idempotencyKey: unique('key-'),
    plan: YEAR_1PC,
    country: 'US',
    paymentMethod: 'card',
    provider: 'fake',
    ...overrides,
  });
  if (outcome.kind !== 'created') throw new Error(`createOrder: ${outcome.kind}`);
  return outcome.order;
}

const paymentOf = (order: Order, eventId?: string) => ({
  orderId: order.id,
  provider: order.provider,
  eventId,
  amount: order.total,
  currency: order.currencyCode,
});

const kinds = (outcomes: MarkPaidOutcome[]) => outcomes.map((outcome) => outcome.kind).sort();

async function effectsOf(order: Order) {
  return {
    invoices: await db().$count(invoices, eq(invoices.orderId, order.id)),
    memberships: await db().$count(memberships, eq(memberships.orderId, order.id)),
    events: await db().$count(paymentEvents, eq(paymentEvents.orderId, order.id)),
  };
}

describe(`markOrderPaid (${testDriver})`, () => {
  it('pays once when one event arrives 10 times at once', async () => {
    const buyer = await makeUser(db());
    const order = await pendingOrder(buyer.id);
    const eventId = unique('evt-');
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => markOrderPaid(db(), paymentOf(order, eventId))));
    expect(kinds(outcomes)).toStrictEqual(['alreadyProcessed', ...Array(8).fill('alreadyProcessed'), 'paid'].sort());
    expect(await effectsOf(order)).toStrictEqual({ invoices: 1, memberships: 1, events: 1 });
    // And again later: still a no-op.
    expect(await markOrderPaid(db(), paymentOf(order, eventId))).toStrictEqual({ kind: 'alreadyProcessed', orderId: order.id });
  });

  it('pays once when 10 different events for one order arrive at once', async () => {
    const buyer = await makeUser(db());
    const order = await pendingOrder(buyer.id);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => markOrderPaid(db(), paymentOf(order, unique('evt-')))));
    expect(kinds(outcomes)).toStrictEqual([...Array(9).fill('alreadyPaid'), 'paid'].sort());
    expect(await effectsOf(order)).toStrictEqual({ invoices: 1, memberships: 1, events: 1 });
  });

  it('pays once when called 10 times at once without an event id (the fake provider)', async () => {
    const buyer = await makeUser(db());
    const order = await pendingOrder(buyer.id);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => markOrderPaid(db(), paymentOf(order))));
    expect(kinds(outcomes)).toStrictEqual([...Array(9).fill('alreadyPaid'), 'paid'].sort());
    expect(await effectsOf(order)).toStrictEqual({ invoices: 1, memberships: 1, events: 0 });
  });

  it('refuses another amount, currency or provider and leaves the order as it was', async () => {
    const buyer = await makeUser(db());
    const order = await pendingOrder(buyer.id);
    const eventId = unique('evt-');
    expect(await markOrderPaid(db(), { ...paymentOf(order, eventId), amount: order.total - 1 })).toStrictEqual({
      kind: 'amountMismatch',
      expected: { amount: order.total, currency: 'USD' },
      received: { amount: order.total - 1, currency: 'USD' },
    });
    expect(await markOrderPaid(db(), { ...paymentOf(order, eventId), currency: 'EUR' })).toMatchObject({ kind: 'amountMismatch' });
    expect(await markOrderPaid(db(), { ...paymentOf(order, eventId), provider: 'stripe' })).toStrictEqual({
      kind: 'providerMismatch',
      expected: 'fake',
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pending', paidAt: null });
    expect(await effectsOf(order)).toStrictEqual({ invoices: 0, memberships: 0, events: 0 });
    // The right amount under the same event id still goes through.
    expect(await markOrderPaid(db(), paymentOf(order, eventId))).toMatchObject({ kind: 'paid' });
  });

  it('grants the plan to a gift recipient, and invoices the buyer', async () => {
    const buyer = await makeUser(db());
    const friend = await makeUser(db());
    const order = await pendingOrder(buyer.id, { giftRecipientEmail: friend.email });
    const paid = await markOrderPaid(db(), paymentOf(order, unique('evt-')));
    if (paid.kind !== 'paid') throw new Error(paid.kind);
    const [granted] = await db().select().from(memberships).where(eq(memberships.orderId, order.id));
    expect(granted).toMatchObject({ userId: friend.id, kind: 'subscription', status: 'active' });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice?.email).toBe(buyer.email);
  });
});

describe(`grants when payments race (${testDriver})`, () => {
  const start = new Date('2026-03-01T00:00:00Z');

  it('a second subscription paid while one is active replaces it and carries the unused time over', async () => {
    const buyer = await makeUser(db());
    // Both checkouts happen before either is paid, so createOrder could not refuse the second.
    const before = new Date(start.getTime() - 60_000);
    const [first, second] = [
      await pendingOrder(buyer.id, { now: before }),
      await pendingOrder(buyer.id, { plan: { kind: 'subscription', periodMonths: 3, pcNum: 2 }, now: before }),
    ];
    await markOrderPaid(db(), { ...paymentOf(first as Order), paidAt: start });
    const later = new Date('2026-04-01T00:00:00Z');
    expect(await markOrderPaid(db(), { ...paymentOf(second as Order), paidAt: later })).toMatchObject({ kind: 'paid' });
    const held = await db().select().from(memberships).where(eq(memberships.userId, buyer.id)).orderBy(memberships.id);
    expect(held.map((row) => [row.status, row.pcNum, row.expiresAt?.toISOString()])).toStrictEqual([
      ['replaced', 1, '2027-03-01T00:00:00.000Z'],
      ['active', 2, '2027-06-01T00:00:00.000Z'],
    ]);
  });

  it('nothing replaces lifetime access: a subscription paid after it is paid and invoiced but grants nothing', async () => {
    const buyer = await makeUser(db());
    const [subscription, lifetime] = [await pendingOrder(buyer.id), await pendingOrder(buyer.id, { plan: LIFETIME_1PC })];
    await markOrderPaid(db(), { ...paymentOf(lifetime as Order), paidAt: start });
    const outcome = await markOrderPaid(db(), { ...paymentOf(subscription as Order), paidAt: start });
    expect(outcome).toMatchObject({ kind: 'paid', membershipId: null });
    const held = await db().select().from(memberships).where(eq(memberships.userId, buyer.id));
    expect(held.map((row) => [row.kind, row.status])).toStrictEqual([['lifetime', 'active']]);
  });
});

describe(`coupon usage limit (${testDriver})`, () => {
  it('with a limit of 1 and 10 orders paid at once, one is counted and the rest are flagged over the limit', async () => {
    const coupon = await makeCoupon(db(), { kind: 'percent', percentOff: 50, usageLimit: 1 });
    // All ten checkouts quote before any is paid: each sees one use left.
    const pending = await Promise.all(
      Array.from({ length: 10 }, async () => pendingOrder((await makeUser(db())).id, { couponCode: coupon.code })),
    );
    expect(pending.every((order) => order.discount === 750 && order.couponId === coupon.id)).toBe(true);

    const outcomes = await Promise.all(pending.map((order) => markOrderPaid(db(), paymentOf(order, unique('evt-')))));
    expect(outcomes.every((outcome) => outcome.kind === 'paid')).toBe(true);
    const overLimit = outcomes.map((outcome) => (outcome.kind === 'paid' ? outcome.couponOverLimit : null));
    expect(overLimit.filter((flag) => flag === false)).toHaveLength(1);
    expect(overLimit.filter((flag) => flag === true)).toHaveLength(9);

    const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usedCount).toBe(1);
    const flagged = await db().$count(orders, eq(orders.couponOverLimit, true));
    expect(flagged).toBeGreaterThanOrEqual(9);
    // A new checkout now sees the coupon used up.
    const late = await createOrder(db(), {
      buyerUserId: (await makeUser(db())).id,
      idempotencyKey: unique('key-'),
      plan: YEAR_1PC,
      couponCode: coupon.code,
      paymentMethod: 'card',
      provider: 'fake',
    });
    expect(late).toStrictEqual({ kind: 'invalidCoupon', reason: 'usedUp' });
  });
});

describe(`invoice numbers (${testDriver})`, () => {
  it('are 1..N without gaps under concurrent payments, also when a payment transaction fails midway', async () => {
    const before = (await db().select().from(invoiceCounter))[0]?.lastNumber ?? 0;
    const first = await Promise.all(Array.from({ length: 8 }, async () => pendingOrder((await makeUser(db())).id)));

    // A payment that takes its number and then fails: its transaction rolls back, number and all.
    const doomed = first[0] as Order;
    await expect(
      db().transaction(async (tx) => {
        const outcome = await payOrder(tx, paymentOf(doomed, unique('evt-')));
        expect(outcome).toMatchObject({ kind: 'paid', invoiceNumber: before + 1 });
        throw new Error('the provider call after the payment failed');
      }),
    ).rejects.toThrow('the provider call after the payment failed');
    expect(await db().$count(invoices, eq(invoices.orderId, doomed.id))).toBe(0);
    expect((await db().select().from(orders).where(eq(orders.id, doomed.id)))[0]?.status).toBe('pending');

    // Meanwhile others fail before numbering (a wrong amount), which takes no number either.
    const outcomes = await Promise.all([
      ...first.map((order) => markOrderPaid(db(), paymentOf(order, unique('evt-')))),
      ...first.map((order) => markOrderPaid(db(), { ...paymentOf(order, unique('evt-')), amount: order.total + 1 })),
    ]);
    const numbers = outcomes.flatMap((outcome) => (outcome.kind === 'paid' ? [outcome.invoiceNumber] : []));
    expect(numbers).toHaveLength(first.length);

    const all = await db()
      .select({ number: invoices.number })
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          first.map((order) => order.id),
        ),
      );
    expect(all.map((row) => row.number).sort((a, b) => a - b)).toStrictEqual(
      Array.from({ length: first.length }, (_, index) => before + 1 + index),
    );
    // Over the whole database, too: 1..count.
    const every = (await db().select({ number: invoices.number }).from(invoices)).map((row) => row.number).sort((a, b) => a - b);
    expect(every).toStrictEqual(Array.from({ length: every.length }, (_, index) => index + 1));
  });
});
