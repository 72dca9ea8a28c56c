import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CustomersTable } from '@/components/account/customers-table';
import { WideAccountPage } from '@/components/account/wide-account-page';
import { requireSignedIn } from '@/lib/auth/guard';
import { localizedPath, toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'shop.customers' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** spec 2 /account/customers, reseller only: the reseller's customers, read in the browser from GET /api/account/customers. */
export default async function CustomersPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { user } = await requireSignedIn(locale, localizedPath(locale, '/account/customers'));
  // A customer's account has no customers: its own page is the account.
  if (!user.isPartner) redirect(localizedPath(locale, '/account'));
  const t = await getTranslations({ locale, namespace: 'shop.customers' });
  return (
    <WideAccountPage title={t('title')} intro={t('intro')}>
      <CustomersTable />
    </WideAccountPage>
  );
}
