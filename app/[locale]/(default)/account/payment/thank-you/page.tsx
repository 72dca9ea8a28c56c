import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ViewerRefresh } from '@/components/account/viewer-refresh';
import styles from '@/components/checkout/checkout.module.css';
import { OrderDetails } from '@/components/checkout/order-details';
import type { PageSearchParams } from '@/lib/auth/page-params';
import { backToCheckoutPath } from '@/lib/commerce/checkout-paths';
import { ownOrderForPage } from '@/lib/commerce/checkout-pages';
import { toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'shop.checkout.thankYou' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** spec 2 /account/payment/thank-you: what the buyer bought (the order of `?order=`, their own only). */
export default async function ThankYouPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const summary = await ownOrderForPage(locale, '/account/payment/thank-you', await searchParams);
  const t = await getTranslations({ locale, namespace: 'shop.checkout.thankYou' });
  const heading = summary.status === 'paid' ? t('title') : summary.status === 'pending' ? t('pendingTitle') : t('notPaidTitle');
  const text = summary.status === 'paid' ? t('intro') : summary.status === 'pending' ? t('pendingText') : t('notPaidText');
  return (
    <div className={`container ${styles.page} ${styles.standalone}`} data-testid="thank-you">
      <header className={styles.header}>
        <h1>{heading}</h1>
        <p className={styles.muted}>{text}</p>
      </header>
      <section className={styles.card} aria-labelledby="thank-you-order">
        <h2 id="thank-you-order" className="visually-hidden">
          {t('order')} #{summary.orderId}
        </h2>
        <OrderDetails summary={summary} locale={locale} />
        {summary.status === 'paid' ? <ViewerRefresh /> : null}
        {summary.status === 'paid' && summary.giftRecipientEmail ? (
          <p data-testid="gift-note">{t('giftText', { email: summary.giftRecipientEmail })}</p>
        ) : null}
        <p className={styles.links}>
          {/* Lifetime access bought: the account opens on the success modal (spec 2 /account). */}
          <Link href={summary.status === 'paid' && summary.plan.kind === 'lifetime' ? '/account?switched=lifetime' : '/account'}>
            {t('toAccount')}
          </Link>
          {summary.status === 'paid' ? null : <a href={backToCheckoutPath(locale, summary.plan)}>{t('toCheckout')}</a>}
        </p>
      </section>
    </div>
  );
}
