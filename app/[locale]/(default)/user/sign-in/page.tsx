import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OAuthButtons } from '@/components/oauth/oauth-buttons';
import { SignInForm } from '@/components/user/sign-in-form';
import { UserLinks, UserPage } from '@/components/user/user-page';
import { afterSignInPath, redirectIfSignedIn, RETURN_URL_PARAM, SIGN_IN_REASON_PARAM, SIGN_IN_REQUIRED } from '@/lib/auth/guard';
import { userPageMetadata } from '@/lib/auth/page-metadata';
import { type PageSearchParams, singleParam } from '@/lib/auth/page-params';
import { toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import styles from '@/components/user/user.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPageMetadata(toLocale((await params).locale), 'signIn');
}

/** spec 2 /user/sign-in: signed-in users go on; others sign in and return to where they were sent from. */
export default async function SignInPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const returnUrl = singleParam(query, RETURN_URL_PARAM);
  await redirectIfSignedIn(locale, returnUrl);
  const t = await getTranslations({ locale, namespace: 'user' });
  return (
    <UserPage title={t('signIn.title')} intro={t('signIn.intro')} testId="sign-in-page">
      {singleParam(query, SIGN_IN_REASON_PARAM) === SIGN_IN_REQUIRED ? (
        <p className={styles.notice} data-testid="sign-in-required">
          {t('signIn.signInRequired')}
        </p>
      ) : null}
      {singleParam(query, 'changed') === 'password' ? (
        // /account/change-password ends every session and sends the user here (spec 4).
        <p className={styles.notice} role="status" data-testid="password-changed">
          {t('changePassword.changed')}
        </p>
      ) : null}
      <SignInForm redirectTo={afterSignInPath(locale, returnUrl)} />
      <OAuthButtons locale={locale} returnUrl={returnUrl} />
      <UserLinks>
        <Link href="/user/password-restore">{t('signIn.forgotPassword')}</Link>
        <span>
          {t('signIn.noAccount')} <Link href="/user/sign-up">{t('signIn.signUpLink')}</Link>
        </span>
      </UserLinks>
    </UserPage>
  );
}
