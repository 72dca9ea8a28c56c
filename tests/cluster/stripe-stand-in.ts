import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// The part of Stripe's API a renewal uses (lib/commerce/payment-providers/stripe.ts chargeRenewalWithStripe), on
// loopback: the first payment's PaymentIntent is read for its card, and a new one is confirmed at once. Every
// creation is recorded with its idempotency key, so a test can count what was charged.

export interface StripeStandIn {
  url: string;
  /** Each PaymentIntent creation received: its idempotency key and form fields. */
  created: { idempotencyKey: string | undefined; form: URLSearchParams }[];
  close: () => Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const created: StripeStandIn['created'] = [];
  const answers = new Map<string, unknown>();
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${created.length}` });
        response.end(JSON.stringify(value));
      };
      const retrieve = /^\/v1\/payment_intents\/([\w-]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && retrieve) {
        return reply(200, {
          id: retrieve[1],
          object: 'payment_intent',
          status: 'succeeded',
          payment_method: 'pm_cluster',
          customer: 'cus_cluster',
        });
      }
      if (request.method === 'POST' && request.url === '/v1/payment_intents') {
        const key = request.headers['idempotency-key'];
        const idempotencyKey = Array.isArray(key) ? key[0] : key;
        const form = new URLSearchParams(body);
        created.push({ idempotencyKey, form });
        // Stripe answers a repeated key with the first answer, and charges once.
        const known = idempotencyKey ? answers.get(idempotencyKey) : undefined;
        if (known) return reply(200, known);
        const intent = {
          id: `pi_renewal_${created.length}`,
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(form.get('amount')),
          amount_received: Number(form.get('amount')),
          currency: form.get('currency'),
        };
        if (idempotencyKey) answers.set(idempotencyKey, intent);
        return reply(200, intent);
      }
      reply(404, { error: { type: 'invalid_request_error', message: `The stand-in does not answer ${request.method} ${request.url}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    created,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
