import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route, searchParam } from '@/lib/http/route';
import { orderSummariesOf } from '@/lib/commerce/order-summary';

/**
 * GET /api/account/orders?client_email=: the payment history (spec 3 "Payment order"), newest first, of the
 * signed-in account (a reseller's includes its customers'); `client_email` is spec 2's 'Search client email'.
 */
export const GET = route('/api/account/orders', { session: 'user' }, async ({ db, request, signedIn }) => {
  const orders = await orderSummariesOf(db, signedIn.user.id, { clientEmail: searchParam(request, 'client_email') });
  return Response.json({ orders }, { headers: PRIVATE_NO_STORE });
});
