import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { RefundOrder } from '@/components/staff/refund-order';
import { paymentMethodName, planItem } from '@/lib/commerce/invoice-view';
import { parseOrderId } from '@/lib/commerce/order-summary';
import { vatRatePercent } from '@/lib/commerce/vat-rates';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff, staffOrder } from '@/lib/staff/pages';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'staff.order' });
  return { title: t('title', { id }) };
}

/** /staff/orders/{id} (issue 20): the order's line, amounts, status and buyer, and its full refund, once. */
export default async function StaffOrderPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = toLocale(segment);
  setRequestLocale(locale);
  await requireStaff(locale, localizedPath(locale, `/staff/orders/${id}`));
  const orderId = parseOrderId(id);
  const order = orderId === null ? null : await staffOrder(orderId);
  if (!order) notFound();
  const [t, tShop, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'staff.order' }),
    getTranslations({ locale, namespace: 'shop.orders' }),
    getMessages({ locale }),
  ]);
  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(value))
      : t('none');
  const overview: [string, React.ReactNode, string?][] = [
    [tShop('columns.status'), tShop(`status.${order.status}`), 'order-status'],
    [
      t('buyer'),
      <Link key="buyer" href={`/staff/accounts/${order.buyerUserId}`} data-testid="order-buyer">
        {order.email}
      </Link>,
    ],
    [
      t('client'),
      order.recipientUserId !== null && order.recipientUserId !== order.buyerUserId ? (
        <Link key="client" href={`/staff/accounts/${order.recipientUserId}`}>
          {order.client}
        </Link>
      ) : (
        order.client
      ),
    ],
    [t('created'), date(order.createdAt)],
    [t('paid'), date(order.paidAt)],
    [t('refunded'), date(order.refundedAt)],
    [t('method'), paymentMethodName(messages as Messages, order.method)],
    [t('provider'), order.provider],
    [t('paymentId'), order.providerPaymentId ?? t('none')],
    [t('reference'), order.providerReference ?? t('none')],
    [t('invoice'), order.invoice === null ? t('none') : String(order.invoice)],
  ];
  const lines: [string, string][] = [
    [planItem(messages as Messages, locale, order.plan), order.subtotal],
    ...(order.discountMinor > 0 ? ([[t('discount'), order.discount]] as [string, string][]) : []),
    ...(order.vatMinor > 0 ? ([[t('vat', { rate: vatRatePercent(order.vatRate) }), order.vat]] as [string, string][]) : []),
  ];
  let refund: React.ReactNode;
  if (order.status === 'refunded') refund = <p data-testid="refund-state">{t('isRefunded')}</p>;
  else if (order.refundRequested) refund = <p data-testid="refund-state">{t('refundRequested')}</p>;
  else if (order.status !== 'paid') refund = <p data-testid="refund-state">{t('notRefundable')}</p>;
  else refund = <RefundOrder orderId={order.id} confirmText={t('confirmRefund', { amount: order.amount, email: order.email })} />;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title', { id: order.id })}</h1>
        <p className={styles.links}>
          <Link href="/staff/orders">{t('back')}</Link>
        </p>
      </header>
      <section className={styles.card} aria-labelledby="order-overview-heading" data-testid="staff-order-overview">
        <h2 id="order-overview-heading">{t('overview')}</h2>
        <dl className={styles.details}>
          {overview.map(([label, value, testId]) => (
            <div key={label} className={styles.detailRow}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="order-lines-heading">
        <h2 id="order-lines-heading">{t('lines')}</h2>
        <table data-testid="order-lines">
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              <th scope="col">{tShop('columns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(([item, amount]) => (
              <tr key={item}>
                <td>{item}</td>
                <td>{amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('total')}</th>
              <td data-testid="staff-order-total">{order.amount}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <section className={styles.card} aria-labelledby="order-refund-heading">
        <h2 id="order-refund-heading">{t('refund')}</h2>
        <p className={styles.intro}>{t('refundIntro')}</p>
        {refund}
      </section>
    </div>
  );
}
