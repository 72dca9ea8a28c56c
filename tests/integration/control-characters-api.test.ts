import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUT as putProfileRoute } from '@/app/api/account/profile/route';
import { GET as ordersRoute } from '@/app/api/account/orders/route';
import { POST as emailChangeRoute } from '@/app/api/account/email-change-requests/route';
import { POST as checkoutRoute } from '@/app/api/checkout/route';
import { POST as quoteRoute } from '@/app/api/checkout/quote/route';
import { POST as contactRoute } from '@/app/api/contact-requests/route';
import { POST as revalidateRoute } from '@/app/api/revalidate/route';
import { POST as authorizeAppRoute } from '@/app/api/app/authorize/route';
import { createSession } from '@/lib/auth/sessions';
import { startCheckout } from '@/lib/commerce/checkout';
import { createCheckoutSchema } from '@/lib/commerce/checkout-schema';
import { fakeProvider } from '@/lib/commerce/payment-providers/fake';
import { orders } from '@/lib/db/schema';
import { makeUser } from './shop-fixtures';
import { callRoute, TEST_SITE } from '@/tests/support/requests';
import { testDriver, withAppTestDatabase } from './test-db';

// Issue 17 "NUL bytes give 500s": each call the issue names, with a NUL (and the other control characters) in
// the field it named. PostgreSQL refuses NUL in text, so before route()'s check these answered 500, and
// POST /api/checkout a misleading 502. Now each is a 422 naming the field, in the caller's language.

const testDb = withAppTestDatabase();
const EN = 'This field contains characters that are not allowed, such as control characters.';
const ZH = '此字段包含不允许的字符（例如控制字符）。';

async function customer() {
  const user = await makeUser(testDb.db);
  const { token } = await createSession(testDb.db, user.id);
  return { user, cookie: `session=${token}` };
}

async function expectRefused(response: Response, field: string, message = EN) {
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ errors: [{ field, code: 'controlCharacters', message }] });
}

describe(`control characters in the calls of issue 17 (${testDriver})`, () => {
  it('PUT /api/account/profile: a NUL in firstName is a 422 naming it, in zh-CN when asked', async () => {
    const { cookie } = await customer();
    await expectRefused(
      await callRoute(putProfileRoute, '/api/account/profile', { method: 'PUT', cookie, json: { firstName: 'Mei\u0000' } }),
      'firstName',
    );
    const zh = await callRoute(putProfileRoute, '/api/account/profile', {
      method: 'PUT',
      cookie,
      json: { firstName: 'Mei', city: 'Hang\u0000zhou', locale: 'zh-CN' },
    });
    await expectRefused(zh, 'city', ZH);
    expect(
      (await callRoute(putProfileRoute, '/api/account/profile', { method: 'PUT', cookie, json: { firstName: 'Mei\tLin' } })).status,
    ).toBe(422);
    expect((await callRoute(putProfileRoute, '/api/account/profile', { method: 'PUT', cookie, json: { firstName: '梅 👍' } })).status).toBe(
      200,
    );
  });

  it.each([
    ['couponCode', { couponCode: 'ONCE50\u0000' }],
    ['vatNumber', { country: 'DE', vatNumber: 'DE\u0000123' }],
    ['couponCode', { couponCode: 'ONCE\ud80050' }],
  ])('POST /api/checkout/quote: %s with a control character or a lone surrogate is a 422', async (field, extra) => {
    await expectRefused(
      await callRoute(quoteRoute, '/api/checkout/quote', { method: 'POST', json: { term: '1y', pcNum: 1, ...extra } }),
      field,
    );
  });

  it('POST /api/checkout: a NUL in the coupon is a 422, not "payment could not be started"', async () => {
    const { user, cookie } = await customer();
    const body = {
      term: '1y',
      pcNum: 1,
      country: 'US',
      paymentMethod: 'card',
      email: user.email,
      couponCode: 'ONCE50\u0000',
      idempotencyKey: randomUUID(),
    };
    await expectRefused(await callRoute(checkoutRoute, '/api/checkout', { method: 'POST', cookie, json: body }), 'couponCode');
  });

  it('POST /api/contact-requests: the message takes line breaks and tabs, never NUL; the subject no line break', async () => {
    const contact = {
      form: 'contact',
      name: 'Mei Lin',
      email: 'mei.lin@example.com',
      subject: 'New PC',
      message: 'Line one,\r\n\tline two.',
    };
    expect((await callRoute(contactRoute, '/api/contact-requests', { method: 'POST', json: contact })).status).toBe(201);
    await expectRefused(
      await callRoute(contactRoute, '/api/contact-requests', {
        method: 'POST',
        json: { ...contact, message: 'Hello\u0000 there, friends' },
      }),
      'message',
    );
    await expectRefused(
      await callRoute(contactRoute, '/api/contact-requests', { method: 'POST', json: { ...contact, subject: 'New\nPC', locale: 'zh-CN' } }),
      'subject',
      ZH,
    );
  });

  it('POST /api/account/email-change-requests: a NUL in the reason is a 422; a reason on two lines is sent', async () => {
    const { user, cookie } = await customer();
    const request = { currentEmail: user.email, newEmail: `new-${user.email}`, reason: 'I lost\u0000 that mailbox.' };
    await expectRefused(
      await callRoute(emailChangeRoute, '/api/account/email-change-requests', { method: 'POST', cookie, json: request }),
      'reason',
    );
    const sent = await callRoute(emailChangeRoute, '/api/account/email-change-requests', {
      method: 'POST',
      cookie,
      json: { ...request, reason: 'I lost that mailbox.\nPlease move my account.' },
    });
    expect(sent.status).toBe(201);
  });

  it('GET /api/account/orders: a NUL in client_email is a 422 naming the parameter', async () => {
    const { cookie } = await customer();
    await expectRefused(await callRoute(ordersRoute, '/api/account/orders?client_email=a%00b', { method: 'GET', cookie }), 'client_email');
  });
});

describe(`the one body reader (${testDriver})`, () => {
  /** 10 MB in 64 KiB chunks, with no Content-Length, counting the chunks pulled. */
  function tenMegabytes() {
    const pulled = { chunks: 0 };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.chunks++ < 160) controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        else controller.close();
      },
    });
    return { body, pulled };
  }

  it.each([
    ['/api/revalidate', revalidateRoute],
    ['/api/contact-requests', contactRoute],
    ['/api/app/authorize', authorizeAppRoute],
  ] as const)('POST %s stops reading a chunked 10 MB body past its limit: 413 with a message', async (path, route) => {
    const { body, pulled } = tenMegabytes();
    const response = await callRoute(route, path, { method: 'POST', body, contentType: 'application/json', ip: '203.0.113.9' });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
    expect(pulled.chunks).toBeLessThan(10);
  });
});

describe(`POST /api/checkout's 502 (${testDriver})`, () => {
  it('is only for a provider that could not start the payment: the order stays pending', async () => {
    const user = await makeUser(testDb.db);
    const values = createCheckoutSchema().parse({ term: '1y', pcNum: 1, country: 'US', paymentMethod: 'card', email: user.email });
    const unreachable = {
      ...fakeProvider,
      startPayment: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    };
    const outcome = await startCheckout(testDb.db, {
      buyer: { id: user.id, email: user.email },
      values,
      idempotencyKey: randomUUID(),
      locale: 'en',
      provider: unreachable,
      urls: { returnUrl: () => `${TEST_SITE}/thanks`, cancelUrl: () => `${TEST_SITE}/checkout` },
      thankYouPath: () => '/thanks',
    });
    expect(outcome.kind).toBe('providerUnavailable');
    if (outcome.kind !== 'providerUnavailable') return;
    const [order] = await testDb.db.select().from(orders).where(eq(orders.id, outcome.order.id));
    expect(order?.status).toBe('pending');
  });
});
