import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/checkout/checkout.module.css';
import { FakePaymentActions } from '@/components/checkout/fake-payment-actions';
import { OrderDetails } from '@/components/checkout/order-details';
import type { PageSearchParams } from '@/lib/auth/page-params';
import { backToCheckoutPath } from '@/lib/commerce/checkout-paths';
import { ownOrderForPage } from '@/lib/commerce/checkout-pages';
import { toLocale } from '@/lib/i18n/config';
import { fakePaymentsEnabled } from '@/lib/commerce/payment-providers/fake-payment';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'shop.checkout.fakePayment' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** spec 2 /accept-fake-payment (development only): the fake provider's page; 404 once a real one is configured. */
export default async function AcceptFakePaymentPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  if (!fakePaymentsEnabled()) notFound();
  const summary = await ownOrderForPage(locale, '/accept-fake-payment', await searchParams);
  const t = await getTranslations({ locale, namespace: 'shop.checkout' });
  return (
    <div className={styles.page} data-testid="accept-fake-payment">
      <header className={styles.header}>
        <h1>{t('fakePayment.title')}</h1>
        <p className={styles.muted}>{t('fakePayment.intro')}</p>
      </header>
      <section className={styles.card} aria-labelledby="fake-order-heading">
        <h2 id="fake-order-heading">{t('fakePayment.order', { id: summary.orderId })}</h2>
        <OrderDetails summary={summary} locale={locale} />
        {summary.status === 'pending' ? (
          <FakePaymentActions orderId={summary.orderId} />
        ) : (
          <p className={styles.links}>
            <span>{t('fakePayment.settled', { status: t(`statuses.${summary.status}`) })}</span>
            <a href={backToCheckoutPath(locale, summary.plan)}>{t('fakePayment.backToCheckout')}</a>
          </p>
        )}
      </section>
    </div>
  );
}
