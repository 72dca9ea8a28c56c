import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AccountNav } from '@/components/account/account-nav';
import { AccountQueryProvider } from '@/components/account/query-provider';
import { currentSession } from '@/lib/auth/current-session';
import { toLocale } from '@/lib/i18n/config';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The account area (spec 2 "Account, signed-in only"): its navigation and the TanStack Query client of its
 * pages. Signed out, each page sends the visitor to sign in, so there is no navigation to show.
 */
export default async function AccountLayout({ children, params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [session, t] = await Promise.all([currentSession(), getTranslations({ locale, namespace: 'profile.nav' })]);
  // spec 6: a reseller's navigation leads with its Customers and names the payment history Payments.
  const reseller = session?.user.isPartner === true;
  const items = session
    ? [
        // spec 6: /account (the membership) is not for resellers.
        ...(reseller
          ? [{ href: '/account/customers', label: t('customers') }]
          : [{ href: '/account', label: t('membership'), exact: true }]),
        { href: '/account/profile', label: t('profile') },
        { href: '/account/orders', label: reseller ? t('payments') : t('orders') },
        { href: '/account/change-password', label: t('changePassword') },
        { href: '/account/change-email', label: t('changeEmail') },
        { href: '/account/unsubscribe', label: t('mailPreferences') },
      ]
    : [];
  return (
    <ClientMessages area="account">
      <AccountQueryProvider>
        {items.length > 0 ? <AccountNav label={t('label')} items={items} /> : null}
        {children}
      </AccountQueryProvider>
    </ClientMessages>
  );
}
