import { eq } from 'drizzle-orm';
import { type DatabaseOrTransaction, getDb, type InDatabase } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { currencyDetailsByCode } from './currency';
import { type InvoiceView, invoiceView } from './invoice-view';
import { receivableInvoiceFor } from './invoices';

export interface InvoiceDocument {
  view: InvoiceView;
  /** False while the buyer's profile lacks what an invoice must name (spec 8's warning; no PDF yet). */
  complete: boolean;
}

/**
 * spec 2 /account/orders/invoice/{id} and its PDF: the invoice of an order `userId` may see, worded in
 * `locale`; null for any other id (spec 8 'Invoice Details Not Found', a 404).
 */
export async function invoiceDocumentFor(
  userId: number,
  orderId: number,
  messages: Messages,
  locale: Locale,
  { db = getDb() }: InDatabase = {},
): Promise<InvoiceDocument | null> {
  const found = await receivableInvoiceFor(db, userId, orderId);
  if (!found) return null;
  const currency = await currencyDetailsByCode(db, found.invoice.order.currencyCode);
  return { view: invoiceView(found.invoice, currency, messages, locale), complete: found.complete };
}

/**
 * The invoice of order `orderId` as the shop holds it, whoever bought it (an erased account's too): what the
 * shop's own bookkeeping reads. Null when the order has no invoice.
 */
export async function shopInvoiceDocument(
  db: DatabaseOrTransaction,
  orderId: number,
  messages: Messages,
  locale: Locale,
): Promise<InvoiceDocument | null> {
  const [order] = await db.select({ buyerUserId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return order ? invoiceDocumentFor(order.buyerUserId, orderId, messages, locale, { db }) : null;
}
