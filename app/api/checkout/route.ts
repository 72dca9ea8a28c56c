import { startCheckout } from '@/lib/commerce/checkout';
import { backToCheckoutPath, thankYouPath } from '@/lib/commerce/checkout-paths';
import { CHECKOUT_RATE_LIMITS } from '@/lib/commerce/limits';
import { checkoutRefusal, fieldErrorsOf, invalidFieldsResponse, startCheckoutAnswer } from '@/lib/http/checkout';
import { route } from '@/lib/http/route';
import { paymentProvider } from '@/lib/commerce/payment-providers';
import { siteUrl } from '@/lib/site/url';
import { createCheckoutSchema, idempotencyKeySchema } from '@/lib/commerce/checkout-schema';
import { isDisposableEmail } from '@/lib/validation/disposable-email';

const checkoutSchema = createCheckoutSchema({ isDisposableEmail });

/**
 * POST /api/checkout `{ term, pcNum, country, vatNumber?, paymentMethod, email, recipientEmail?, couponCode?,
 * autoRenew?, idempotencyKey }` -> 201 `{ order, redirectUrl }`: a pending order at the server's price (a
 * price in the body is ignored), handed to the configured payment provider. The same key again answers the
 * same order. 401 signed out, 409 when the account (or the gift's recipient) holds such a plan already.
 */
export const POST = route(
  '/api/checkout',
  {
    sameOrigin: true,
    body: 'json',
    session: 'user',
    rateLimits: [
      [CHECKOUT_RATE_LIMITS.orderPerUser, 'user'],
      [CHECKOUT_RATE_LIMITS.orderPerIp, 'ip'],
    ],
    refuse: checkoutRefusal,
  },
  async ({ request, db, body, locale, signedIn: { user } }) => {
    const parsed = checkoutSchema.safeParse(body);
    const key = idempotencyKeySchema.safeParse(body.idempotencyKey);
    if (!parsed.success || !key.success) {
      const errors = [
        ...(parsed.success ? [] : fieldErrorsOf(parsed.error)),
        ...(key.success ? [] : [{ field: 'idempotencyKey', code: 'required' as const }]),
      ];
      return invalidFieldsResponse(errors, locale);
    }

    const site = siteUrl();
    const provider = paymentProvider();
    const outcome = await startCheckout(db, {
      buyer: { id: user.id, email: user.email },
      values: parsed.data,
      idempotencyKey: key.data,
      locale,
      provider,
      urls: {
        returnUrl: (order) => new URL(thankYouPath(locale, order.id), site).href,
        cancelUrl: (order) => new URL(backToCheckoutPath(locale, order.plan, 'cancelled'), site).href,
      },
      thankYouPath: (orderId) => thankYouPath(locale, orderId),
    });

    return startCheckoutAnswer(outcome, { request, userId: user.id, locale });
  },
);
