import { checkoutQuoteSchema, createCheckoutSchema, fakePaymentSchema } from '@/lib/commerce/checkout-schema';
import { bodyOf, json, limited, locale, ref, refused, type Paths } from './parts';

// The checkout, its quote, the payment providers' calls back.

export const checkoutPaths: Paths = {
  '/api/checkout/quote': {
    post: {
      summary: 'Price a plan choice: subtotal, discount, VAT and total, computed on the server',
      tags: ['shop'],
      description:
        "With a coupon, `message` is 'Coupon is applied!'. A refused VAT number ('Invalid VAT number') or coupon ('Please enter a valid coupon code') answers 422 with `errors` and the `quote` without them.",
      requestBody: bodyOf(checkoutQuoteSchema, { locale }),
      responses: {
        '200': json('The quote.', {
          type: 'object',
          properties: { quote: { type: 'object' }, message: { type: 'string' } },
          required: ['quote'],
        }),
        ...refused,
        ...limited,
      },
    },
  },
  '/api/checkout': {
    post: {
      summary: "Create a pending order at the server's price and start paying it",
      tags: ['shop'],
      security: [{ session: [] }],
      description:
        'Any price in the body is ignored. The same `idempotencyKey` from the same buyer answers the same order. `redirectUrl` is where the browser goes to pay: ' +
        "the payment provider's page, or /accept-fake-payment while no real provider is configured.",
      requestBody: bodyOf(createCheckoutSchema(), { locale, idempotencyKey: { type: 'string', minLength: 8, maxLength: 100 } }),
      responses: {
        '201': json('The order and where to pay it.', {
          type: 'object',
          properties: { order: { type: 'object' }, redirectUrl: { type: 'string' } },
          required: ['order', 'redirectUrl'],
        }),
        '401': json('Signed out.', ref('Message')),
        '409': json(
          'The account (or the gift recipient) already holds such a plan, or the key was used for another purchase.',
          ref('Message'),
        ),
        '502': json('The payment provider could not be reached; the order stays pending.', ref('Message')),
        ...refused,
        ...limited,
      },
    },
  },
  '/api/payments/fake': {
    post: {
      summary: 'Pay, fail or cancel your own pending order with the fake provider (/accept-fake-payment)',
      tags: ['payments'],
      security: [{ session: [] }],
      description:
        "Exists only while no real payment provider is configured: 404 otherwise, and for an order that is not the caller's. Paying twice grants once.",
      requestBody: bodyOf(fakePaymentSchema, { locale }),
      responses: {
        '200': json('Settled; `redirectUrl` is the thank-you page or back to checkout.', {
          type: 'object',
          properties: { status: { type: 'string' }, redirectUrl: { type: 'string' } },
        }),
        '401': json('Signed out.', ref('Message')),
        '404': json('No fake provider, or not your order.', ref('Message')),
        '409': json('The order is no longer pending.', ref('Message')),
        ...refused,
        ...limited,
      },
    },
  },
  '/api/payments/stripe/webhook': {
    post: {
      summary: "Stripe's signed webhook: Checkout Session completed, async payment succeeded or failed, expired",
      description:
        'Called by Stripe, not by browsers: no Origin check; the `Stripe-Signature` header over the raw body, at most 5 minutes old, proves the sender. ' +
        'A genuine event that cannot be applied (another amount or currency, an unknown order) answers 200 and is logged for staff, so Stripe does not redeliver it.',
      tags: ['payments'],
      parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', description: 'A Stripe Event, at most 256 KiB.' } } },
      },
      responses: {
        '200': json('Received; `outcome` says what it did.', {
          type: 'object',
          properties: { received: { type: 'boolean' }, outcome: { type: 'string' } },
          required: ['received', 'outcome'],
        }),
        '400': json('Missing or bad signature, altered body, or a timestamp older than 5 minutes.', ref('Message')),
        '404': json('Stripe is not configured (no STRIPE_WEBHOOK_SECRET).', ref('Message')),
        '413': json('Body over 256 KiB.', ref('Message')),
      },
    },
  },
};
