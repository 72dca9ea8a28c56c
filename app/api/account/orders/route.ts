import { accountReadRoute, PRIVATE_NO_STORE } from '@/lib/account/http';
import { searchParam } from '@/lib/http/route';
import { orderSummariesOf } from '@/lib/commerce/order-summary';
import { getDb } from '@/lib/db/client';

/**
 * GET /api/account/orders?client_email=: the payment history (spec 3 "Payment order"), newest first, of the
 * signed-in account (a reseller's includes its customers'); `client_email` is spec 2's 'Search client email'.
 */
export const GET = accountReadRoute('/api/account/orders', async ({ request, signedIn }) => {
  const orders = await orderSummariesOf(getDb(), signedIn.user.id, { clientEmail: searchParam(request, 'client_email') });
  return Response.json({ orders }, { headers: PRIVATE_NO_STORE });
});
