import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PasswordRestoreForm } from '@/components/user/password-restore-form';
import { UserLinks, UserPage } from '@/components/user/user-page';
import { redirectIfSignedIn } from '@/lib/auth/guard';
import { userPageMetadata } from '@/lib/auth/page-metadata';
import { toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPageMetadata(toLocale((await params).locale), 'passwordRestore');
}

/** spec 2 /user/password-restore: enter an email, then a link is sent; signed-in users are sent on. */
export default async function PasswordRestorePage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  await redirectIfSignedIn(locale);
  const t = await getTranslations({ locale, namespace: 'user' });
  return (
    <UserPage title={t('passwordRestore.title')} intro={t('passwordRestore.intro')} testId="password-restore-page">
      <PasswordRestoreForm />
      <UserLinks>
        <Link href="/user/sign-in">{t('passwordRestore.backToSignIn')}</Link>
      </UserLinks>
    </UserPage>
  );
}
