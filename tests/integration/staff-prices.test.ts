import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as checkoutRoute } from '@/app/api/checkout/route';
import { POST as quoteRoute } from '@/app/api/checkout/quote/route';
import { GET as licencesRoute } from '@/app/api/account/licenses/route';
import { POST as legacyRoute } from '@/app/api/staff/legacy-licences/route';
import { POST as priceRoute } from '@/app/api/staff/prices/[id]/route';
import { POST as revalidateRoute } from '@/app/api/revalidate/route';
import { GET as subscriptionPricesRoute } from '@/app/api/subscription-prices/route';
import { createSession } from '@/lib/auth/sessions';
import { licenses, orders, prices, rateLimits, staffAuditLog } from '@/lib/db/schema';
import { planPrices } from '@/lib/commerce/plan-prices';
import type { SubscriptionPriceSet } from '@/lib/commerce/subscription-prices';
import { relayPublish } from '@/lib/content/revalidate-all';
import { changePrice } from '@/lib/staff/prices';
import { makeUser } from './shop-fixtures';
import { expectStaffRefusals, verifiedStaffSession } from './staff-fixtures';
import { callRoute, jsonAnswer, type RouteHandler } from '@/tests/support/requests';
import { testDriver, withAppTestDatabase } from './test-db';

// Issue 20, the second slice of /staff: prices and legacy licences. Both routes refuse a visitor, a customer, a
// reseller, a staff session without TOTP and a foreign Origin; each change writes one audit row with before and
// after; a price change reaches the checkout's quote and the price answers held in memory (issue 16) at once and
// expires the prices' cache tag; a change relayed from another instance (/api/revalidate, type prices) drops the
// held answers too (the relay between real instances is the cluster test's); orders placed before it keep their amounts.

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ unstable_cache: <F>(fn: F): F => fn, revalidateTag }));
// The second expiry, once the renders begun before the change are stored, is publish-settle's (its own tests).
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), after: () => undefined }));

const testDb = withAppTestDatabase();
const db = () => testDb.db;

interface Call {
  token?: string;
  origin?: string | null;
  params?: { id: string };
  method?: 'GET' | 'POST';
  body?: unknown;
}

const call = async (handler: RouteHandler<{ id: string }>, path: string, { token, method = 'POST', body = {}, ...options }: Call = {}) =>
  jsonAnswer(await callRoute(handler, path, { method, session: token, json: method === 'POST' ? body : undefined, ...options }));

const staffSession = () => verifiedStaffSession(db());

async function priceRow(currencyCode: string, kind: 'subscription' | 'lifetime', periodMonths: number, pcNum: number) {
  const [row] = await db()
    .select()
    .from(prices)
    .where(
      and(eq(prices.currencyCode, currencyCode), eq(prices.kind, kind), eq(prices.periodMonths, periodMonths), eq(prices.pcNum, pcNum)),
    );
  return row!;
}

/** GET /api/subscription-prices for a country, as the shop's pages and the desktop program ask it. */
async function priceSetFor(country: string): Promise<SubscriptionPriceSet> {
  const answer = await callRoute(subscriptionPricesRoute, '/api/subscription-prices', { query: { country_code: country } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as SubscriptionPriceSet;
}

const auditRows = (action: string) => db().select().from(staffAuditLog).where(eq(staffAuditLog.action, action)).orderBy(staffAuditLog.id);

beforeEach(async () => {
  await db().delete(rateLimits);
  revalidateTag.mockClear();
});

describe(`the staff price and legacy licence API (${testDriver})`, () => {
  it('refuses both routes to a visitor, a customer, a reseller, a staff session without TOTP and a foreign Origin', async () => {
    const price = await priceRow('USD', 'subscription', 3, 1);
    const owner = await makeUser(db());
    const ROUTES: [string, RouteHandler<{ id: string }>, Call][] = [
      ['price', priceRoute, { params: { id: String(price.id) }, body: { price: '1.00' } }],
      ['legacy', legacyRoute, { body: { csv: `serial,email,pcs\nREFUSED-0001,${owner.email},1` } }],
    ];
    await expectStaffRefusals(
      db(),
      ROUTES.map(([name, handler, request]) => [name, (caller) => call(handler, '/api/staff', { ...request, ...caller }), true]),
    );
    expect(await priceRow('USD', 'subscription', 3, 1)).toEqual(price);
    expect(await db().select().from(licenses).where(eq(licenses.serialNumber, 'REFUSED-0001'))).toEqual([]);
    expect([...(await auditRows('price.change')), ...(await auditRows('legacy-licence.import'))]).toEqual([]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses a price that is not a positive amount with the currency's decimals, and a former price not above it", async () => {
    const staff = await staffSession();
    const price = await priceRow('USD', 'subscription', 3, 2);
    const id = String(price.id);
    for (const typed of ['0', '0.00', '-1', '9.999', '1,99', '$9.99', '1e3', 'abc', '1000001']) {
      const answer = await call(priceRoute, '/api/staff', { token: staff.token, params: { id }, body: { price: typed } });
      expect({ typed, ...answer }).toMatchObject({ typed, status: 422, body: { errors: [{ field: 'price', code: 'priceInvalid' }] } });
    }
    expect(
      await call(priceRoute, '/api/staff', { token: staff.token, params: { id }, body: { price: '9.99', price_old: '9.99' } }),
    ).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'price_old', message: 'The former price must be higher than the price, or empty.' }] },
    });
    expect(
      await call(priceRoute, '/api/staff', {
        token: staff.token,
        params: { id },
        body: { price: '9.99', price_old: '0.5.0', locale: 'zh-CN' },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'price_old', message: '请以正数填写原价，小数位数不超过该货币的位数，或留空。' }] },
    });
    expect((await call(priceRoute, '/api/staff', { token: staff.token, params: { id: '2147483000' }, body: { price: '1' } })).status).toBe(
      404,
    );
    expect((await call(priceRoute, '/api/staff', { token: staff.token, params: { id: 'x' }, body: { price: '1' } })).status).toBe(404);
    expect(await priceRow('USD', 'subscription', 3, 2)).toEqual(price);
    expect(await auditRows('price.change')).toEqual([]);
  });

  it('changes a price: the quote, the price list and GET /api/subscription-prices show it at once, the cache tag expires, one audit row; past orders keep theirs', async () => {
    const staff = await staffSession();
    // Asked before the change, as visitors do: the answer is held in memory from here on.
    expect((await priceSetFor('GB')).lifetimeSubscriptions[2]).toMatchObject({ price: 84.99, price_old: 119.99, pc_num: 3 });
    const buyer = await makeUser(db());
    const buyerToken = (await createSession(db(), buyer.id)).token;
    const plan = { term: 'lifetime', pcNum: 3, country: 'GB' };
    const quoted = async () =>
      (await call(quoteRoute, '/api/checkout/quote', { body: plan })).body.quote as { subtotal: number; total: number };
    expect(await quoted()).toMatchObject({ subtotal: 8499 });
    const placed = await call(checkoutRoute, '/api/checkout', {
      token: buyerToken,
      body: { ...plan, paymentMethod: 'card', email: buyer.email, idempotencyKey: randomUUID() },
    });
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as { id: number }).id;
    const [orderBefore] = await db().select().from(orders).where(eq(orders.id, orderId));

    const price = await priceRow('GBP', 'lifetime', 0, 3);
    const changed = await call(priceRoute, '/api/staff', {
      token: staff.token,
      params: { id: String(price.id) },
      body: { price: '79.50', price_old: ' 119 ' },
    });
    expect(changed).toEqual({
      status: 200,
      body: { before: { currency: 'GBP', amount: 8499, amount_old: 11999 }, after: { currency: 'GBP', amount: 7950, amount_old: 11900 } },
    });
    expect(revalidateTag).toHaveBeenCalledWith('prices', { expire: 0 });

    // At once: the checkout's quote, and the price list every page and the offer banner read.
    expect(await quoted()).toMatchObject({ subtotal: 7950, total: 7950 });
    const list = await planPrices(db(), 'GB');
    expect(list.plans.find((row) => row.kind === 'lifetime' && row.pcNum === 3)).toMatchObject({ amount: 7950, amountOld: 11900 });
    expect((await priceSetFor('GB')).lifetimeSubscriptions[2]).toMatchObject({ price: 79.5, price_old: 119, pc_num: 3 });
    // The order placed before keeps what it was quoted.
    const [orderAfter] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(orderAfter).toMatchObject({ subtotal: orderBefore!.subtotal, total: orderBefore!.total, vat: orderBefore!.vat });
    expect(orderAfter!.subtotal).toBe(8499);

    // No former price: empty.
    expect(
      (
        await call(priceRoute, '/api/staff', {
          token: staff.token,
          params: { id: String(price.id) },
          body: { price: '84.99', price_old: '' },
        })
      ).body,
    ).toMatchObject({
      after: { amount: 8499, amount_old: null },
    });
    const rows = await auditRows('price.change');
    expect(rows.map((row) => [row.actor, row.staffUserId, row.target, row.before, row.after])).toEqual([
      [
        staff.user.email,
        staff.user.id,
        'GBP lifetime ×3',
        { currency: 'GBP', amount: 8499, amount_old: 11999 },
        { currency: 'GBP', amount: 7950, amount_old: 11900 },
      ],
      [
        staff.user.email,
        staff.user.id,
        'GBP lifetime ×3',
        { currency: 'GBP', amount: 7950, amount_old: 11900 },
        { currency: 'GBP', amount: 8499, amount_old: null },
      ],
    ]);
    await db().update(prices).set({ amount: 8499, amountOld: 11999 }).where(eq(prices.id, price.id));
  });

  it('drops the held price answers when a change made on another instance is relayed to /api/revalidate (type prices)', async () => {
    const secret = 'a webhook secret for the relay test';
    vi.stubEnv('SANITY_WEBHOOK_SECRET', secret);
    // What scripts/serve.ts does with another instance's announcement: the signed, relayed publish of 'prices'.
    const relay = () =>
      relayPublish(
        {
          url: 'http://shop.test/api/revalidate',
          secret,
          fetch: async (_url, init) =>
            callRoute(revalidateRoute, '/api/revalidate', {
              method: 'POST',
              body: init?.body as string,
              headers: Object.fromEntries(new Headers(init?.headers).entries()),
            }),
        },
        { id: `price-relay-${randomUUID()}`, type: 'prices' },
      );
    const price = await priceRow('EUR', 'subscription', 12, 1);
    try {
      expect((await priceSetFor('FR')).minimalOneYearSubscription).toMatchObject({ price: 13.99, pc_num: 1 });
      // Another instance's staff member changes it: committed in the shared database, unknown to this process.
      const changed = await changePrice(db(), { kind: 'commandLine' }, price.id, { price: '12.49', priceOld: '' });
      expect(changed.kind).toBe('done');
      expect((await priceSetFor('FR')).minimalOneYearSubscription).toMatchObject({ price: 13.99 });

      expect(await relay()).toEqual(['prices']);
      expect((await priceSetFor('FR')).minimalOneYearSubscription).toMatchObject({ price: 12.49, pc_num: 1 });
      expect((await priceSetFor('DE')).minimalOneYearSubscription).toMatchObject({ price: 12.49, pc_num: 1 });
    } finally {
      await db().update(prices).set({ amount: price.amount, amountOld: price.amountOld }).where(eq(prices.id, price.id));
      await relay();
      vi.unstubAllEnvs();
    }
    expect((await priceSetFor('FR')).minimalOneYearSubscription).toMatchObject({ price: 13.99 });
  });

  it('imports legacy licences: loaded rows attach to their accounts (one audit row each), refused rows are listed with line and reason', async () => {
    const staff = await staffSession();
    const owner = await makeUser(db(), { email: `owner-${randomUUID()}@example.com` });
    const other = await makeUser(db(), { email: `other-${randomUUID()}@example.com` });
    await db().insert(licenses).values({ userId: other.id, serialNumber: 'TAKEN-0001', instancesNum: 1 });
    const csv = [
      'Serial,E-mail,PCs',
      `rm5-aaaa-0001,${owner.email.toUpperCase()},3`,
      `RM5-AAAA-0002,"${other.email}",1`,
      'RM5-AAAA-0003,nobody-here@example.com,1',
      `TAKEN-0001,${owner.email},1`,
      `RM5-AAAA-0001,${other.email},2`,
      `short,${owner.email},1`,
      `RM5-AAAA-0004,not an address,1`,
      `RM5-AAAA-0005,${owner.email},11`,
      `RM5-AAAA-0006,${owner.email}`,
      '',
    ].join('\r\n');
    const answer = await call(legacyRoute, '/api/staff/legacy-licences', { token: staff.token, body: { csv } });
    expect(answer.status).toBe(200);
    expect(answer.body.loaded).toEqual([
      { line: 2, serial: 'RM5-AAAA-0001', email: owner.email, pcs: 3 },
      { line: 3, serial: 'RM5-AAAA-0002', email: other.email, pcs: 1 },
    ]);
    expect(
      (answer.body.refused as { line: number; reason: string; message: string }[]).map((row) => [row.line, row.reason, row.message]),
    ).toEqual([
      [4, 'noAccount', 'no account has this e-mail address.'],
      [5, 'serialTaken', 'a licence with this serial number exists already.'],
      [6, 'serialRepeated', 'this serial number is on an earlier line of the file.'],
      [7, 'serialInvalid', 'the serial number must be 8 to 64 letters, digits and hyphens.'],
      [8, 'emailInvalid', 'the e-mail address is not valid.'],
      [9, 'pcsInvalid', 'the PCs must be a whole number from 1 to 10.'],
      [10, 'columns', 'the line does not have as many cells as the first line.'],
    ]);
    // Attached: the owner's account lists it (GET /api/account/licenses).
    const ownerToken = (await createSession(db(), owner.id)).token;
    const listed = await call(licencesRoute, '/api/account/licenses', { token: ownerToken, method: 'GET' });
    expect(JSON.stringify(listed.body)).toContain('RM5-AAAA-0001');
    expect((await db().select().from(licenses).where(eq(licenses.serialNumber, 'RM5-AAAA-0002')))[0]).toMatchObject({
      userId: other.id,
      instancesNum: 1,
    });
    const rows = await auditRows('legacy-licence.import');
    expect(rows.map((row) => [row.actor, row.targetUserId, row.target, row.before, row.after])).toEqual([
      [staff.user.email, owner.id, owner.email, { serial_number: null }, { serial_number: 'RM5-AAAA-0001', instances_num: 3 }],
      [staff.user.email, other.id, other.email, { serial_number: null }, { serial_number: 'RM5-AAAA-0002', instances_num: 1 }],
    ]);

    // The same file again: every row is a duplicate now, nothing more is loaded.
    const again = await call(legacyRoute, '/api/staff/legacy-licences', { token: staff.token, body: { csv, locale: 'zh-CN' } });
    expect(again.body.loaded).toEqual([]);
    expect((again.body.refused as { line: number; message: string }[]).slice(0, 2)).toEqual([
      expect.objectContaining({ line: 2, reason: 'serialTaken', message: '该序列号的许可证已存在。' }),
      expect.objectContaining({ line: 3, reason: 'serialTaken' }),
    ]);
    expect((await auditRows('legacy-licence.import')).length).toBe(2);
  });

  it("loads nothing from a malformed file, a file without the header, or an empty one, and says why in the staff member's language", async () => {
    const staff = await staffSession();
    const owner = await makeUser(db(), { email: `owner-${randomUUID()}@example.com` });
    const good = `RM5-BBBB-0001,${owner.email},1`;
    const cases: [string, string, string][] = [
      [
        `serial,email,pcs\n${good}\nRM5-BBBB-0002,"${owner.email},1\n`,
        'en',
        'the file is not a readable CSV (a quote is left open or stray at line 3).',
      ],
      [
        `serial,email,pcs\n${good}\nRM5-BBBB-0003,"${owner.email}"x,1\n`,
        'en',
        'the file is not a readable CSV (a quote is left open or stray at line 3).',
      ],
      [`${good}\nRM5-BBBB-0004,${owner.email},1`, 'zh-CN', '第一行必须列出 SERIAL、EMAIL 和 PCS 三列。'],
      ['serial,email,pcs\n\n', 'en', 'the file has no licence lines.'],
    ];
    for (const [csv, locale, message] of cases) {
      expect(await call(legacyRoute, '/api/staff/legacy-licences', { token: staff.token, body: { csv, locale } })).toMatchObject({
        status: 422,
        body: { message },
      });
    }
    expect(await call(legacyRoute, '/api/staff/legacy-licences', { token: staff.token, body: { csv: '' } })).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'csv', message: 'Choose a CSV file, or paste its lines.' }] },
    });
    expect(await db().select().from(licenses).where(eq(licenses.userId, owner.id))).toEqual([]);
    expect((await auditRows('legacy-licence.import')).filter((row) => row.targetUserId === owner.id)).toEqual([]);
  });
});
