import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInByHash, SignInLinkRefused } from '@/components/user/sign-in-by-hash';
import { UserPage } from '@/components/user/user-page';
import { userPageMetadata } from '@/lib/auth/page-metadata';
import { type PageSearchParams, singleParam } from '@/lib/auth/page-params';
import { localizedPath, toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPageMetadata(toLocale((await params).locale), 'signInByHash');
}

/** spec 2 /user/sign-in-by-hash?hash=: the browser spends the link, then the account opens. */
export default async function SignInByHashPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const hash = singleParam(await searchParams, 'hash');
  const t = await getTranslations({ locale, namespace: 'user' });
  return (
    <UserPage title={t('signInByHash.title')} testId="sign-in-by-hash-page">
      {hash ? <SignInByHash hash={hash} accountPath={localizedPath(locale, '/account')} /> : <SignInLinkRefused />}
    </UserPage>
  );
}
