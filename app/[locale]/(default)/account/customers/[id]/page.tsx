import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { CustomerPlans } from '@/components/account/customers-table';
import { requireSignedIn } from '@/lib/auth/guard';
import { customerOf } from '@/lib/commerce/customers';
import { parseOrderId } from '@/lib/commerce/order-summary';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'shop.customers' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** spec 2 /account/customers/{id}, reseller only: one customer and the plans bought for them; 404 for anyone else's. */
export default async function CustomerPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = toLocale(segment);
  setRequestLocale(locale);
  const { user } = await requireSignedIn(locale, localizedPath(locale, `/account/customers/${id}`));
  if (!user.isPartner) redirect(localizedPath(locale, '/account'));
  const customerId = parseOrderId(id);
  const customer = customerId === null ? null : await customerOf(user.id, customerId);
  if (!customer) notFound();
  const t = await getTranslations({ locale, namespace: 'shop.customers' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className={`container ${styles.page} ${styles.widePage}`}>
      <header className={styles.header}>
        <p className={styles.links}>
          <Link href="/account/customers" data-testid="customer-back">
            {t('detail.back')}
          </Link>
        </p>
        <h1>{t('detail.title', { email: customer.email })}</h1>
        <p className={styles.intro}>
          {t('detail.since')}: {date.format(new Date(customer.since))}
        </p>
      </header>
      <section className={styles.card} aria-labelledby="customer-plans-heading" data-testid="customer-detail">
        <h2 id="customer-plans-heading">{t('detail.plans')}</h2>
        <CustomerPlans plans={customer.plans} />
      </section>
    </div>
  );
}
