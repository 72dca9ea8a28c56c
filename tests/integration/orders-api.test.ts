import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as getOrder } from '@/app/api/account/orders/[id]/route';
import { GET as getInvoicePdf } from '@/app/api/account/orders/[id]/invoice.pdf/route';
import { GET as getOrders } from '@/app/api/account/orders/route';
import { POST as postTaobaoCode } from '@/app/api/account/taobao-code/route';
import { createSession } from '@/lib/auth/sessions';
import { createOrder } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import type { PlanChoice } from '@/lib/commerce/plans';
import { invoices, memberships, rateLimits, taobaoCodes, users } from '@/lib/db/schema';
import { makeUser, unique, YEAR_1PC } from './shop-fixtures';
import { testDriver, withAppTestDatabase } from './test-db';
import { watchNotOwned } from './not-owned-log';
import { callRoute } from '@/tests/support/requests';

const testDb = withAppTestDatabase();
const db = () => testDb.db;

beforeEach(async () => {
  await db().delete(rateLimits);
});

const BILLING = { firstName: 'Mei', lastName: 'Lin', address: '1 Harbour Road', city: 'Cork', zip: 'T12 X2Y3', country: 'IE' };

async function customer(fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await makeUser(db(), { ...BILLING, ...fields });
  const { token } = await createSession(db(), user.id);
  return { user, token };
}

async function paidOrder(buyerUserId: number, plan: PlanChoice = YEAR_1PC, giftRecipientEmail?: string) {
  const created = await createOrder(db(), {
    buyerUserId,
    idempotencyKey: randomUUID(),
    plan,
    giftRecipientEmail,
    paymentMethod: 'fake',
    provider: 'fake',
  });
  if (created.kind !== 'created') throw new Error(`order not created: ${created.kind}`);
  const paid = await markOrderPaid(db(), {
    orderId: created.order.id,
    provider: 'fake',
    amount: created.order.total,
    currency: created.order.currencyCode,
  });
  if (paid.kind !== 'paid') throw new Error(`order not paid: ${paid.kind}`);
  return { orderId: paid.order.id, invoiceNumber: paid.invoiceNumber, total: paid.order.total };
}

const listOrders = (token: string | undefined, query = '') => callRoute(getOrders, `/api/account/orders${query}`, { session: token });

/** The PDF's content streams, inflated: Helvetica text is drawn as hex strings of its characters. */
function pageText(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // Not deflated (or not a content stream): nothing to read.
    }
  }
  return streams.join('\n');
}

const invoicePdf = (id: number | string, token?: string, locale = 'en') =>
  callRoute(getInvoicePdf, `/api/account/orders/${id}/invoice.pdf?locale=${locale}`, { session: token, params: { id: String(id) } });

describe(`GET /api/account/orders (${testDriver})`, () => {
  it('lists the owner its orders with the fields of spec 3, and nobody else', async () => {
    const owner = await customer();
    const { orderId, invoiceNumber } = await paidOrder(owner.user.id);

    const response = await listOrders(owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { orders } = (await response.json()) as { orders: Record<string, unknown>[] };
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: orderId,
      email: owner.user.email,
      amount: expect.stringMatching(/^\$\d+\.\d\d$/),
      method: 'fake',
      status: 'paid',
      invoice: invoiceNumber,
      client: owner.user.email,
      refunded: false,
    });

    const stranger = await customer();
    expect(await (await listOrders(stranger.token)).json()).toEqual({ orders: [] });
    expect((await listOrders(undefined)).status).toBe(401);
  });

  it("shows a reseller its customers' orders, found by 'Search client email'", async () => {
    const reseller = await customer({ isPartner: true });
    const customerEmail = `${unique('client-').toLowerCase()}@example.com`;
    const gift = await paidOrder(reseller.user.id, YEAR_1PC, customerEmail);
    const [client] = await db().select().from(users).where(eq(users.email, customerEmail));
    if (!client) throw new Error('the gift made no account');
    await db().update(memberships).set({ status: 'finished' }).where(eq(memberships.userId, client.id));
    const own = await paidOrder(client.id);

    const all = (await (await listOrders(reseller.token)).json()) as { orders: { id: number; client: string }[] };
    expect(all.orders.map((order) => order.id).sort()).toEqual([gift.orderId, own.orderId].sort());
    const search = (await (await listOrders(reseller.token, `?client_email=${customerEmail.slice(0, 10).toUpperCase()}`)).json()) as {
      orders: unknown[];
    };
    expect(search.orders).toHaveLength(2);
    expect(await (await listOrders(reseller.token, '?client_email=nobody%25')).json()).toEqual({ orders: [] });
    expect(
      (await callRoute(getOrder, `/api/account/orders/${own.orderId}`, { session: reseller.token, params: { id: String(own.orderId) } }))
        .status,
    ).toBe(200);

    // The same gift from an account that is not a reseller makes no customer of it.
    const plain = await customer();
    const otherEmail = `${unique('friend-').toLowerCase()}@example.com`;
    await paidOrder(plain.user.id, YEAR_1PC, otherEmail);
    const [friend] = await db().select().from(users).where(eq(users.email, otherEmail));
    await db().update(memberships).set({ status: 'finished' }).where(eq(memberships.userId, friend!.id));
    const friendsOwn = await paidOrder(friend!.id);
    expect(
      (
        await callRoute(getOrder, `/api/account/orders/${friendsOwn.orderId}`, {
          session: plain.token,
          params: { id: String(friendsOwn.orderId) },
        })
      ).status,
    ).toBe(404);
  });
});

describe(`GET /api/account/orders/{id} and its invoice.pdf (${testDriver})`, () => {
  it('answers 404 for a foreign, unknown or malformed id', async () => {
    const owner = await customer();
    const { orderId } = await paidOrder(owner.user.id);
    const stranger = await customer();

    const mine = await callRoute(getOrder, `/api/account/orders/${orderId}`, { session: owner.token, params: { id: String(orderId) } });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ order: { id: orderId, status: 'paid', subtotal: expect.any(String) } });

    const logged = watchNotOwned();
    for (const id of [String(orderId), '999999', 'abc', '0', '99999999999']) {
      const order = await callRoute(getOrder, `/api/account/orders/${id}`, { session: stranger.token, params: { id: id } });
      expect(order.status, id).toBe(404);
      const pdf = await invoicePdf(id, stranger.token);
      expect(pdf.status, id).toBe(404);
      expect(await pdf.json()).toEqual({ message: 'Invoice Details Not Found' });
    }
    // Each refusal is one warn line naming the account and what it asked for.
    expect(logged.lines()).toHaveLength(10);
    expect(logged.lines().slice(0, 2)).toEqual([
      {
        access: 'not-owned',
        userId: stranger.user.id,
        ip: expect.any(String),
        resource: 'order',
        id: String(orderId),
        method: 'GET',
        path: `/api/account/orders/${orderId}`,
      },
      {
        access: 'not-owned',
        userId: stranger.user.id,
        ip: expect.any(String),
        resource: 'invoice',
        id: String(orderId),
        method: 'GET',
        path: `/api/account/orders/${orderId}/invoice.pdf`,
      },
    ]);
    logged.stop();
    expect((await invoicePdf(orderId, undefined)).status).toBe(401);
  });

  it('renders the invoice as a PDF with its number, in English and in Chinese', async () => {
    const owner = await customer();
    const { orderId, invoiceNumber } = await paidOrder(owner.user.id);

    const en = await invoicePdf(orderId, owner.token);
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toBe('application/pdf');
    expect(en.headers.get('content-disposition')).toBe(`inline; filename="invoice-${invoiceNumber}.pdf"`);
    const enBytes = Buffer.from(await en.arrayBuffer());
    expect(enBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title (the info dictionary is not compressed) and the drawn receipt number carry it.
    expect(enBytes.toString('latin1')).toContain(`(Invoice ${invoiceNumber})`);
    expect(pageText(enBytes)).toContain(`<${Buffer.from(String(invoiceNumber)).toString('hex')}>`);
    expect(enBytes.toString('latin1')).not.toContain('NotoSansCJK');

    const zh = await invoicePdf(orderId, owner.token, 'zh-CN');
    expect(zh.status).toBe(200);
    const zhText = Buffer.from(await zh.arrayBuffer()).toString('latin1');
    expect(zhText.startsWith('%PDF-')).toBe(true);
    // Chinese labels embed a subset of the CJK font, named after it.
    expect(zhText).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
  });

  it("withholds the PDF until the profile names the buyer and an address, then completes the invoice's billing", async () => {
    const owner = await customer({ firstName: null, lastName: null, address: null, city: null, country: null, zip: null });
    const { orderId } = await paidOrder(owner.user.id);

    const early = await invoicePdf(orderId, owner.token);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ message: 'You cannot receive an invoice until you fill out your profile.' });

    await db().update(users).set(BILLING).where(eq(users.id, owner.user.id));
    expect((await invoicePdf(orderId, owner.token)).status).toBe(200);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toMatchObject({ fullName: 'Mei Lin', street: '1 Harbour Road', city: 'Cork', country: 'IE' });
  });

  it("gives a reseller its customer's invoice with the billing filled out since, and writes only when the buyer reads it", async () => {
    const reseller = await customer({ isPartner: true });
    const customerEmail = `${unique('client-').toLowerCase()}@example.com`;
    await paidOrder(reseller.user.id, YEAR_1PC, customerEmail);
    const [client] = await db().select().from(users).where(eq(users.email, customerEmail));
    if (!client) throw new Error('the gift made no account');
    await db().update(memberships).set({ status: 'finished' }).where(eq(memberships.userId, client.id));
    const own = await paidOrder(client.id);
    const issued = await db().select().from(invoices).where(eq(invoices.orderId, own.orderId));
    expect(issued[0]).toMatchObject({ fullName: null, street: null });

    await db().update(users).set(BILLING).where(eq(users.id, client.id));
    expect((await invoicePdf(own.orderId, reseller.token)).status).toBe(200);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, own.orderId))).toEqual(issued);

    const { token } = await createSession(db(), client.id);
    expect((await invoicePdf(own.orderId, token)).status).toBe(200);
    const [completed] = await db().select().from(invoices).where(eq(invoices.orderId, own.orderId));
    expect(completed).toMatchObject({ fullName: 'Mei Lin', street: '1 Harbour Road', city: 'Cork', country: 'IE' });
  });
});

describe(`POST /api/account/taobao-code (${testDriver})`, () => {
  const applyCode = (token: string, body: unknown, ip = '192.0.2.7') =>
    callRoute(postTaobaoCode, '/api/account/taobao-code', { method: 'POST', json: body, session: token, ip });

  async function newCode() {
    const code = unique('TB-');
    await db().insert(taobaoCodes).values({ code, kind: 'subscription', periodMonths: 12, pcNum: 2 });
    return code;
  }

  it('applies a code once, also when it is submitted twice at once', async () => {
    const code = await newCode();
    const { token, user } = await customer();
    const answers = await Promise.all([applyCode(token, { code }), applyCode(token, { code: code.toLowerCase() })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies).toContainEqual({
      message: 'The code has been applied. Your plan is active.',
      plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 },
    });
    expect(bodies).toContainEqual({
      message: 'This code has already been applied and cannot be used again',
      errors: [{ field: 'code', code: 'alreadyApplied', message: 'This code has already been applied and cannot be used again' }],
    });
    expect(await db().$count(memberships, eq(memberships.userId, user.id))).toBe(1);

    // Two accounts at once: one of them gets it.
    const contested = await newCode();
    const [a, b] = [await customer(), await customer()];
    const race = await Promise.all([
      applyCode(a.token, { code: contested }, '192.0.2.8'),
      applyCode(b.token, { code: contested }, '192.0.2.9'),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it("answers spec 5's refusals in the form's words, and 401 or 403 before anything", async () => {
    const { token } = await customer();
    const invalid = await applyCode(token, { code: 'x' });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ message: 'Please enter a valid code' });
    expect((await (await applyCode(token, { code: 'NO-SUCH-CODE' })).json()).message).toBe('Please enter a valid code');

    expect((await applyCode(token, { code: await newCode() })).status).toBe(200);
    const second = await applyCode(token, { code: await newCode() });
    expect(await second.json()).toMatchObject({
      message: 'Your account already has an active subscription. The code cannot be applied',
    });

    const signedOut = await callRoute(postTaobaoCode, '/api/account/taobao-code', { method: 'POST', body: '{}' });
    expect(signedOut.status).toBe(401);
    const foreign = await callRoute(postTaobaoCode, '/api/account/taobao-code', {
      method: 'POST',
      origin: 'https://evil.example',
      session: token,
      body: '{}',
    });
    expect(foreign.status).toBe(403);
  });

  it('is rate-limited per account: the 11th attempt in 15 minutes is refused with Retry-After', async () => {
    const { token } = await customer();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await applyCode(token, { code: `WRONG-${attempt}` }, `192.0.2.${100 + attempt}`)).status).toBe(422);
    }
    const refused = await applyCode(token, { code: 'WRONG-11' }, '192.0.2.200');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
