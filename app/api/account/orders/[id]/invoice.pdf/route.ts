import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route, searchParam } from '@/lib/http/route';
import { logNotOwned } from '@/lib/auth/audit';
import { invoiceDocumentFor } from '@/lib/commerce/invoice-document';
import { renderInvoicePdf } from '@/lib/commerce/invoice-pdf';
import { parseOrderId } from '@/lib/commerce/order-summary';
import { uiMessages } from '@/lib/content/ui-messages';
import { isLocale } from '@/lib/i18n/config';

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/account/orders/{id}/invoice.pdf?locale=: the order's invoice as a PDF, in the page's language.
 * 404 'Invoice Details Not Found' for an order the account may not see or that has no invoice; 409 with
 * spec 8's warning while the buyer's profile lacks the billing an invoice must name.
 */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params;
  return route('/api/account/orders/[id]/invoice.pdf', { session: 'user' }, async ({ db, locale: requested, signedIn }) => {
    const named = searchParam(request, 'locale');
    const locale = isLocale(named) ? named : requested;
    const messages = await uiMessages(locale);
    const orderId = parseOrderId(id);
    const invoice = orderId === null ? null : await invoiceDocumentFor(signedIn.user.id, orderId, messages, locale, { db });
    if (!invoice) {
      logNotOwned(request, signedIn.user.id, 'invoice', id);
      return Response.json({ message: messages.common.invoice.notFound }, { status: 404, headers: PRIVATE_NO_STORE });
    }
    if (!invoice.complete)
      return Response.json({ message: messages.shop.invoice.profileIncomplete }, { status: 409, headers: PRIVATE_NO_STORE });
    const pdf = await renderInvoicePdf(invoice.view);
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...PRIVATE_NO_STORE,
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${invoice.view.fileName}"`,
        'x-content-type-options': 'nosniff',
      },
    });
  })(request);
}
