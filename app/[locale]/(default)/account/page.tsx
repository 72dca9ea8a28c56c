import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { requireSignedIn } from '@/lib/auth/guard';
import { userPageMetadata } from '@/lib/auth/page-metadata';
import { localizedPath, toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPageMetadata(toLocale((await params).locale), 'account');
}

/**
 * spec 2 /account, signed-in only and not for resellers (spec 6), who are sent to their customers. The
 * membership view comes with its own issue; until then a customer's account opens on the profile.
 */
export default async function AccountPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { user } = await requireSignedIn(locale, localizedPath(locale, '/account'));
  redirect(localizedPath(locale, user.isPartner ? '/account/customers' : '/account/profile'));
}
