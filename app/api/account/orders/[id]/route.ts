import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { logNotOwned } from '@/lib/auth/audit';
import { orderDetailFor, parseOrderId } from '@/lib/commerce/order-summary';
import { messagesFor } from '@/lib/i18n/held-messages';

type Context = { params: Promise<{ id: string }> };

/** GET /api/account/orders/{id}: `{ order }`; 404 for an order the signed-in account may not see. */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params;
  return route('/api/account/orders/[id]', { session: 'user' }, async ({ db, locale, signedIn }) => {
    const orderId = parseOrderId(id);
    const order = orderId === null ? null : await orderDetailFor(signedIn.user.id, orderId, { db });
    if (!order) {
      logNotOwned(request, signedIn.user.id, 'order', id);
      return Response.json({ message: messagesFor(locale).shop.orders.notFound }, { status: 404, headers: PRIVATE_NO_STORE });
    }
    return Response.json({ order }, { headers: PRIVATE_NO_STORE });
  })(request);
}
