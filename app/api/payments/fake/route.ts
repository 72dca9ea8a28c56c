import { logNotOwned } from '@/lib/auth/audit';
import { backToCheckoutPath, thankYouPath } from '@/lib/commerce/checkout-paths';
import { CHECKOUT_RATE_LIMITS } from '@/lib/commerce/limits';
import { checkoutMessageResponse, checkoutRefusal } from '@/lib/http/checkout';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { messagesFor } from '@/lib/i18n/held-messages';
import { fakePaymentsEnabled, settleFakePayment } from '@/lib/commerce/payment-providers/fake-payment';
import { fakePaymentSchema } from '@/lib/commerce/checkout-schema';

const handle = route(
  '/api/payments/fake',
  {
    sameOrigin: true,
    body: 'json',
    session: 'user',
    rateLimits: [[CHECKOUT_RATE_LIMITS.fakePaymentPerUser, 'user']],
    refuse: checkoutRefusal,
  },
  async ({ request, db, body, locale, signedIn }) => {
    const parsed = fakePaymentSchema.safeParse(body);
    if (!parsed.success) return checkoutMessageResponse(400, 'badRequest', locale);
    const outcome = await settleFakePayment(db, signedIn.user.id, parsed.data.order, parsed.data.action);
    switch (outcome.kind) {
      case 'notFound':
        logNotOwned(request, signedIn.user.id, 'order', parsed.data.order);
        return checkoutMessageResponse(404, 'notFound', locale);
      case 'notPending':
        return Response.json(
          {
            message: messagesFor(locale).shop.checkout.api.notPending,
            status: outcome.status,
          },
          { status: 409, headers: PRIVATE_NO_STORE },
        );
      case 'paid':
        return Response.json(
          {
            status: 'paid',
            redirectUrl: thankYouPath(locale, outcome.order.id),
          },
          { headers: PRIVATE_NO_STORE },
        );
      case 'failed':
      case 'cancelled':
        return Response.json(
          {
            status: outcome.kind,
            redirectUrl: backToCheckoutPath(locale, outcome.order.plan, outcome.kind),
          },
          { headers: PRIVATE_NO_STORE },
        );
    }
  },
);

/**
 * POST /api/payments/fake `{ order, action: 'pay' | 'fail' | 'cancel' }` -> `{ status, redirectUrl }`: the
 * buyer settles their own pending order on /accept-fake-payment. Only while the fake provider is the
 * configured one: 404 whenever a real provider is, and for any order that is not the caller's.
 */
export async function POST(request: Request): Promise<Response> {
  if (!fakePaymentsEnabled()) return Response.json({ message: 'Not found' }, { status: 404, headers: PRIVATE_NO_STORE });
  return handle(request);
}
