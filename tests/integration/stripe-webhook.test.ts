import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/payments/stripe/webhook/route';
import { createOrder, type Order } from '@/lib/commerce/orders';
import { invoices, memberships, orders, paymentEvents } from '@/lib/db/schema';
import { log } from '@/lib/observability/log';
import { handleStripeWebhook, type StripeWebhookLogLine } from '@/lib/commerce/payment-providers/stripe-webhook';
import { makeUser, unique, YEAR_1PC } from './shop-fixtures';
import { testDriver, withAppTestDatabase } from './test-db';
import { callRoute } from '@/tests/support/requests';

// The issue: "webhook signature, replay (the same event 10 times in parallel -> one grant), stale timestamp
// and altered body (-> 400)". Every fixture is signed as Stripe signs it (generateTestHeaderString: HMAC-SHA256
// over "timestamp.body" with the endpoint's secret), and the body is Stripe's pretty-printed JSON, sent as is.

const testDb = withAppTestDatabase();
const db = () => testDb.db;

const SECRET = `whsec_${randomBytes(24).toString('hex')}`;
const NOW = new Date('2026-11-23T12:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

type SessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

/** A pending Stripe order whose checkout stored `sessionId` as its provider reference, as startPayment returns it. */
async function stripeOrder(): Promise<Order & { sessionId: string }> {
  const buyer = await makeUser(db());
  const created = await createOrder(db(), {
    buyerUserId: buyer.id,
    idempotencyKey: unique('key-'),
    plan: YEAR_1PC,
    country: 'US',
    paymentMethod: 'card',
    provider: 'stripe',
  });
  if (created.kind !== 'created') throw new Error(created.kind);
  const sessionId = `cs_test_${randomBytes(12).toString('hex')}`;
  await db().update(orders).set({ providerReference: sessionId }).where(eq(orders.id, created.order.id));
  return { ...created.order, providerReference: sessionId, sessionId };
}

/** The body of a Checkout Session event as Stripe sends it; `session` overrides the order's own values. */
function sessionEvent(
  type: SessionEventType,
  order: Order & { sessionId: string },
  session: Record<string, unknown> = {},
  id = `evt_${randomBytes(12).toString('hex')}`,
): string {
  const event = {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: nowSeconds - 2,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: order.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded' ? 'paid' : 'unpaid',
        amount_total: order.total,
        currency: order.currencyCode.toLowerCase(),
        client_reference_id: String(order.id),
        metadata: { order_id: String(order.id) },
        customer_email: order.buyerEmail,
        ...session,
      },
    },
  };
  return JSON.stringify(event, null, 2);
}

const sign = (payload: string, { secret = SECRET, timestamp = nowSeconds } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

function deliver(payload: string, signature: string | null = sign(payload), log: StripeWebhookLogLine[] = []) {
  return handleStripeWebhook(db(), payload, signature, { secret: SECRET, now: NOW, log: (line) => log.push(line) });
}

async function effectsOf(order: Order) {
  const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
  return {
    status: row?.status,
    events: await db().$count(paymentEvents, eq(paymentEvents.orderId, order.id)),
    memberships: await db().$count(memberships, eq(memberships.orderId, order.id)),
    invoices: await db().$count(invoices, eq(invoices.orderId, order.id)),
  };
}

const untouched = { status: 'pending', events: 0, memberships: 0, invoices: 0 };
const paidOnce = { status: 'paid', events: 1, memberships: 1, invoices: 1 };

describe(`Stripe webhook (${testDriver})`, () => {
  it('a signed checkout.session.completed pays the order, grants the plan and numbers an invoice', async () => {
    const order = await stripeOrder();
    const log: StripeWebhookLogLine[] = [];
    const result = await deliver(sessionEvent('checkout.session.completed', order), undefined, log);
    expect(result).toStrictEqual({ status: 200, body: { received: true, outcome: 'paid' } });
    expect(await effectsOf(order)).toStrictEqual(paidOnce);
    const [event] = await db().select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(event).toMatchObject({ provider: 'stripe', type: 'checkout.session.completed' });
    expect(log).toStrictEqual([
      {
        level: 'info',
        outcome: 'paid',
        eventId: event?.eventId,
        type: 'checkout.session.completed',
        orderId: order.id,
        sessionId: order.sessionId,
      },
    ]);
  });

  it('the same event delivered 10 times in parallel pays once: one event row, one membership, one invoice', async () => {
    const order = await stripeOrder();
    const payload = sessionEvent('checkout.session.completed', order);
    const signature = sign(payload);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, signature)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    const outcomes = results.map((result) => ('outcome' in result.body ? result.body.outcome : 'rejected')).sort();
    expect(outcomes).toStrictEqual([...Array(9).fill('alreadyProcessed'), 'paid'].sort());
    expect(await effectsOf(order)).toStrictEqual(paidOnce);
  });

  it('two different events for the same session grant once', async () => {
    const order = await stripeOrder();
    const log: StripeWebhookLogLine[] = [];
    await deliver(sessionEvent('checkout.session.completed', order), undefined, log);
    const second = await deliver(sessionEvent('checkout.session.async_payment_succeeded', order), undefined, log);
    expect(second).toMatchObject({ status: 200, body: { outcome: 'alreadyPaid' } });
    // The same session reported twice is no second charge: nothing for staff.
    expect(log.map((line) => line.level)).toStrictEqual(['info', 'info']);
    expect(await effectsOf(order)).toStrictEqual(paidOnce);
  });

  it('a payment through an older session of the same order is a second charge, logged for a refund', async () => {
    const order = await stripeOrder();
    await deliver(sessionEvent('checkout.session.completed', order));
    const log: StripeWebhookLogLine[] = [];
    const older = { ...order, sessionId: `cs_test_${randomBytes(12).toString('hex')}` };
    expect(await deliver(sessionEvent('checkout.session.completed', older), undefined, log)).toMatchObject({
      status: 200,
      body: { outcome: 'alreadyPaid' },
    });
    expect(log).toMatchObject([{ level: 'error', outcome: 'alreadyPaid', sessionId: older.sessionId }]);
    expect(await effectsOf(order)).toStrictEqual(paidOnce);
  });

  it('refuses a signature older than the tolerance with 400, and changes nothing', async () => {
    const order = await stripeOrder();
    const payload = sessionEvent('checkout.session.completed', order);
    const log: StripeWebhookLogLine[] = [];
    const stale = await deliver(payload, sign(payload, { timestamp: nowSeconds - 301 }), log);
    expect(stale).toStrictEqual({ status: 400, body: { message: 'Invalid Stripe webhook' } });
    expect(log).toStrictEqual([{ level: 'info', outcome: 'rejected', reason: 'stale timestamp' }]);
    expect(await effectsOf(order)).toStrictEqual(untouched);
    // Within the window it goes through.
    expect(await deliver(payload, sign(payload, { timestamp: nowSeconds - 299 }))).toMatchObject({ status: 200 });
  });

  it('refuses an altered body under the original signature with 400', async () => {
    const order = await stripeOrder();
    const payload = sessionEvent('checkout.session.completed', order);
    const signature = sign(payload);
    const cheaper = payload.replace(`"amount_total": ${order.total}`, '"amount_total": 1');
    expect(cheaper).not.toBe(payload);
    expect(await deliver(cheaper, signature)).toMatchObject({ status: 400 });
    // Re-serialising changes the bytes too (whitespace): the signature is over the body as sent.
    expect(await deliver(JSON.stringify(JSON.parse(payload)), signature)).toMatchObject({ status: 400 });
    expect(await effectsOf(order)).toStrictEqual(untouched);
  });

  it('refuses a wrong secret, a missing or malformed signature header with 400', async () => {
    const order = await stripeOrder();
    const payload = sessionEvent('checkout.session.completed', order);
    const log: StripeWebhookLogLine[] = [];
    expect(await deliver(payload, sign(payload, { secret: 'whsec_someone_else' }), log)).toMatchObject({ status: 400 });
    expect(await deliver(payload, null, log)).toMatchObject({ status: 400 });
    expect(await deliver(payload, 'nonsense', log)).toMatchObject({ status: 400 });
    expect(log.map((line) => line.reason)).toStrictEqual(['bad signature', 'no signature', 'bad signature']);
    expect(await effectsOf(order)).toStrictEqual(untouched);
  });

  it('another amount or currency leaves the order pending: 200, so Stripe stops, and an error for staff', async () => {
    const order = await stripeOrder();
    const log: StripeWebhookLogLine[] = [];
    const less = await deliver(sessionEvent('checkout.session.completed', order, { amount_total: order.total - 1 }), undefined, log);
    const euros = await deliver(sessionEvent('checkout.session.completed', order, { currency: 'eur' }), undefined, log);
    expect([less, euros]).toMatchObject([
      { status: 200, body: { outcome: 'amountMismatch' } },
      { status: 200, body: { outcome: 'amountMismatch' } },
    ]);
    expect(log).toMatchObject([
      {
        level: 'error',
        outcome: 'amountMismatch',
        orderId: order.id,
        reason: `charged ${order.total - 1} USD, the order is ${order.total} USD`,
      },
      {
        level: 'error',
        outcome: 'amountMismatch',
        orderId: order.id,
        reason: `charged ${order.total} EUR, the order is ${order.total} USD`,
      },
    ]);
    expect(await effectsOf(order)).toStrictEqual(untouched);
  });

  it('checkout.session.expired cancels the order once; an older session expiring does not', async () => {
    const order = await stripeOrder();
    const older = { ...order, sessionId: `cs_test_${randomBytes(12).toString('hex')}` };
    expect(await deliver(sessionEvent('checkout.session.expired', older))).toMatchObject({
      status: 200,
      body: { outcome: 'staleSession' },
    });
    expect(await effectsOf(order)).toStrictEqual(untouched);

    const payload = sessionEvent('checkout.session.expired', order);
    expect(await deliver(payload)).toMatchObject({ status: 200, body: { outcome: 'cancelled' } });
    expect(await deliver(payload)).toMatchObject({ status: 200, body: { outcome: 'alreadyProcessed' } });
    expect(await effectsOf(order)).toStrictEqual({ status: 'cancelled', events: 1, memberships: 0, invoices: 0 });
  });

  it('a delayed payment: completed unpaid waits, async_payment_failed fails the order and grants nothing', async () => {
    const order = await stripeOrder();
    const waiting = await deliver(sessionEvent('checkout.session.completed', order, { payment_status: 'unpaid' }));
    expect(waiting).toMatchObject({ status: 200, body: { outcome: 'awaitingPayment' } });
    expect(await effectsOf(order)).toStrictEqual(untouched);

    expect(await deliver(sessionEvent('checkout.session.async_payment_failed', order))).toMatchObject({
      status: 200,
      body: { outcome: 'failed' },
    });
    expect(await effectsOf(order)).toStrictEqual({ status: 'failed', events: 1, memberships: 0, invoices: 0 });
  });

  it('a delayed payment that succeeds pays the order', async () => {
    const order = await stripeOrder();
    await deliver(sessionEvent('checkout.session.completed', order, { payment_status: 'unpaid' }));
    expect(await deliver(sessionEvent('checkout.session.async_payment_succeeded', order))).toMatchObject({
      status: 200,
      body: { outcome: 'paid' },
    });
    expect(await effectsOf(order)).toStrictEqual(paidOnce);
  });

  it('an unknown order or a session that is not ours answers 200 and is logged; other event types are ignored', async () => {
    const order = await stripeOrder();
    const log: StripeWebhookLogLine[] = [];
    await deliver(sessionEvent('checkout.session.completed', order, { client_reference_id: '2000000000', metadata: {} }), undefined, log);
    await deliver(sessionEvent('checkout.session.completed', order, { client_reference_id: null, metadata: {} }), undefined, log);
    const other = JSON.stringify(
      { id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } },
      null,
      2,
    );
    expect(await deliver(other, undefined, log)).toStrictEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect(log.map((line) => [line.level, line.outcome])).toStrictEqual([
      ['error', 'unknownOrder'],
      ['error', 'unknownOrder'],
      ['info', 'ignored'],
    ]);
    expect(await effectsOf(order)).toStrictEqual(untouched);
  });

  it('an event for a fake-provider order pays nothing', async () => {
    const order = await stripeOrder();
    await db().update(orders).set({ provider: 'fake' }).where(eq(orders.id, order.id));
    expect(await deliver(sessionEvent('checkout.session.completed', order))).toMatchObject({ body: { outcome: 'providerMismatch' } });
    expect(await effectsOf(order)).toMatchObject({ status: 'pending', memberships: 0 });
  });
});

describe(`POST /api/payments/stripe/webhook (${testDriver})`, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    callRoute(POST, '/api/payments/stripe/webhook', { method: 'POST', body, headers, origin: null });

  it('is 404 while Stripe is not configured', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    expect((await post('{}')).status).toBe(404);
  });

  it('pays through the raw body, and logs one JSON line without the secret or the signature', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET);
    const lines: string[] = [];
    vi.spyOn(log, 'info').mockImplementation((line: unknown) => void lines.push(JSON.stringify(line)));
    const order = await stripeOrder();
    const payload = sessionEvent('checkout.session.completed', order);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const response = await post(payload, { 'stripe-signature': signature, 'content-type': 'application/json' });
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({ received: true, outcome: 'paid' });
    expect(await effectsOf(order)).toStrictEqual(paidOnce);
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(JSON.parse(line)).toMatchObject({ stripeWebhook: 'paid', orderId: order.id, sessionId: order.sessionId });
    expect(line).not.toContain(SECRET);
    expect(line).not.toContain(signature.split('v1=')[1]);
  });

  it('is 400 for a bad signature and 413 for a body over 256 KiB, streamed or declared', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET);
    expect((await post('{"id":"evt_1"}', { 'stripe-signature': 't=1,v1=00' })).status).toBe(400);
    const big = 'x'.repeat(256 * 1024 + 1);
    expect((await post(big, { 'stripe-signature': 't=1,v1=00' })).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(64 * 1024));
        controller.close();
      },
    });
    expect((await post(stream, { 'stripe-signature': 't=1,v1=00' })).status).toBe(413);
  });
});

/** A charge.refunded event for the PaymentIntent `paymentIntent`, `refunded` of `order`'s total given back. */
function refundEvent(order: Order, paymentIntent: string, refunded = order.total, id = `evt_${randomBytes(12).toString('hex')}`): string {
  const event = {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: nowSeconds - 1,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${randomBytes(12).toString('hex')}`,
        object: 'charge',
        amount: order.total,
        amount_refunded: refunded,
        currency: order.currencyCode.toLowerCase(),
        payment_intent: paymentIntent,
        refunded: refunded === order.total,
        status: 'succeeded',
      },
    },
  };
  return JSON.stringify(event, null, 2);
}

/** A Stripe order paid through its session, with `paymentIntent` as the money taken. */
async function paidStripeOrder() {
  const order = await stripeOrder();
  const paymentIntent = `pi_${randomBytes(12).toString('hex')}`;
  const paid = await deliver(sessionEvent('checkout.session.completed', order, { payment_intent: paymentIntent }));
  expect(paid.body).toMatchObject({ outcome: 'paid' });
  return { order, paymentIntent };
}

describe(`Stripe refunds (${testDriver})`, () => {
  it('a full refund of the paid charge refunds the order and revokes its plan, once for 10 parallel deliveries', async () => {
    const { order, paymentIntent } = await paidStripeOrder();
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.providerPaymentId).toBe(paymentIntent);

    const payload = refundEvent(order, paymentIntent);
    const signature = sign(payload);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, signature)));
    const outcomes = results.map((result) => ('outcome' in result.body ? result.body.outcome : 'rejected')).sort();
    expect(outcomes).toStrictEqual([...Array(9).fill('alreadyProcessed'), 'refunded'].sort());

    const [refunded] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(refunded).toMatchObject({ status: 'refunded', refundedAt: NOW });
    const [membership] = await db().select().from(memberships).where(eq(memberships.orderId, order.id));
    expect(membership?.status).toBe('revoked');
    // The invoice stays: it records the sale the refund reverses.
    expect(await db().$count(invoices, eq(invoices.orderId, order.id))).toBe(1);
    expect(await db().$count(paymentEvents, eq(paymentEvents.orderId, order.id))).toBe(2);
  });

  it('a partial refund keeps the plan and is logged for staff; an unknown PaymentIntent changes nothing', async () => {
    const { order, paymentIntent } = await paidStripeOrder();
    const log: StripeWebhookLogLine[] = [];
    const partial = await deliver(refundEvent(order, paymentIntent, 100), undefined, log);
    expect(partial.body).toMatchObject({ outcome: 'partialRefund' });
    expect(log[0]).toMatchObject({ level: 'error', outcome: 'partialRefund', orderId: order.id });
    const [membership] = await db().select().from(memberships).where(eq(memberships.orderId, order.id));
    expect(membership?.status).toBe('active');

    const stranger = await deliver(refundEvent(order, 'pi_not_ours'));
    expect(stranger.body).toMatchObject({ outcome: 'unknownOrder' });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('paid');
  });

  it('refuses a refund of an order that was never paid', async () => {
    const order = await stripeOrder();
    await db().update(orders).set({ providerPaymentId: 'pi_unpaid' }).where(eq(orders.id, order.id));
    const result = await deliver(refundEvent(order, 'pi_unpaid'));
    expect(result.body).toMatchObject({ outcome: 'invalidTransition' });
    expect(await effectsOf(order)).toStrictEqual(untouched);
  });
});
