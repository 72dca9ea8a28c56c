import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route, searchParam } from '@/lib/http/route';
import { customersOf } from '@/lib/commerce/customers';

/**
 * GET /api/account/customers?search=: the signed-in reseller's customers (spec 3 "Customer"), the most
 * recently served first; `search` is part of a customer's e-mail. 403 for an account that is not a reseller.
 */
export const GET = route('/api/account/customers', { session: 'reseller' }, async ({ db, request, signedIn }) => {
  const customers = await customersOf(db, signedIn.user.id, { search: searchParam(request, 'search') });
  return Response.json({ customers }, { headers: PRIVATE_NO_STORE });
});
