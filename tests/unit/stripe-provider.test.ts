import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@/lib/commerce/orders';
import { paymentProvider } from '@/lib/commerce/payment-providers';
import { fakeProvider } from '@/lib/commerce/payment-providers/fake';
import { createStripeProvider, planName } from '@/lib/commerce/payment-providers/stripe';

// startPayment against a stand-in for Stripe's API on loopback (the client's host/port/protocol options):
// what goes over the wire is checked, and nothing leaves the machine.

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

let server: Server;
let stripe: Stripe;
const received: Received[] = [];
const CHECKOUT_SESSION = { id: 'cs_test_a1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' };
/** What the stand-in answers the next request with; a Checkout Session unless a test says otherwise. */
let reply: (request: Received) => { status: number; body: unknown } = () => ({ status: 200, body: CHECKOUT_SESSION });

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const entry = { method: request.method, url: request.url, headers: request.headers, form: new URLSearchParams(body) };
      received.push(entry);
      const answer = reply(entry);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stripe = new Stripe('sk_test_stand_in', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const order: Order = {
  id: 4217,
  status: 'pending',
  buyerUserId: 7,
  buyerEmail: 'mei.lin@example.com',
  recipientUserId: 7,
  giftRecipientEmail: null,
  locale: 'en',
  plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 },
  currencyCode: 'EUR',
  subtotal: 2419,
  discount: 0,
  vat: 581,
  total: 3000,
  vatRate: 2400,
  vatInclusive: true,
  reverseCharge: false,
  vatNumber: null,
  country: 'FI',
  couponId: null,
  couponOverLimit: false,
  paymentMethod: 'card',
  provider: 'stripe',
  providerReference: null,
  autoRenew: false,
  createdAt: new Date('2026-11-23T12:00:00Z'),
  paidAt: null,
  providerPaymentId: null,
  providerCustomerId: null,
  renewsMembershipId: null,
  upgradesLicenseId: null,
  refundedAt: null,
};

const urls = {
  returnUrl: 'https://remapper.example/zh-CN/account/orders/4217',
  cancelUrl: 'https://remapper.example/zh-CN/checkout?cancelled=4217',
};

describe('the Stripe adapter', () => {
  it('creates a one-time Checkout Session for the order and returns its URL and id', async () => {
    const start = await createStripeProvider(() => stripe).startPayment(order, urls, 'zh-CN');
    expect(start).toStrictEqual({ redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1', providerReference: 'cs_test_a1' });

    expect(received).toHaveLength(1);
    const [request] = received as [Received];
    expect([request.method, request.url]).toStrictEqual(['POST', '/v1/checkout/sessions']);
    expect(request.headers.authorization).toBe('Bearer sk_test_stand_in');
    expect(Object.fromEntries(request.form)).toStrictEqual({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '3000',
      'line_items[0][price_data][product_data][name]': 'Remapper: 12-month subscription, 2 PCs',
      client_reference_id: '4217',
      'metadata[order_id]': '4217',
      'payment_intent_data[metadata][order_id]': '4217',
      customer_email: 'mei.lin@example.com',
      locale: 'zh',
      success_url: urls.returnUrl,
      cancel_url: urls.cancelUrl,
    });
  });

  it.each([
    ['paypal', { 'allowed_payment_method_types[0]': 'paypal' }],
    ['alipay', { 'allowed_payment_method_types[0]': 'alipay' }],
    ['wechat', { 'allowed_payment_method_types[0]': 'wechat_pay', 'payment_method_options[wechat_pay][client]': 'web' }],
  ])('offers only the purchase method chosen at checkout: %s', async (paymentMethod, expected) => {
    received.length = 0;
    await createStripeProvider(() => stripe).startPayment({ ...order, paymentMethod }, urls, 'en');
    const form = Object.fromEntries((received[0] as Received).form);
    expect(form).toMatchObject(expected);
    expect(Object.keys(form).filter((key) => key.startsWith('allowed_payment_method_types'))).toHaveLength(1);
  });

  it('keeps the card of an auto-renewing subscription on a customer, for its renewals', async () => {
    received.length = 0;
    await createStripeProvider(() => stripe).startPayment({ ...order, autoRenew: true }, urls, 'en');
    const form = Object.fromEntries((received[0] as Received).form);
    expect(form).toMatchObject({ 'payment_intent_data[setup_future_usage]': 'off_session', customer_creation: 'always' });
  });

  it('charges a renewal off-session to the saved card, once per order', async () => {
    received.length = 0;
    reply = (request) =>
      request.method === 'GET'
        ? { status: 200, body: { id: 'pi_first', object: 'payment_intent', payment_method: 'pm_saved' } }
        : {
            status: 200,
            body: { id: 'pi_renewal', object: 'payment_intent', status: 'succeeded', amount_received: 3000, currency: 'eur' },
          };
    const result = await createStripeProvider(() => stripe).chargeRenewal(order, {
      providerPaymentId: 'pi_first',
      providerCustomerId: 'cus_1',
    });
    expect(result).toStrictEqual({ kind: 'paid', providerPaymentId: 'pi_renewal', amount: 3000, currency: 'EUR' });
    const [retrieve, create] = received as [Received, Received];
    expect([retrieve.method, retrieve.url]).toStrictEqual(['GET', '/v1/payment_intents/pi_first']);
    expect([create.method, create.url]).toStrictEqual(['POST', '/v1/payment_intents']);
    expect(create.headers['idempotency-key']).toBe('renewal-order-4217');
    expect(Object.fromEntries(create.form)).toMatchObject({
      amount: '3000',
      currency: 'eur',
      customer: 'cus_1',
      payment_method: 'pm_saved',
      off_session: 'true',
      confirm: 'true',
      'metadata[order_id]': '4217',
    });
  });

  it('a declined renewal is a failed attempt, with the decline code; no saved card charges nothing', async () => {
    received.length = 0;
    reply = (request) =>
      request.method === 'GET'
        ? { status: 200, body: { id: 'pi_first', object: 'payment_intent', payment_method: 'pm_saved' } }
        : {
            status: 402,
            body: {
              error: {
                type: 'card_error',
                code: 'card_declined',
                decline_code: 'insufficient_funds',
                message: 'Your card has insufficient funds.',
              },
            },
          };
    const provider = createStripeProvider(() => stripe);
    expect(await provider.chargeRenewal(order, { providerPaymentId: 'pi_first', providerCustomerId: 'cus_1' })).toStrictEqual({
      kind: 'declined',
      reason: 'insufficient_funds',
    });
    received.length = 0;
    expect(await provider.chargeRenewal(order, { providerPaymentId: null, providerCustomerId: null })).toStrictEqual({
      kind: 'declined',
      reason: 'no_saved_payment_method',
    });
    expect(received).toHaveLength(0);
    reply = () => ({ status: 200, body: CHECKOUT_SESSION });
  });

  it('names the plans', () => {
    expect(planName({ kind: 'lifetime', periodMonths: 0, pcNum: 1 })).toBe('Remapper: lifetime access, 1 PC');
    expect(planName({ kind: 'subscription', periodMonths: 3, pcNum: 5 })).toBe('Remapper: 3-month subscription, 5 PCs');
  });
});

describe('paymentProvider()', () => {
  it('is Stripe with STRIPE_SECRET_KEY, else the fake provider', () => {
    expect(paymentProvider({ STRIPE_SECRET_KEY: 'sk_test_x' }).name).toBe('stripe');
    expect(paymentProvider({}).name).toBe('fake');
  });

  it('the fake provider sends the buyer to /accept-fake-payment in their locale', async () => {
    const fake = { ...order, provider: 'fake' as const };
    expect(await fakeProvider.startPayment(fake, urls, 'en')).toStrictEqual({
      redirectUrl: '/accept-fake-payment?order=4217',
      providerReference: null,
    });
    expect(await fakeProvider.startPayment(fake, urls, 'zh-CN')).toStrictEqual({
      redirectUrl: '/zh-CN/accept-fake-payment?order=4217',
      providerReference: null,
    });
  });
});
