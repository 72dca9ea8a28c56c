import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceFor } from '@/lib/commerce/invoices';
import { createOrder, type CreateOrderInput, markOrderCancelled, markOrderFailed, orderFor, ordersOf } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import { quoteOrder } from '@/lib/commerce/quote';
import { memberships, orders, users } from '@/lib/db/schema';
import { LIFETIME_1PC, makeCoupon, makeUser, unique, YEAR_1PC } from './shop-fixtures';
import { testDriver, withTestDatabase } from './test-db';

const testDb = withTestDatabase();
const db = () => testDb.db;

const now = new Date('2026-06-01T12:00:00Z');

function orderInput(buyerUserId: number, overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  return {
    buyerUserId,
    idempotencyKey: unique('key-'),
    plan: YEAR_1PC,
    country: 'US',
    paymentMethod: 'card',
    provider: 'fake',
    now,
    ...overrides,
  };
}

async function created(input: CreateOrderInput) {
  const outcome = await createOrder(db(), input);
  if (outcome.kind !== 'created' && outcome.kind !== 'existing') throw new Error(`createOrder: ${outcome.kind}`);
  return outcome.order;
}

describe(`quoteOrder (${testDriver})`, () => {
  it('prices a plan from the price list in the country currency', async () => {
    expect(await quoteOrder(db(), { plan: YEAR_1PC, country: 'US', now })).toMatchObject({
      currencyCode: 'USD',
      subtotal: 1499,
      discount: 0,
      vat: 0,
      total: 1499,
      coupon: null,
    });
    expect(await quoteOrder(db(), { plan: LIFETIME_1PC, country: 'de', now })).toMatchObject({
      currencyCode: 'EUR',
      country: 'DE',
      subtotal: 4699,
      total: 4699,
    });
    // No price list for the country's currency, or no country: USD (spec 3).
    expect(await quoteOrder(db(), { plan: YEAR_1PC, country: 'JP', now })).toMatchObject({ currencyCode: 'USD' });
    expect(await quoteOrder(db(), { plan: YEAR_1PC, now })).toMatchObject({ currencyCode: 'USD' });
  });

  it('refuses plans the shop does not sell', async () => {
    for (const plan of [
      { kind: 'subscription', periodMonths: 12, pcNum: 3 },
      { kind: 'subscription', periodMonths: 1, pcNum: 1 },
      { kind: 'lifetime', periodMonths: 0, pcNum: 5 },
      { kind: 'lifetime', periodMonths: 12, pcNum: 1 },
    ] as const) {
      expect(await quoteOrder(db(), { plan, now })).toStrictEqual({ kind: 'unknownPlan' });
    }
  });

  it('applies a coupon code in any case; every invalid coupon is invalidCoupon', async () => {
    const percent = await makeCoupon(db(), { kind: 'percent', percentOff: 10 });
    expect(await quoteOrder(db(), { plan: YEAR_1PC, couponCode: ` ${percent.code.toLowerCase()} `, now })).toMatchObject({
      subtotal: 1499,
      discount: 150,
      total: 1349,
      coupon: { id: percent.id, code: percent.code },
    });
    const fixed = await makeCoupon(db(), { kind: 'fixed', amountOff: 500, currencyCode: 'USD' });
    expect(await quoteOrder(db(), { plan: YEAR_1PC, couponCode: fixed.code, now })).toMatchObject({ discount: 500, total: 999 });

    const refusals: [string, Parameters<typeof makeCoupon>[1] | null, Partial<Parameters<typeof quoteOrder>[1]>][] = [
      ['unknown', null, {}],
      ['expired', { kind: 'percent', percentOff: 10, validUntil: new Date('2026-01-01T00:00:00Z') }, {}],
      ['notYetValid', { kind: 'percent', percentOff: 10, validFrom: new Date('2027-01-01T00:00:00Z') }, {}],
      ['usedUp', { kind: 'percent', percentOff: 10, usageLimit: 1, usedCount: 1 }, {}],
      ['planNotAllowed', { kind: 'percent', percentOff: 10, planKinds: ['lifetime'] }, {}],
      ['planNotAllowed', { kind: 'percent', percentOff: 10, pcNums: [2, 5] }, {}],
      ['otherCurrency', { kind: 'fixed', amountOff: 500, currencyCode: 'USD' }, { country: 'DE' }],
    ];
    for (const [reason, fields, extra] of refusals) {
      const code = fields ? (await makeCoupon(db(), fields)).code : 'NO-SUCH-COUPON';
      expect(await quoteOrder(db(), { plan: YEAR_1PC, couponCode: code, now, ...extra })).toStrictEqual({
        kind: 'invalidCoupon',
        reason,
      });
    }
  });

  it('takes VAT as the caller says: included, added, or reverse-charged', async () => {
    const rate = 2000;
    expect(
      await quoteOrder(db(), { plan: YEAR_1PC, country: 'DE', now, vat: { rateBasisPoints: rate, inclusive: true, reverseCharge: false } }),
    ).toMatchObject({ subtotal: 1399, vat: 233, total: 1399, vatRate: 2000, vatInclusive: true });
    expect(
      await quoteOrder(db(), {
        plan: YEAR_1PC,
        country: 'DE',
        now,
        vat: { rateBasisPoints: rate, inclusive: false, reverseCharge: false },
      }),
    ).toMatchObject({ subtotal: 1399, vat: 280, total: 1679 });
    expect(
      await quoteOrder(db(), {
        plan: YEAR_1PC,
        country: 'DE',
        now,
        vat: { rateBasisPoints: rate, inclusive: true, reverseCharge: true, vatNumber: 'DE123456789' },
      }),
    ).toMatchObject({ vat: 0, total: 1399, reverseCharge: true, vatNumber: 'DE123456789', vatRate: 0 });
    expect(
      await quoteOrder(db(), { plan: YEAR_1PC, now, vat: { rateBasisPoints: rate, inclusive: true, reverseCharge: true } }),
    ).toStrictEqual({ kind: 'invalidVat' });
  });
});

describe(`createOrder (${testDriver})`, () => {
  it('stores the server price: the input has no price field, so a tampered total cannot get in', async () => {
    const buyer = await makeUser(db());
    // A client that sends a price of its own: the extra field is not part of the API and is ignored.
    const tampered = { ...orderInput(buyer.id), total: 1, subtotal: 1, amount: 1 } as CreateOrderInput;
    const order = await created(tampered);
    expect(order).toMatchObject({ status: 'pending', subtotal: 1499, total: 1499, currencyCode: 'USD', buyerEmail: buyer.email });
    // The database refuses a total that does not add up, whoever writes it.
    await expect(db().update(orders).set({ total: 1 }).where(eq(orders.id, order.id))).rejects.toThrow();
  });

  it('is idempotent per buyer and key, also when submitted concurrently', async () => {
    const buyer = await makeUser(db());
    const input = orderInput(buyer.id);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => createOrder(db(), input)));
    const ids = new Set(outcomes.map((outcome) => ('order' in outcome ? outcome.order.id : -1)));
    expect(ids.size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(1);
    expect(await db().$count(orders, eq(orders.userId, buyer.id))).toBe(1);
    // The same key for another purchase is a conflict, not a second order.
    expect(await createOrder(db(), { ...input, plan: LIFETIME_1PC })).toMatchObject({ kind: 'idempotencyConflict' });
    // Another buyer's key space is its own.
    const other = await makeUser(db());
    expect(await createOrder(db(), { ...input, buyerUserId: other.id })).toMatchObject({ kind: 'created' });
  });

  it('refuses auto-renewal outside card and PayPal subscriptions, and for China (spec 1)', async () => {
    const buyer = await makeUser(db());
    expect(await createOrder(db(), orderInput(buyer.id, { autoRenew: true, paymentMethod: 'alipay' }))).toStrictEqual({
      kind: 'autoRenewNotAllowed',
    });
    expect(await createOrder(db(), orderInput(buyer.id, { autoRenew: true, country: 'CN' }))).toStrictEqual({
      kind: 'autoRenewNotAllowed',
    });
    expect(await createOrder(db(), orderInput(buyer.id, { autoRenew: true, plan: LIFETIME_1PC }))).toStrictEqual({
      kind: 'autoRenewNotAllowed',
    });
    expect(await createOrder(db(), orderInput(buyer.id, { autoRenew: true, paymentMethod: 'paypal' }))).toMatchObject({
      kind: 'created',
      order: { autoRenew: true },
    });
  });

  it('gifts: names an existing recipient account; a newcomer gets one only when the gift is paid', async () => {
    const buyer = await makeUser(db());
    const friend = await makeUser(db());
    const toFriend = await createOrder(db(), orderInput(buyer.id, { giftRecipientEmail: friend.email.toUpperCase() }));
    expect(toFriend).toMatchObject({
      kind: 'created',
      order: { recipientUserId: friend.id, buyerUserId: buyer.id, giftRecipientEmail: friend.email },
    });

    const newcomer = `${unique('gift-').toLowerCase()}@example.com`;
    const toNewcomer = await created(orderInput(buyer.id, { giftRecipientEmail: newcomer, locale: 'zh-CN' }));
    expect(toNewcomer).toMatchObject({ recipientUserId: null, giftRecipientEmail: newcomer, locale: 'zh-CN' });
    expect(await db().$count(users, eq(users.email, newcomer))).toBe(0);
    // An unpaid gift never makes the account.
    await markOrderCancelled(db(), toNewcomer.id);
    expect(await db().$count(users, eq(users.email, newcomer))).toBe(0);

    const paidGift = await created(orderInput(buyer.id, { giftRecipientEmail: newcomer, locale: 'zh-CN' }));
    const paid = await markOrderPaid(db(), {
      orderId: paidGift.id,
      provider: 'fake',
      amount: paidGift.total,
      currency: 'USD',
      paidAt: now,
    });
    const [account] = await db().select().from(users).where(eq(users.email, newcomer));
    expect(account).toMatchObject({ isAutoPassword: true, locale: 'zh-CN' });
    expect(account?.passwordHash).toBeTruthy();
    expect(paid).toMatchObject({ kind: 'paid', giftMailed: true, order: { recipientUserId: account?.id } });
    const [granted] = await db().select().from(memberships).where(eq(memberships.orderId, paidGift.id));
    expect(granted?.userId).toBe(account?.id);

    expect(await createOrder(db(), orderInput(buyer.id, { giftRecipientEmail: 'not an address' }))).toStrictEqual({
      kind: 'invalidRecipientEmail',
    });
  });

  it('the database refuses a paid order with no recipient account', async () => {
    const buyer = await makeUser(db());
    const gift = await created(orderInput(buyer.id, { giftRecipientEmail: `${unique('gift-').toLowerCase()}@example.com` }));
    await expect(db().update(orders).set({ status: 'paid', paidAt: now }).where(eq(orders.id, gift.id))).rejects.toThrow();
  });

  it('refuses a second plan for an account that holds one; lifetime may replace a subscription', async () => {
    const buyer = await makeUser(db());
    const first = await created(orderInput(buyer.id));
    await markOrderPaid(db(), { orderId: first.id, provider: 'fake', amount: first.total, currency: 'USD', paidAt: now });
    // A lower tier is no upgrade (the same plan again would renew it: upgrades.test.ts).
    const shorter = { kind: 'subscription', periodMonths: 3, pcNum: 1 } as const;
    expect(await createOrder(db(), orderInput(buyer.id, { plan: shorter }))).toStrictEqual({
      kind: 'recipientHasPlan',
      heldKind: 'subscription',
    });
    const lifetime = await created(orderInput(buyer.id, { plan: LIFETIME_1PC }));
    const paid = await markOrderPaid(db(), {
      orderId: lifetime.id,
      provider: 'fake',
      amount: lifetime.total,
      currency: 'USD',
      paidAt: now,
    });
    expect(paid).toMatchObject({ kind: 'paid' });
    const held = await db().select().from(memberships).where(eq(memberships.userId, buyer.id)).orderBy(memberships.id);
    expect(held.map((row) => [row.kind, row.status])).toStrictEqual([
      ['subscription', 'replaced'],
      ['lifetime', 'active'],
    ]);
    expect(await createOrder(db(), orderInput(buyer.id, { plan: LIFETIME_1PC }))).toStrictEqual({
      kind: 'recipientHasPlan',
      heldKind: 'lifetime',
    });
  });
});

describe(`failed and cancelled orders (${testDriver})`, () => {
  it('move only from pending and grant nothing', async () => {
    const buyer = await makeUser(db());
    const failing = await created(orderInput(buyer.id));
    const cancelling = await created(orderInput(buyer.id));
    expect(await markOrderFailed(db(), failing.id)).toMatchObject({ kind: 'done', order: { status: 'failed' } });
    expect(await markOrderCancelled(db(), cancelling.id)).toMatchObject({ kind: 'done', order: { status: 'cancelled' } });
    expect(await markOrderCancelled(db(), failing.id)).toStrictEqual({ kind: 'invalidTransition', from: 'failed' });
    expect(await markOrderFailed(db(), 987_654)).toStrictEqual({ kind: 'notFound' });

    // A late payment confirmation for either changes nothing.
    for (const order of [failing, cancelling]) {
      expect(
        await markOrderPaid(db(), { orderId: order.id, provider: 'fake', eventId: unique('evt-'), amount: order.total, currency: 'USD' }),
      ).toMatchObject({
        kind: 'invalidTransition',
      });
      expect(await invoiceFor(db(), buyer.id, order.id)).toBeNull();
    }
    expect(await db().$count(memberships, eq(memberships.userId, buyer.id))).toBe(0);
  });
});

describe(`reading orders (${testDriver})`, () => {
  it('shows a buyer its own orders and invoices; any other id is null', async () => {
    const buyer = await makeUser(db(), {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '1 Main St',
      city: 'London',
      zip: 'N1',
      country: 'GB',
    });
    const stranger = await makeUser(db());
    const order = await created(orderInput(buyer.id));
    await markOrderPaid(db(), { orderId: order.id, provider: 'fake', amount: order.total, currency: 'USD', paidAt: now });

    expect((await ordersOf(db(), buyer.id)).map((row) => row.id)).toStrictEqual([order.id]);
    expect(await orderFor(db(), buyer.id, order.id)).toMatchObject({ id: order.id, status: 'paid' });
    expect(await invoiceFor(db(), buyer.id, order.id)).toMatchObject({
      billing: { email: buyer.email, fullName: 'Ada Lovelace', street: '1 Main St', city: 'London', zip: 'N1', country: 'GB' },
      order: { id: order.id },
    });

    expect(await ordersOf(db(), stranger.id)).toStrictEqual([]);
    expect(await orderFor(db(), stranger.id, order.id)).toBeNull();
    expect(await invoiceFor(db(), stranger.id, order.id)).toBeNull();
    expect(await orderFor(db(), buyer.id, 987_654)).toBeNull();
    expect(await invoiceFor(db(), buyer.id, 987_654)).toBeNull();
  });

  it('the invoice keeps the billing details of payment time', async () => {
    const buyer = await makeUser(db(), { firstName: 'Grace', city: 'Arlington' });
    const order = await created(orderInput(buyer.id));
    await markOrderPaid(db(), { orderId: order.id, provider: 'fake', amount: order.total, currency: 'USD', paidAt: now });
    await db().update(users).set({ city: 'Elsewhere' }).where(eq(users.id, buyer.id));
    expect(await invoiceFor(db(), buyer.id, order.id)).toMatchObject({ billing: { fullName: 'Grace', city: 'Arlington' } });
  });
});

describe(`one active plan per account (${testDriver})`, () => {
  it('the partial unique index refuses a second active subscription or lifetime inserted directly', async () => {
    const user = await makeUser(db());
    const start = new Date('2026-01-01T00:00:00Z');
    const row = {
      userId: user.id,
      kind: 'subscription' as const,
      periodMonths: 12,
      pcNum: 1,
      startsAt: start,
      expiresAt: new Date('2027-01-01T00:00:00Z'),
    };
    await db().insert(memberships).values(row);
    await expect(db().insert(memberships).values(row)).rejects.toThrow();
    await expect(
      db()
        .insert(memberships)
        .values({ ...row, kind: 'lifetime', periodMonths: 0, expiresAt: null }),
    ).rejects.toThrow();
    // Finished or replaced ones do not count, and a trial sits beside (one per account, ever).
    await db()
      .insert(memberships)
      .values({ ...row, status: 'finished' });
    await db()
      .insert(memberships)
      .values({ userId: user.id, kind: 'trial', pcNum: 2, startsAt: start, expiresAt: new Date('2026-01-08T00:00:00Z') });
    await expect(
      db()
        .insert(memberships)
        .values({
          userId: user.id,
          kind: 'trial',
          pcNum: 2,
          startsAt: start,
          expiresAt: new Date('2026-01-08T00:00:00Z'),
          status: 'finished',
        }),
    ).rejects.toThrow();
    const active = await db().execute<{ count: number }>(
      sql`select count(*)::int as count from memberships where user_id = ${user.id} and status = 'active' and kind <> 'trial'`,
    );
    expect(active.rows[0]?.count).toBe(1);
  });

  it('a purchase replaces an active trial', async () => {
    const user = await makeUser(db());
    await db()
      .insert(memberships)
      .values({ userId: user.id, kind: 'trial', pcNum: 2, startsAt: now, expiresAt: new Date(now.getTime() + 7 * 86_400_000) });
    const order = await created(orderInput(user.id));
    expect(
      await markOrderPaid(db(), { orderId: order.id, provider: 'fake', amount: order.total, currency: 'USD', paidAt: now }),
    ).toMatchObject({ kind: 'paid' });
    const held = await db().select().from(memberships).where(eq(memberships.userId, user.id)).orderBy(memberships.id);
    expect(held.map((row) => [row.kind, row.status])).toStrictEqual([
      ['trial', 'replaced'],
      ['subscription', 'active'],
    ]);
    expect(held[1]?.expiresAt).toStrictEqual(new Date('2027-06-01T12:00:00Z'));
  });
});
