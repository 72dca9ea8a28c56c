import { CHECKOUT_RATE_LIMITS } from '@/lib/commerce/limits';
import { checkoutMessageResponse, checkoutRefusal, fakePaymentAnswer } from '@/lib/http/checkout';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
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
    return fakePaymentAnswer(outcome, { request, userId: signedIn.user.id, locale }, parsed.data.order);
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
