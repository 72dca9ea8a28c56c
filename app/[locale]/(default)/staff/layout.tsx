import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountNav } from '@/components/account/account-nav';
import { ClientMessages } from '@/components/i18n/client-messages';
import { toLocale } from '@/lib/i18n/config';
import { hasStaffRights } from '@/lib/staff/pages';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Issue 20: the staff area is never indexed (and robots.txt keeps crawlers out of /staff).
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The staff area (issue 20), in the default layout: its navigation once the session holds staff rights. */
export default async function StaffLayout({ children, params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [staff, t] = await Promise.all([hasStaffRights(), getTranslations({ locale, namespace: 'staff.nav' })]);
  const items = [
    { href: '/staff', label: t('home'), exact: true },
    { href: '/staff/accounts', label: t('accounts') },
    { href: '/staff/email-changes', label: t('emailChanges') },
    { href: '/staff/orders', label: t('orders') },
    { href: '/staff/taobao-codes', label: t('taobaoCodes') },
    { href: '/staff/prices', label: t('prices') },
    { href: '/staff/legacy-licences', label: t('legacyLicences') },
    { href: '/staff/audit', label: t('audit') },
  ];
  return (
    <ClientMessages area="staff">
      {staff ? <AccountNav label={t('label')} items={items} /> : null}
      {children}
    </ClientMessages>
  );
}
