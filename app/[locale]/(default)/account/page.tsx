import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SwitchedToLifetime } from '@/components/account/switch-to-lifetime';
import { WideAccountPage } from '@/components/account/wide-account-page';
import { AuthorizedPrograms } from '@/components/memberships/authorized-programs';
import { MembershipView } from '@/components/memberships/membership-view';
import { requireSignedIn } from '@/lib/auth/guard';
import { userPageMetadata } from '@/lib/auth/page-metadata';
import { type PageSearchParams, singleParam } from '@/lib/auth/page-params';
import { localizedPath, toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPageMetadata(toLocale((await params).locale), 'account');
}

/**
 * spec 2 /account, signed-in only and not for resellers (spec 6), who are sent to their customers: the
 * membership, read in the browser from GET /api/account/licenses, and the authorised programs (issue 17).
 */
export default async function AccountPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { user } = await requireSignedIn(locale, localizedPath(locale, '/account'));
  if (user.isPartner) redirect(localizedPath(locale, '/account/customers'));
  const t = await getTranslations({ locale, namespace: 'shop.membership' });
  return (
    <WideAccountPage title={t('title')} intro={t('intro')}>
      <MembershipView />
      <AuthorizedPrograms />
      {/* Back from buying lifetime access (the thank-you page's link): spec 2's success modal. */}
      <SwitchedToLifetime show={singleParam(await searchParams, 'switched') === 'lifetime'} />
    </WideAccountPage>
  );
}
