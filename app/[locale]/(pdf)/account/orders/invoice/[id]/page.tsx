import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { InvoiceSheet } from '@/components/invoice/invoice-sheet';
import { requireSignedIn } from '@/lib/auth/guard';
import { invoiceDocumentFor } from '@/lib/commerce/invoice-document';
import { parseOrderId } from '@/lib/commerce/order-summary';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'shop.invoice' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * spec 2 /account/orders/invoice/{id} in the pdf layout: the invoice of an order the signed-in account may
 * see; any other id is a 404 with 'Invoice Details Not Found' (not-found.tsx beside this file).
 */
export default async function InvoicePage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = toLocale(segment);
  setRequestLocale(locale);
  const { user } = await requireSignedIn(locale, localizedPath(locale, `/account/orders/invoice/${id}`));
  const orderId = parseOrderId(id);
  const messages = (await getMessages({ locale })) as Messages;
  const invoice = orderId === null ? null : await invoiceDocumentFor(user.id, orderId, messages, locale);
  if (!invoice) notFound();
  return <InvoiceSheet document={invoice} pdfHref={`/api/account/orders/${orderId}/invoice.pdf?locale=${locale}`} />;
}
