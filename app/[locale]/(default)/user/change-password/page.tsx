import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChangePasswordForm, RestoreLinkRefused } from '@/components/user/change-password-form';
import { UserPage } from '@/components/user/user-page';
import { userPageMetadata } from '@/lib/auth/page-metadata';
import { type PageSearchParams, singleParam } from '@/lib/auth/page-params';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { hashSchema } from '@/lib/validation/auth';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPageMetadata(toLocale((await params).locale), 'changePassword');
}

/** spec 2 /user/change-password?id=&hash=: a new password after recovery, then the account. */
export default async function ChangePasswordPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const id = singleParam(query, 'id');
  const hash = singleParam(query, 'hash');
  // A link without its parts cannot work: say so now rather than after the user typed a password twice.
  const usable = id !== null && /^[1-9]\d{0,15}$/.test(id) && hashSchema.safeParse({ hash }).success;
  const t = await getTranslations({ locale, namespace: 'user' });
  return (
    <UserPage title={t('changePassword.title')} intro={usable ? t('changePassword.intro') : undefined} testId="change-password-page">
      {usable ? <ChangePasswordForm id={id} hash={hash!} accountPath={localizedPath(locale, '/account')} /> : <RestoreLinkRefused />}
    </UserPage>
  );
}
