import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as refundRoute } from '@/app/api/staff/orders/[id]/refund/route';
import { POST as taobaoRoute } from '@/app/api/staff/taobao-codes/route';
import { orderSummariesOf } from '@/lib/commerce/order-summary';
import { createOrder, type CreateOrderInput, type Order } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import { applyTaobaoCode } from '@/lib/commerce/taobao';
import { invoices, memberships, orders, staffAuditLog, taobaoCodes } from '@/lib/db/schema';
import { orderTarget, refundOrderByStaff, searchOrders, staffOrderView, STAFF_ORDERS_PAGE_SIZE } from '@/lib/staff/orders';
import { listTaobaoCodes } from '@/lib/staff/taobao-codes';
import { makeUser, unique, YEAR_1PC } from './shop-fixtures';
import { expectStaffRefusals, verifiedStaffSession } from './staff-fixtures';
import { callRoute, jsonAnswer, type RouteHandler } from '@/tests/support/requests';
import { testDriver, withAppTestDatabase } from './test-db';

// Issue 20, orders and Taobao codes in the staff area: every new staff route refuses a visitor, a customer, a
// reseller, a staff session without TOTP and a foreign Origin; a refund runs the command's code path once per
// order; an import loads the good rows, reports the refused ones by line and reason, and loads nothing of a
// malformed file; each action writes one audit row with the values before and after.

const testDb = withAppTestDatabase();
const db = () => testDb.db;

interface Call {
  token?: string;
  origin?: string | null;
  params?: { id: string };
  body?: string;
  contentType?: string;
  query?: string;
}

const call = async (
  handler: RouteHandler<{ id: string }>,
  path: string,
  { token, body = '{}', contentType = 'application/json', query = '', ...options }: Call = {},
) => jsonAnswer(await callRoute(handler, `${path}${query}`, { method: 'POST', session: token, body, contentType, ...options }));

const staffSession = () => verifiedStaffSession(db());

async function paidOrder(overrides: Partial<CreateOrderInput> = {}, email?: string): Promise<Order> {
  const buyer = await makeUser(db(), email ? { email } : {});
  const created = await createOrder(db(), {
    buyerUserId: buyer.id,
    idempotencyKey: unique('key-'),
    plan: YEAR_1PC,
    country: 'US',
    paymentMethod: 'card',
    provider: 'fake',
    autoRenew: false,
    ...overrides,
  });
  if (created.kind !== 'created') throw new Error(created.kind);
  const paid = await markOrderPaid(db(), {
    orderId: created.order.id,
    provider: created.order.provider,
    amount: created.order.total,
    currency: 'USD',
    paidAt: new Date(),
  });
  if (paid.kind !== 'paid') throw new Error(paid.kind);
  return paid.order;
}

const refundRows = (orderId: number) =>
  db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, 'order.refund'), eq(staffAuditLog.target, orderTarget(orderId))));

const csv = (...lines: string[]) => lines.join('\r\n');

describe(`the staff orders and Taobao codes API (${testDriver})`, () => {
  it('refuses both routes to a visitor, a customer, a reseller, a staff session without TOTP and a foreign Origin', async () => {
    const order = await paidOrder();
    const code = unique('TB-REFUSE-');
    const calls: [string, RouteHandler<{ id: string }>, Call][] = [
      ['refund', refundRoute, { params: { id: String(order.id) } }],
      ['taobao-codes', taobaoRoute, { body: csv('code,term,pcs', `${code},1y,1`), contentType: 'text/csv' }],
    ];
    await expectStaffRefusals(
      db(),
      calls.map(([name, handler, request]) => [name, (caller) => call(handler, '/api/staff', { ...request, ...caller }), true]),
    );
    // Nothing changed, and nothing was written to the log.
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('paid');
    expect(await db().select().from(taobaoCodes).where(eq(taobaoCodes.code, code))).toEqual([]);
    expect(await refundRows(order.id)).toEqual([]);
  });

  it('refunds a paid order once, as the command does, with one audit row holding before and after', async () => {
    const staff = await staffSession();
    const order = await paidOrder();
    const refunded = await call(refundRoute, '/api/staff/orders', { token: staff.token, params: { id: String(order.id) } });
    expect(refunded).toMatchObject({
      status: 200,
      body: {
        refund: 'refunded',
        before: { status: 'paid', total: order.total, currency: 'USD', provider: 'fake' },
        after: { status: 'refunded' },
      },
    });

    // The command's effects: the order refunded, its plan revoked, the customer's history says so.
    const [membership] = await db().select().from(memberships).where(eq(memberships.orderId, order.id));
    expect(membership?.status).toBe('revoked');
    const [summary] = await orderSummariesOf(db(), order.buyerUserId);
    expect(summary).toMatchObject({ id: order.id, status: 'refunded', refunded: true });

    // A second refund is refused with a clear message, in the staff member's language; the log keeps one row.
    const again = await call(refundRoute, '/api/staff/orders', { token: staff.token, params: { id: String(order.id) } });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This order has been refunded already, or its refund is on its way: it cannot be refunded twice.' },
    });
    const zh = await call(refundRoute, '/api/staff/orders', {
      token: staff.token,
      params: { id: String(order.id) },
      body: JSON.stringify({ locale: 'zh-CN' }),
    });
    expect(zh).toMatchObject({ status: 409, body: { message: '此订单已退款，或退款正在处理中：不能重复退款。' } });
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffUserId: staff.user.id,
      actor: staff.user.email,
      targetUserId: order.buyerUserId,
      before: { status: 'paid' },
      after: { status: 'refunded', revoked_membership_id: membership?.id },
    });

    expect(await call(refundRoute, '/api/staff/orders', { token: staff.token, params: { id: '2147483000' } })).toMatchObject({
      status: 404,
      body: { message: 'There is no such order.' },
    });
    expect((await call(refundRoute, '/api/staff/orders', { token: staff.token, params: { id: 'abc' } })).status).toBe(404);
  });

  it('refuses an order that is not paid, and refunds parallel clicks once', async () => {
    const staff = await staffSession();
    const buyer = await makeUser(db());
    const created = await createOrder(db(), {
      buyerUserId: buyer.id,
      idempotencyKey: unique('key-'),
      plan: YEAR_1PC,
      country: 'US',
      paymentMethod: 'card',
      provider: 'fake',
      autoRenew: false,
    });
    if (created.kind !== 'created') throw new Error(created.kind);
    const pending = await call(refundRoute, '/api/staff/orders', { token: staff.token, params: { id: String(created.order.id) } });
    expect(pending).toMatchObject({ status: 409, body: { message: 'Only a paid order can be refunded.' } });
    expect(await refundRows(created.order.id)).toEqual([]);

    const order = await paidOrder();
    const actor = { kind: 'staff', userId: staff.user.id, email: staff.user.email } as const;
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => refundOrderByStaff(db(), actor, order.id)));
    expect(outcomes.filter((outcome) => outcome.kind === 'refunded')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'alreadyRefunded')).toHaveLength(3);
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it('asks Stripe once per order: a refund waiting for its webhook is not asked again', async () => {
    const staff = await staffSession();
    const actor = { kind: 'staff', userId: staff.user.id, email: staff.user.email } as const;
    const order = await paidOrder({ provider: 'stripe' });
    expect(await refundOrderByStaff(db(), actor, order.id)).toEqual({ kind: 'noPayment' });
    await db()
      .update(orders)
      .set({ providerPaymentId: unique('pi_') })
      .where(eq(orders.id, order.id));
    const asked: string[] = [];
    const createStripeRefund = async (paymentIntent: string) => {
      asked.push(paymentIntent);
      return 're_staff';
    };
    expect(await refundOrderByStaff(db(), actor, order.id, { createStripeRefund })).toMatchObject({
      kind: 'requested',
      after: { status: 'paid', refund_requested: 're_staff' },
    });
    expect(await refundOrderByStaff(db(), actor, order.id, { createStripeRefund })).toEqual({ kind: 'alreadyRefunded' });
    expect(asked).toHaveLength(1);
    expect(await staffOrderView(db(), order.id)).toMatchObject({ status: 'paid', refundRequested: true });
    // Stripe down: nothing recorded, the order stays as it was.
    const other = await paidOrder({ provider: 'stripe' });
    await db()
      .update(orders)
      .set({ providerPaymentId: unique('pi_') })
      .where(eq(orders.id, other.id));
    const failing = async () => {
      throw new Error('Stripe is down');
    };
    expect(await refundOrderByStaff(db(), actor, other.id, { createStripeRefund: failing })).toEqual({ kind: 'providerFailed' });
    expect(await refundRows(other.id)).toEqual([]);
  });

  it('finds orders by number, invoice number, part of the buyer address and payment id, newest first, paged', async () => {
    const marker = unique('find-').toLowerCase();
    const first = await paidOrder({}, `${marker}-a@example.com`);
    const second = await paidOrder({ provider: 'stripe' }, `${marker}-b@example.com`);
    const paymentId = unique('pi_find_');
    await db().update(orders).set({ providerPaymentId: paymentId }).where(eq(orders.id, second.id));
    const ids = async (query: string) => (await searchOrders(db(), query)).orders.map((order) => order.id);
    expect(await ids(marker)).toEqual([second.id, first.id]);
    expect(await ids(marker.toUpperCase())).toEqual([second.id, first.id]);
    expect(await ids(`${marker}-a@`)).toEqual([first.id]);
    expect(await ids(String(first.id))).toContain(first.id);
    expect(await ids(`#${first.id}`)).toContain(first.id);
    expect(await ids(paymentId)).toEqual([second.id]);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, second.id));
    if (invoice) expect(await ids(String(invoice.number))).toContain(second.id);
    expect(await ids('%')).not.toContain(first.id);

    const many = unique('page-').toLowerCase();
    for (let index = 0; index <= STAFF_ORDERS_PAGE_SIZE; index++) await paidOrder({}, `${many}-${index}@example.com`);
    const page1 = await searchOrders(db(), many, 1);
    const page2 = await searchOrders(db(), many, 2);
    expect(page1).toMatchObject({ page: 1, hasNext: true });
    expect(page1.orders).toHaveLength(STAFF_ORDERS_PAGE_SIZE);
    expect(page2).toMatchObject({ page: 2, hasNext: false });
    expect(page2.orders).toHaveLength(1);
    expect(page2.orders[0]!.email).toBe(`${many}-0@example.com`);
    expect(page1.orders[0]!.email).toBe(`${many}-${STAFF_ORDERS_PAGE_SIZE}@example.com`);
  });

  it('imports a CSV: good rows load, refused rows come back by line and reason in the staff language, one audit row', async () => {
    const staff = await staffSession();
    const loadedBefore = unique('TB-OLD-');
    await db().insert(taobaoCodes).values({ code: loadedBefore, kind: 'subscription', periodMonths: 12, pcNum: 1 });
    const [a, b] = [unique('TB-A-'), unique('TB-B-')];
    const file = csv(
      'code,term,pcs',
      `${a.toLowerCase()},1y,2`,
      `${b},lifetime,1`,
      `${a},3m,1`,
      'TB-BAD-PLAN,1y,4',
      'x,1y,1',
      `${loadedBefore},1y,1`,
      'ONLY-TWO,1y',
      '',
    );
    const answer = await call(taobaoRoute, '/api/staff/taobao-codes', { token: staff.token, body: file, contentType: 'text/csv' });
    expect(answer).toEqual({
      status: 200,
      body: {
        loaded: [
          { line: 2, code: a, kind: 'subscription', period_months: 12, pc_num: 2 },
          { line: 3, code: b, kind: 'lifetime', period_months: 0, pc_num: 1 },
        ],
        refused: [
          { line: 4, code: a, reason: 'duplicateInFile', message: 'This code is on an earlier line of the file.' },
          { line: 5, code: 'TB-BAD-PLAN', reason: 'plan', message: expect.stringContaining('Not a plan the shop sells') },
          { line: 6, code: 'X', reason: 'codeFormat', message: 'A code is 4 to 64 letters, digits and dashes.' },
          { line: 7, code: loadedBefore, reason: 'alreadyLoaded', message: 'This code is loaded already.' },
          { line: 8, code: 'ONLY-TWO', reason: 'columns', message: 'A row needs exactly three values: code, term and pcs.' },
        ],
      },
    });
    const stored = await db().select().from(taobaoCodes).where(eq(taobaoCodes.code, a));
    expect(stored).toMatchObject([{ kind: 'subscription', periodMonths: 12, pcNum: 2, appliedByUserId: null }]);
    const audit = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'taobao.import'), eq(staffAuditLog.staffUserId, staff.user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: staff.user.email,
      target: '2 Taobao codes',
      before: { count: 0 },
      after: { count: 2, codes: `${a} ${b}`, refused: 5 },
    });

    // The same file again: every row refused, in Chinese when asked; nothing loads, no audit row.
    const zh = await call(taobaoRoute, '/api/staff/taobao-codes', {
      token: staff.token,
      body: csv('code,term,pcs', `${a},1y,2`),
      contentType: 'text/csv',
      query: '?locale=zh-CN',
    });
    expect(zh).toEqual({
      status: 200,
      body: { loaded: [], refused: [{ line: 2, code: a, reason: 'alreadyLoaded', message: '此兑换码已导入过。' }] },
    });
    expect(
      await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.action, 'taobao.import'), eq(staffAuditLog.staffUserId, staff.user.id))),
    ).toHaveLength(1);
  });

  it('loads nothing of a malformed file, and says why', async () => {
    const staff = await staffSession();
    const good = unique('TB-GOOD-');
    const post = (body: string, query = '') =>
      call(taobaoRoute, '/api/staff/taobao-codes', { token: staff.token, body, contentType: 'text/csv', query });
    expect(await post(csv('code,term,pcs', `${good},1y,1`, '"TB-OPEN,1y,1'))).toEqual({
      status: 422,
      body: {
        message: 'The file is not valid CSV (line 3). Nothing was loaded.',
        errors: [{ field: 'file', code: 'malformed', message: 'The file is not valid CSV (line 3). Nothing was loaded.' }],
      },
    });
    expect(await post(csv('code,term,pcs', `${good},1y,1`, '"TB-OPEN,1y,1'), '?locale=zh-CN')).toMatchObject({
      status: 422,
      body: { message: '该文件不是有效的 CSV（第 3 行）。没有导入任何内容。' },
    });
    expect(await post(csv('code,plan', `${good},1y`))).toMatchObject({ status: 422, body: { errors: [{ code: 'header' }] } });
    expect(await post('')).toMatchObject({ status: 422, body: { errors: [{ code: 'empty' }] } });
    expect(await db().select().from(taobaoCodes).where(eq(taobaoCodes.code, good))).toEqual([]);
    expect(await db().select().from(staffAuditLog).where(eq(staffAuditLog.staffUserId, staff.user.id))).toEqual([]);
  });

  it('lists unused codes newest first and used ones with who applied them and when', async () => {
    const codes = [unique('TB-LIST-'), unique('TB-LIST-')];
    const loadedAt = new Date(Date.now() + 60_000);
    for (const [index, code] of codes.entries())
      await db()
        .insert(taobaoCodes)
        .values({ code, kind: 'subscription', periodMonths: 12, pcNum: 1, createdAt: new Date(loadedAt.getTime() + index) });
    const unused = await listTaobaoCodes(db(), 'unused');
    expect(unused.codes.slice(0, 2).map((row) => row.code)).toEqual([codes[1], codes[0]]);
    const customer = await makeUser(db());
    const appliedAt = new Date(Date.now() + 120_000);
    expect(await applyTaobaoCode(db(), customer.id, codes[0]!.toLowerCase(), appliedAt)).toMatchObject({ kind: 'applied' });
    const used = await listTaobaoCodes(db(), 'used');
    expect(used.codes[0]).toMatchObject({ code: codes[0], applied: { userId: customer.id, email: customer.email, at: appliedAt } });
    expect(used.used).toBeGreaterThanOrEqual(1);
    expect((await listTaobaoCodes(db(), 'unused')).codes.map((row) => row.code)).not.toContain(codes[0]);
  });
});
