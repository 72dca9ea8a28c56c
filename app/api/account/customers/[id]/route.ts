import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { logNotOwned } from '@/lib/auth/audit';
import { customerOf } from '@/lib/commerce/customers';
import { parseOrderId } from '@/lib/commerce/order-summary';
import { messagesFor } from '@/lib/i18n/held-messages';

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/account/customers/{id}: `{ customer }` with every plan the reseller bought for them; 404 for an
 * account that is not the signed-in reseller's customer (another reseller's among them), 403 for a non-reseller.
 */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params;
  return route('/api/account/customers/[id]', { session: 'reseller' }, async ({ db, locale, signedIn }) => {
    const texts = messagesFor(locale).shop.customers;
    // Account ids share the shape of order ids: a positive integer in PostgreSQL's range.
    const customerId = parseOrderId(id);
    const customer = customerId === null ? null : await customerOf(signedIn.user.id, customerId, { db });
    if (!customer) {
      logNotOwned(request, signedIn.user.id, 'customer', id);
      return Response.json({ message: texts.notFound }, { status: 404, headers: PRIVATE_NO_STORE });
    }
    return Response.json({ customer }, { headers: PRIVATE_NO_STORE });
  })(request);
}
