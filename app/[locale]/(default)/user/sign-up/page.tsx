import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignUpForm } from '@/components/user/sign-up-form';
import { UserLinks, UserPage } from '@/components/user/user-page';
import { publicCaptcha } from '@/lib/auth/captcha';
import { redirectIfSignedIn } from '@/lib/auth/guard';
import { userPageMetadata } from '@/lib/auth/page-metadata';
import { toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPageMetadata(toLocale((await params).locale), 'signUp');
}

/** spec 2 /user/sign-up: signed-in users are sent on to their account. */
export default async function SignUpPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  await redirectIfSignedIn(locale);
  const t = await getTranslations({ locale, namespace: 'user' });
  return (
    <UserPage title={t('signUp.title')} intro={t('signUp.intro')} testId="sign-up-page">
      <SignUpForm captcha={publicCaptcha(locale)} />
      <UserLinks>
        <span>
          {t('signUp.haveAccount')} <Link href="/user/sign-in">{t('signUp.signInLink')}</Link>
        </span>
      </UserLinks>
    </UserPage>
  );
}
