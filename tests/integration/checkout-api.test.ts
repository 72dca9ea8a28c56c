import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as postCheckout } from '@/app/api/checkout/route';
import { POST as postQuote } from '@/app/api/checkout/quote/route';
import { POST as postFakePayment } from '@/app/api/payments/fake/route';
import { createSession } from '@/lib/auth/sessions';
import { coupons, invoices, mailMessages, memberships, orders, rateLimits, users } from '@/lib/db/schema';
import { checkoutStanding, upgradableTerms } from '@/lib/commerce/checkout';
import { checkoutSummary } from '@/lib/commerce/checkout-summary';
import { seedLegacyLicense } from '@/lib/memberships/license-seed';
import { makeCoupon, makeUser } from './shop-fixtures';
import { testDriver, withAppTestDatabase } from './test-db';
import { watchNotOwned } from './not-owned-log';
import { callRoute } from '@/tests/support/requests';

// POST /api/checkout/quote, /api/checkout and /api/payments/fake against a real database (issue 6): the
// server's price whatever the browser sends, coupons and VAT numbers, and only the owner settling an order.

const testDb = withAppTestDatabase();
const db = () => testDb.db;

beforeEach(async () => {
  await db().delete(rateLimits);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

async function buyer() {
  const user = await makeUser(db());
  const { token } = await createSession(db(), user.id);
  return { user, token };
}

const YEAR_2PC = { term: '1y', pcNum: 2 } as const;

function checkoutBody(email: string, fields: Record<string, unknown> = {}) {
  return { ...YEAR_2PC, country: 'US', paymentMethod: 'card', email, idempotencyKey: randomUUID(), ...fields };
}

async function startOrder(token: string, email: string, fields: Record<string, unknown> = {}) {
  const response = await callRoute(postCheckout, '/api/checkout', { method: 'POST', session: token, json: checkoutBody(email, fields) });
  const body = (await response.json()) as { order: { id: number; total: number }; redirectUrl: string };
  return { response, body };
}

const grantsOf = (userId: number) => db().$count(memberships, eq(memberships.userId, userId));

describe(`POST /api/checkout/quote (${testDriver})`, () => {
  it("prices a 1-year 2-PC plan in the country's currency, VAT included for an EU consumer", async () => {
    const us = await callRoute(postQuote, '/api/checkout/quote', { method: 'POST', json: { ...YEAR_2PC, country: 'US' } });
    expect(us.status).toBe(200);
    const { quote } = await us.json();
    expect(quote).toMatchObject({ subtotal: 2499, discount: 0, vat: 0, total: 2499, formatted: { total: '$24.99' } });

    const de = await (await callRoute(postQuote, '/api/checkout/quote', { method: 'POST', json: { ...YEAR_2PC, country: 'DE' } })).json();
    // 22.99 EUR with 19 % German VAT in it: 22.99 * 19 / 119 = 3.67.
    expect(de.quote).toMatchObject({
      subtotal: 2299,
      vat: 367,
      total: 2299,
      vatRate: 1900,
      vatInclusive: true,
      currency: { abbreviation: 'EUR' },
    });
  });

  it("applies a valid coupon with 'Coupon is applied!' and refuses an unknown one with the quote without it", async () => {
    const applied = await callRoute(postQuote, '/api/checkout/quote', {
      method: 'POST',
      json: { ...YEAR_2PC, country: 'US', couponCode: 'welcome10' },
    });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({
      message: 'Coupon is applied!',
      quote: { subtotal: 2499, discount: 250, total: 2249, coupon: 'WELCOME10' },
    });

    for (const couponCode of ['NO-SUCH-COUPON', 'EXPIRED25']) {
      const refused = await callRoute(postQuote, '/api/checkout/quote', {
        method: 'POST',
        json: { ...YEAR_2PC, country: 'US', couponCode },
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        errors: [{ field: 'couponCode', code: 'couponInvalid', message: 'Please enter a valid coupon code' }],
        quote: { discount: 0, total: 2499 },
      });
    }
  });

  it("refuses an invalid VAT number with 'Invalid VAT number'; a valid one from another EU country is reverse-charged", async () => {
    const refused = await callRoute(postQuote, '/api/checkout/quote', {
      method: 'POST',
      json: { ...YEAR_2PC, country: 'DE', vatNumber: 'DE123' },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: [{ field: 'vatNumber', message: 'Invalid VAT number' }] });

    const reverse = await callRoute(postQuote, '/api/checkout/quote', {
      method: 'POST',
      json: { ...YEAR_2PC, country: 'DE', vatNumber: 'DE 129 273 398' },
    });
    expect(reverse.status).toBe(200);
    expect((await reverse.json()).quote).toMatchObject({ vat: 0, vatRate: 0, reverseCharge: true, total: 2299 });
  });

  it('answers in Chinese for a zh-CN page, and refuses a foreign origin', async () => {
    const zh = await callRoute(postQuote, '/api/checkout/quote', {
      method: 'POST',
      json: { ...YEAR_2PC, country: 'US', couponCode: 'WELCOME10', locale: 'zh-CN' },
    });
    expect((await zh.json()).message).toBe('优惠码已应用！');
    expect(
      (await callRoute(postQuote, '/api/checkout/quote', { method: 'POST', origin: 'https://evil.example', json: YEAR_2PC })).status,
    ).toBe(403);
  });

  it('refuses a plan the shop does not sell', async () => {
    const response = await callRoute(postQuote, '/api/checkout/quote', { method: 'POST', json: { term: '1y', pcNum: 3 } });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'pcNum', code: 'planUnavailable' })]);
  });
});

describe(`POST /api/checkout (${testDriver})`, () => {
  it('answers 401 signed out and 403 from another site', async () => {
    expect((await callRoute(postCheckout, '/api/checkout', { method: 'POST', json: checkoutBody('a@example.com') })).status).toBe(401);
    const { user, token } = await buyer();
    expect(
      (
        await callRoute(postCheckout, '/api/checkout', {
          method: 'POST',
          session: token,
          origin: 'https://evil.example',
          json: checkoutBody(user.email),
        })
      ).status,
    ).toBe(403);
    expect(
      (await callRoute(postCheckout, '/api/checkout', { method: 'POST', session: token, origin: null, json: checkoutBody(user.email) }))
        .status,
    ).toBe(403);
  });

  it("ignores a tampered total: the order is at the server's price", async () => {
    const { user, token } = await buyer();
    const { response, body } = await startOrder(token, user.email, { total: 1, subtotal: 1, discount: 2498, price: 0.01 });
    expect(response.status).toBe(201);
    expect(body.order).toMatchObject({ status: 'pending', currency: 'USD', subtotal: 2499, discount: 0, total: 2499 });
    expect(body.redirectUrl).toBe(`/accept-fake-payment?order=${body.order.id}`);
    const [row] = await db().select().from(orders).where(eq(orders.id, body.order.id));
    expect(row).toMatchObject({ total: 2499, provider: 'fake', paymentMethod: 'card', pcNum: 2, periodMonths: 12 });
  });

  it('applies a coupon and refuses an invalid coupon or VAT number without creating an order', async () => {
    const { user, token } = await buyer();
    const { body } = await startOrder(token, user.email, { couponCode: 'SAVE5' });
    expect(body.order).toMatchObject({ subtotal: 2499, discount: 500, total: 1999 });

    const before = await db().$count(orders, eq(orders.userId, user.id));
    const coupon = await callRoute(postCheckout, '/api/checkout', {
      method: 'POST',
      session: token,
      json: checkoutBody(user.email, { couponCode: 'EXPIRED25' }),
    });
    expect(coupon.status).toBe(422);
    expect((await coupon.json()).errors).toEqual([
      { field: 'couponCode', code: 'couponInvalid', message: 'Please enter a valid coupon code' },
    ]);
    const vat = await callRoute(postCheckout, '/api/checkout', {
      method: 'POST',
      session: token,
      json: checkoutBody(user.email, { country: 'FR', vatNumber: 'FR000' }),
    });
    expect(vat.status).toBe(422);
    expect((await vat.json()).errors).toEqual([{ field: 'vatNumber', code: 'invalidVatNumber', message: 'Invalid VAT number' }]);
    expect(await db().$count(orders, eq(orders.userId, user.id))).toBe(before);
  });

  it("answers the same order for the same idempotency key, and asks for the customer's own e-mail", async () => {
    const { user, token } = await buyer();
    const body = checkoutBody(user.email);
    const [first, second] = await Promise.all([
      callRoute(postCheckout, '/api/checkout', { method: 'POST', session: token, json: body }),
      callRoute(postCheckout, '/api/checkout', { method: 'POST', session: token, json: body }),
    ]);
    const ids = [(await first.json()).order.id, (await second.json()).order.id];
    expect(ids[0]).toBe(ids[1]);
    expect(await db().$count(orders, eq(orders.userId, user.id))).toBe(1);

    const other = await callRoute(postCheckout, '/api/checkout', {
      method: 'POST',
      session: token,
      json: checkoutBody('someone.else@example.com'),
    });
    expect(other.status).toBe(422);
    expect((await other.json()).errors).toEqual([
      { field: 'email', code: 'customerEmail', message: 'Please use your customer email here' },
    ]);
  });

  it("refuses another account's legacy licence to replace as it refuses an unknown one, logs it once, and orders nothing", async () => {
    const owner = await makeUser(db());
    const { license } = await seedLegacyLicense(db(), { userId: owner.id, instancesNum: 1 });
    const { user, token } = await buyer();
    const logged = watchNotOwned();
    try {
      const answers = [];
      for (const licenseId of [license.id, 2_147_483_000]) {
        const refused = await callRoute(postCheckout, '/api/checkout', {
          method: 'POST',
          session: token,
          json: checkoutBody(user.email, { term: 'lifetime', pcNum: 3, licenseId }),
        });
        answers.push({ status: refused.status, body: await refused.json() });
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toMatchObject({ status: 422, body: { errors: [{ field: 'term', code: 'planUnavailable' }] } });
      expect(logged.lines()).toEqual([
        expect.objectContaining({ userId: user.id, resource: 'license', id: String(license.id), path: '/api/checkout' }),
        expect.objectContaining({ userId: user.id, resource: 'license', id: '2147483000' }),
      ]);
    } finally {
      logged.stop();
    }
    expect(await db().$count(orders, eq(orders.userId, user.id))).toBe(0);
    expect(await db().$count(orders, eq(orders.upgradesLicenseId, license.id))).toBe(0);
  });

  it('offers auto-renewal only for card and PayPal subscriptions outside China', async () => {
    const { user, token } = await buyer();
    for (const fields of [{ paymentMethod: 'alipay' }, { country: 'CN' }, { term: 'lifetime', pcNum: 1 }]) {
      const response = await callRoute(postCheckout, '/api/checkout', {
        method: 'POST',
        session: token,
        json: checkoutBody(user.email, { autoRenew: true, ...fields }),
      });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'autoRenew', code: 'autoRenewNotAllowed' })]);
    }
    expect((await startOrder(token, user.email, { autoRenew: true, paymentMethod: 'paypal' })).response.status).toBe(201);
  });
});

describe(`POST /api/payments/fake (${testDriver})`, () => {
  it("pays the owner's order once, however often it is asked, and grants the plan once", async () => {
    const { user, token } = await buyer();
    const { body } = await startOrder(token, user.email);
    const pay = () =>
      callRoute(postFakePayment, '/api/payments/fake', { method: 'POST', session: token, json: { order: body.order.id, action: 'pay' } });
    const answers = await Promise.all([pay(), pay(), pay()]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: 'paid', redirectUrl: `/account/payment/thank-you?order=${body.order.id}` });
    }
    expect((await pay()).status).toBe(200);
    expect(await grantsOf(user.id)).toBe(1);
    expect(await db().$count(invoices, eq(invoices.orderId, body.order.id))).toBe(1);
    const [membership] = await db().select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership).toMatchObject({ kind: 'subscription', periodMonths: 12, pcNum: 2, status: 'active', orderId: body.order.id });

    // Settled: it can be neither failed nor cancelled any more.
    const late = await callRoute(postFakePayment, '/api/payments/fake', {
      method: 'POST',
      session: token,
      json: { order: body.order.id, action: 'cancel' },
    });
    expect(late.status).toBe(409);
  });

  it("answers 404 for another buyer's order, and leaves it pending", async () => {
    const owner = await buyer();
    const { body } = await startOrder(owner.token, owner.user.email);
    const stranger = await buyer();
    for (const action of ['pay', 'fail', 'cancel']) {
      const response = await callRoute(postFakePayment, '/api/payments/fake', {
        method: 'POST',
        session: stranger.token,
        json: { order: body.order.id, action },
      });
      expect(response.status).toBe(404);
    }
    expect(
      (
        await callRoute(postFakePayment, '/api/payments/fake', {
          method: 'POST',
          session: stranger.token,
          json: { order: 2_000_000, action: 'pay' },
        })
      ).status,
    ).toBe(404);
    const [row] = await db().select().from(orders).where(eq(orders.id, body.order.id));
    expect(row?.status).toBe('pending');
    expect(await grantsOf(owner.user.id)).toBe(0);
    expect(await grantsOf(stranger.user.id)).toBe(0);
  });

  /** A reseller, a customer it bought a paid plan for (ended since), and the customer's own pending order. */
  async function resellersCustomerOrder() {
    const reseller = await buyer();
    await db().update(users).set({ isPartner: true }).where(eq(users.id, reseller.user.id));
    const clientEmail = `client-${randomUUID().slice(0, 8)}@example.com`;
    const { body: gift } = await startOrder(reseller.token, reseller.user.email, { recipientEmail: clientEmail });
    expect(
      (
        await callRoute(postFakePayment, '/api/payments/fake', {
          method: 'POST',
          session: reseller.token,
          json: { order: gift.order.id, action: 'pay' },
        })
      ).status,
    ).toBe(200);
    const [client] = await db().select().from(users).where(eq(users.email, clientEmail));
    if (!client) throw new Error('the gift made no account');
    await db().update(memberships).set({ status: 'finished' }).where(eq(memberships.userId, client.id));
    const { token: clientToken } = await createSession(db(), client.id);
    const { body } = await startOrder(clientToken, client.email);
    return { reseller, clientToken, orderId: body.order.id };
  }

  it("answers 404 to a reseller paying, failing or cancelling its customer's order, and changes nothing", async () => {
    const { reseller, clientToken, orderId } = await resellersCustomerOrder();
    const logged = watchNotOwned();
    for (const action of ['pay', 'fail', 'cancel']) {
      const response = await callRoute(postFakePayment, '/api/payments/fake', {
        method: 'POST',
        session: reseller.token,
        ip: '198.51.100.1',
        json: { order: orderId, action },
      });
      expect(response.status).toBe(404);
    }
    expect(logged.lines()).toEqual(
      Array(3).fill({
        access: 'not-owned',
        userId: reseller.user.id,
        ip: expect.stringMatching(/^198\.51\.100\./),
        resource: 'order',
        id: orderId,
        method: 'POST',
        path: '/api/payments/fake',
      }),
    );
    logged.stop();
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'pending', paidAt: null });
    expect(await db().$count(invoices, eq(invoices.orderId, orderId))).toBe(0);
    expect(await db().$count(memberships, eq(memberships.orderId, orderId))).toBe(0);
    // Nor does /accept-fake-payment show it to the reseller, with its buttons (the page's 404).
    expect(await checkoutSummary(db(), reseller.user.id, orderId)).toBeNull();

    // The buyer still pays it.
    const paid = await callRoute(postFakePayment, '/api/payments/fake', {
      method: 'POST',
      session: clientToken,
      json: { order: orderId, action: 'pay' },
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: 'paid' });
  });

  it("leaves a reseller's customer to cancel their own order", async () => {
    const { reseller, clientToken, orderId } = await resellersCustomerOrder();
    expect(
      (
        await callRoute(postFakePayment, '/api/payments/fake', {
          method: 'POST',
          session: reseller.token,
          json: { order: orderId, action: 'cancel' },
        })
      ).status,
    ).toBe(404);
    const cancelled = await callRoute(postFakePayment, '/api/payments/fake', {
      method: 'POST',
      session: clientToken,
      json: { order: orderId, action: 'cancel' },
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
  });

  it('a failed payment grants nothing, counts no coupon and cannot be paid afterwards', async () => {
    const { user, token } = await buyer();
    const coupon = await makeCoupon(db(), { kind: 'percent', percentOff: 15, usageLimit: 5 });
    const { body } = await startOrder(token, user.email, { couponCode: coupon.code });
    const failed = await callRoute(postFakePayment, '/api/payments/fake', {
      method: 'POST',
      session: token,
      json: { order: body.order.id, action: 'fail' },
    });
    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual({ status: 'failed', redirectUrl: '/checkout?term=1y&pc=2&payment=failed' });

    const pay = await callRoute(postFakePayment, '/api/payments/fake', {
      method: 'POST',
      session: token,
      json: { order: body.order.id, action: 'pay' },
    });
    expect(pay.status).toBe(409);
    expect(await grantsOf(user.id)).toBe(0);
    expect(await db().$count(invoices, eq(invoices.orderId, body.order.id))).toBe(0);
    const [counted] = await db().select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon.id));
    expect(counted?.usedCount).toBe(0);
  });

  it('a cancelled payment sends the buyer back to checkout in their language', async () => {
    const { user, token } = await buyer();
    const { body } = await startOrder(token, user.email, { term: 'lifetime', pcNum: 3, locale: 'zh-CN' });
    expect(body.redirectUrl).toBe(`/zh-CN/accept-fake-payment?order=${body.order.id}`);
    const cancelled = await callRoute(postFakePayment, '/api/payments/fake', {
      method: 'POST',
      session: token,
      json: { order: body.order.id, action: 'cancel', locale: 'zh-CN' },
    });
    expect(await cancelled.json()).toEqual({ status: 'cancelled', redirectUrl: '/zh-CN/checkout?term=lifetime&pc=3&payment=cancelled' });
    expect(await grantsOf(user.id)).toBe(0);
  });

  it('is 404 while a real provider is configured', async () => {
    const { user, token } = await buyer();
    const { body } = await startOrder(token, user.email);
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_configured');
    const response = await callRoute(postFakePayment, '/api/payments/fake', {
      method: 'POST',
      session: token,
      json: { order: body.order.id, action: 'pay' },
    });
    expect(response.status).toBe(404);
    expect(await grantsOf(user.id)).toBe(0);
  });
});

describe(`gifts (${testDriver})`, () => {
  it('a paid gift lands on the recipient, made with an auto password once paid and mailed a sign-in link', async () => {
    const { user, token } = await buyer();
    const recipientEmail = `gift-${randomUUID().slice(0, 8)}@example.com`;
    const { body } = await startOrder(token, user.email, { recipientEmail });
    // Nobody is made an account, nor mailed, before the gift is paid.
    expect(await db().$count(users, eq(users.email, recipientEmail))).toBe(0);
    expect(await db().$count(mailMessages, eq(mailMessages.to, recipientEmail))).toBe(0);

    await callRoute(postFakePayment, '/api/payments/fake', {
      method: 'POST',
      session: token,
      json: { order: body.order.id, action: 'pay' },
    });
    const [recipient] = await db().select().from(users).where(eq(users.email, recipientEmail));
    expect(recipient?.isAutoPassword).toBe(true);
    expect(await grantsOf(user.id)).toBe(0);
    expect(await grantsOf(recipient!.id)).toBe(1);
    const mails = await db().select().from(mailMessages).where(eq(mailMessages.to, recipientEmail));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'gift-received', subject: 'You have been given Remapper' });
    expect(mails[0]?.text).toContain('/user/sign-in-by-hash?hash=');
    expect(mails[0]?.text).toContain(user.email);
  });

  it('refuses a gift to someone who holds such a plan already (409)', async () => {
    const { user, token } = await buyer();
    const held = await buyer();
    await db()
      .insert(memberships)
      .values({
        userId: held.user.id,
        kind: 'subscription',
        periodMonths: 12,
        pcNum: 1,
        startsAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000 * 30),
        status: 'active',
      });
    const response = await callRoute(postCheckout, '/api/checkout', {
      method: 'POST',
      session: token,
      json: checkoutBody(user.email, { recipientEmail: held.user.email }),
    });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("The recipient's account already has an active plan of this kind.");
  });
});

describe(`the checkout's title and non-upgradable tabs (${testDriver})`, () => {
  const DAY = 86_400_000;
  const hold = (userId: number, kind: 'subscription' | 'lifetime', expiresAt: Date | null, status: 'active' | 'finished' = 'active') =>
    db()
      .insert(memberships)
      .values({
        userId,
        kind,
        periodMonths: kind === 'lifetime' ? 0 : 12,
        pcNum: 1,
        startsAt: new Date(Date.now() - 400 * DAY),
        expiresAt,
        status,
      });

  it('is a new plan, an upgrade or a renewal by what the account holds and held', async () => {
    const fresh = await makeUser(db());
    expect(await checkoutStanding(fresh.id, { db: db() })).toEqual({ mode: 'new', held: null });
    expect(upgradableTerms({ mode: 'new', held: null })).toEqual({ '3m': true, '1y': true, lifetime: true });

    const subscribed = await makeUser(db());
    const ends = new Date(Date.now() + 30 * DAY);
    await hold(subscribed.id, 'subscription', ends);
    const upgrade = await checkoutStanding(subscribed.id, { db: db() });
    expect(upgrade).toEqual({ mode: 'upgrade', held: { kind: 'subscription', periodMonths: 12, pcNum: 1, expiresAt: ends.toISOString() } });
    // From 1 year for 1 PC: more PCs for a year, lifetime, or the same year again (a renewal); never 3 months.
    expect(upgradableTerms(upgrade)).toEqual({ '3m': false, '1y': true, lifetime: true });

    const lifetime = await makeUser(db());
    await hold(lifetime.id, 'lifetime', null);
    // From lifetime for 1 PC: only lifetime for more PCs.
    expect(upgradableTerms(await checkoutStanding(lifetime.id, { db: db() }))).toEqual({ '3m': false, '1y': false, lifetime: true });
    const allIn = await makeUser(db());
    await db()
      .insert(memberships)
      .values({ userId: allIn.id, kind: 'lifetime', periodMonths: 0, pcNum: 3, startsAt: new Date(), status: 'active' });
    expect(upgradableTerms(await checkoutStanding(allIn.id, { db: db() }))).toEqual({ '3m': false, '1y': false, lifetime: false });

    const lapsed = await makeUser(db());
    await hold(lapsed.id, 'subscription', new Date(Date.now() - 30 * DAY), 'finished');
    expect(await checkoutStanding(lapsed.id, { db: db() })).toEqual({ mode: 'renewal', held: null });
  });
});
