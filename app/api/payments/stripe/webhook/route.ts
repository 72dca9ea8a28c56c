import { config } from '@/lib/config';
import { handleStripeWebhook } from '@/lib/commerce/payment-providers/stripe-webhook';
import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';

// Stripe's events are a few KiB; anything far larger is not from Stripe.
const MAX_BODY_BYTES = 256 * 1024;

/**
 * POST /api/payments/stripe/webhook: Stripe's signed events (lib/commerce/payment-providers/stripe-webhook.ts). No Origin
 * check, unlike the site's other writes: Stripe's servers send no Origin, and the signature over the raw
 * body is what proves the sender. 404 while STRIPE_WEBHOOK_SECRET is unset (Stripe is not configured).
 */
// The text as sent: the signature covers its bytes, not a re-serialised copy (413 over the limit, 400 for bytes
// that are not UTF-8, which no Stripe event is).
export const POST = route('/api/payments/stripe/webhook', { body: 'text', maxBodyBytes: MAX_BODY_BYTES }, async ({ request, db, body }) => {
  const secret = config().env.STRIPE_WEBHOOK_SECRET;
  if (!secret) return Response.json({ message: 'Not found' }, { status: 404, headers: NO_STORE });
  const outcome = await handleStripeWebhook(db, body, request.headers.get('stripe-signature'), { secret });
  return Response.json(outcome.body, { status: outcome.status, headers: NO_STORE });
});
