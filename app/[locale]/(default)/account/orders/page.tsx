import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrdersTable } from '@/components/account/orders-table';
import { WideAccountPage } from '@/components/account/wide-account-page';
import { requireSignedIn } from '@/lib/auth/guard';
import { localizedPath, toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'shop.orders' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** spec 2 /account/orders: the payment history, read in the browser from GET /api/account/orders. */
export default async function OrdersPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  await requireSignedIn(locale, localizedPath(locale, '/account/orders'));
  const t = await getTranslations({ locale, namespace: 'shop.orders' });
  return (
    <WideAccountPage title={t('title')} intro={t('intro')}>
      <OrdersTable />
    </WideAccountPage>
  );
}
