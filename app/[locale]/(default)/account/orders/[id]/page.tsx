import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { requireSignedIn } from '@/lib/auth/guard';
import { paymentMethodName, planItem } from '@/lib/commerce/invoice-view';
import { orderDetailFor, parseOrderId } from '@/lib/commerce/order-summary';
import { vatRatePercent } from '@/lib/commerce/vat-rates';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'shop.orders.detail' });
  return { title: t('title', { id }), robots: { index: false, follow: false } };
}

/** spec 2 /account/orders/{id}: one order; 404 for an id the signed-in account may not see. */
export default async function OrderPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = toLocale(segment);
  setRequestLocale(locale);
  const { user } = await requireSignedIn(locale, localizedPath(locale, `/account/orders/${id}`));
  const orderId = parseOrderId(id);
  const order = orderId === null ? null : await orderDetailFor(user.id, orderId);
  if (!order) notFound();
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'shop.orders' }), getMessages({ locale })]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const rate = vatRatePercent(order.vatRate);
  const rows: [string, string][] = [
    [t('detail.plan'), planItem(messages as Messages, locale, order.plan)],
    [t('columns.status'), t(`status.${order.status}`)],
    [t('columns.method'), paymentMethodName(messages as Messages, order.method)],
    [t('columns.email'), order.email],
    [t('columns.client'), order.client],
    [t('detail.created'), date.format(new Date(order.createdAt))],
    ...(order.paidAt ? ([[t('detail.paid'), date.format(new Date(order.paidAt))]] as [string, string][]) : []),
    ...(order.refundedAt ? ([[t('detail.refunded'), date.format(new Date(order.refundedAt))]] as [string, string][]) : []),
    [t('detail.subtotal'), order.subtotal],
  ];

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.links}>
          <Link href="/account/orders">{t('detail.back')}</Link>
        </p>
        <h1>{t('detail.title', { id: order.id })}</h1>
      </header>
      <section className={styles.card} aria-label={t('detail.title', { id: order.id })} data-testid="order-detail">
        <dl className={styles.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.detailRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {order.discountMinor > 0 ? (
            <div className={styles.detailRow}>
              <dt>{t('detail.discount')}</dt>
              <dd>{order.discount}</dd>
            </div>
          ) : null}
          {order.vatMinor > 0 ? (
            <div className={styles.detailRow}>
              <dt>{order.vatInclusive ? t('detail.vatIncluded', { rate }) : t('detail.vat', { rate })}</dt>
              <dd>{order.vat}</dd>
            </div>
          ) : null}
          <div className={styles.detailRow}>
            <dt>{t('detail.total')}</dt>
            <dd data-testid="order-total">{order.amount}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="invoice-heading">
        <h2 id="invoice-heading">{t('detail.invoice')}</h2>
        {order.invoice === null ? (
          <p className={styles.intro}>{t('detail.noInvoice')}</p>
        ) : (
          <p className={styles.actions}>
            <Link href={`/account/orders/invoice/${order.id}`}>{t('detail.viewInvoice')}</Link>
            <a href={`/api/account/orders/${order.id}/invoice.pdf?locale=${locale}`}>{t('detail.downloadPdf')}</a>
          </p>
        )}
      </section>
    </div>
  );
}
