import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getCustomer } from '@/app/api/account/customers/[id]/route';
import { GET as getCustomers } from '@/app/api/account/customers/route';
import { createSession } from '@/lib/auth/sessions';
import type { CustomerDetail, CustomerSummary } from '@/lib/commerce/customers';
import { createOrder } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import type { PlanChoice } from '@/lib/commerce/plans';
import { markOrderRefunded } from '@/lib/commerce/refunds';
import { users } from '@/lib/db/schema';
import { watchNotOwned } from './not-owned-log';
import { LIFETIME_1PC, makeUser, YEAR_1PC } from './shop-fixtures';
import { callRoute } from '@/tests/support/requests';
import { testDriver, withAppTestDatabase } from './test-db';

// spec 2 /account/customers and spec 6: a reseller sees its own customers, and only them.

const testDb = withAppTestDatabase();
const db = () => testDb.db;
const DAY_MS = 24 * 60 * 60 * 1000;

async function account(fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await makeUser(db(), fields);
  const { token } = await createSession(db(), user.id);
  return { user, token };
}

/** A plan `buyerUserId` bought and paid for `recipientEmail`'s account, `daysAgo` days ago. */
async function boughtFor(buyerUserId: number, recipientEmail: string, plan: PlanChoice = YEAR_1PC, daysAgo = 0) {
  const now = new Date(Date.now() - daysAgo * DAY_MS);
  const created = await createOrder(db(), {
    buyerUserId,
    idempotencyKey: randomUUID(),
    plan,
    giftRecipientEmail: recipientEmail,
    paymentMethod: 'fake',
    provider: 'fake',
    now,
  });
  if (created.kind !== 'created') throw new Error(created.kind);
  const paid = await markOrderPaid(db(), {
    orderId: created.order.id,
    provider: 'fake',
    amount: created.order.total,
    currency: created.order.currencyCode,
    paidAt: now,
  });
  if (paid.kind !== 'paid') throw new Error(paid.kind);
  return paid.order;
}

const list = (token?: string, query = '') => callRoute(getCustomers, `/api/account/customers${query}`, { session: token });
const one = (id: number | string, token?: string) =>
  callRoute(getCustomer, `/api/account/customers/${id}`, { session: token, params: { id: String(id) } });

describe(`GET /api/account/customers (${testDriver})`, () => {
  it("lists a reseller's customers with type, title, term, details and days left; the newest plan first", async () => {
    const reseller = await account({ isPartner: true });
    const mei = await makeUser(db());
    const li = await makeUser(db());
    await boughtFor(reseller.user.id, mei.email, YEAR_1PC, 10);
    await boughtFor(reseller.user.id, li.email, LIFETIME_1PC, 1);

    const response = await list(reseller.token);
    expect(response.status).toBe(200);
    const { customers } = (await response.json()) as { customers: CustomerSummary[] };
    expect(customers.map((customer) => customer.email)).toStrictEqual([li.email, mei.email]);
    expect(customers[0]?.latest).toMatchObject({ type: 'lifetime', tier: 'allInLifetime', daysLeft: null, active: true });
    // A year bought 10 days ago: 365 - 10 days left (356 when the year has a 29 February).
    expect(customers[1]?.latest).toMatchObject({
      type: 'subscription',
      tier: 'common',
      plan: { periodMonths: 12, pcNum: 1 },
      active: true,
    });
    expect(customers[1]?.latest.daysLeft).toBeGreaterThanOrEqual(355);
    expect(customers[1]?.latest.daysLeft).toBeLessThanOrEqual(356);

    const searched = (await (await list(reseller.token, `?search=${encodeURIComponent(mei.email.slice(0, 14).toUpperCase())}`)).json()) as {
      customers: CustomerSummary[];
    };
    expect(searched.customers.map((customer) => customer.email)).toStrictEqual([mei.email]);
  });

  it('a customer of another reseller is 404; a non-reseller is 403; signed out is 401', async () => {
    const reseller = await account({ isPartner: true });
    const rival = await account({ isPartner: true });
    const theirs = await makeUser(db());
    await boughtFor(rival.user.id, theirs.email);

    expect(((await (await list(reseller.token)).json()) as { customers: unknown[] }).customers).toStrictEqual([]);
    const logged = watchNotOwned();
    expect((await one(theirs.id, reseller.token)).status).toBe(404);
    expect(logged.lines()).toMatchObject([{ userId: reseller.user.id, resource: 'customer', id: String(theirs.id) }]);
    logged.stop();
    expect((await one(theirs.id, rival.token)).status).toBe(200);
    expect((await one('not-a-number', rival.token)).status).toBe(404);

    // A customer who bought gifts is no reseller: no customers, whoever they bought for.
    const giver = await account();
    await boughtFor(giver.user.id, (await makeUser(db())).email);
    expect((await list(giver.token)).status).toBe(403);
    expect((await one(theirs.id, giver.token)).status).toBe(403);
    expect((await list()).status).toBe(401);
  });

  it("a customer's page lists every plan bought for them, a refunded one with 0 days left", async () => {
    const reseller = await account({ isPartner: true });
    const customer = await makeUser(db());
    const first = await boughtFor(reseller.user.id, customer.email, YEAR_1PC, 30);
    await markOrderRefunded(db(), { orderId: first.id, provider: 'fake', amount: first.total, currency: first.currencyCode });
    await boughtFor(reseller.user.id, customer.email, LIFETIME_1PC, 2);

    const response = await one(customer.id, reseller.token);
    const { customer: detail } = (await response.json()) as { customer: CustomerDetail };
    expect(detail.email).toBe(customer.email);
    expect(detail.plans.map((plan) => [plan.type, plan.orderStatus, plan.daysLeft])).toStrictEqual([
      ['lifetime', 'paid', null],
      ['subscription', 'refunded', 0],
    ]);
    const [row] = await db().select({ isPartner: users.isPartner }).from(users).where(eq(users.id, customer.id));
    expect(row?.isPartner).toBe(false);
  });
});
