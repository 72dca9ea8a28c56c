import { shopInvoiceDocument } from '@/lib/commerce/invoice-document';
import { parseOrderId } from '@/lib/commerce/order-summary';
import { uiMessages } from '@/lib/content/ui-messages';
import { isLocale } from '@/lib/i18n/config';
import { NO_STORE } from '@/lib/http/responses';
import { route, searchParam } from '@/lib/http/route';

/**
 * GET /api/e2e/invoices?order_id=&locale= -> `{ complete, invoice }`: an order's invoice as the shop holds it, worded
 * as its page and PDF are (lib/commerce/invoice-view.ts), whoever bought it; there is no staff area yet to read it in.
 * Exists only for the end-to-end tests (E2E_TEST_ROUTES=1); anywhere else it answers 404.
 */
export const GET = route('/api/e2e/invoices', { testOnly: true }, async ({ db, request }) => {
  const orderId = parseOrderId(searchParam(request, 'order_id') ?? '');
  const named = searchParam(request, 'locale');
  const locale = isLocale(named) ? named : 'en';
  const document = orderId === null ? null : await shopInvoiceDocument(db, orderId, await uiMessages(locale), locale);
  if (!document) return Response.json({ message: 'No invoice' }, { status: 404, headers: NO_STORE });
  return Response.json({ complete: document.complete, invoice: document.view }, { headers: NO_STORE });
});
