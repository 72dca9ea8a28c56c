import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/config';

type UserPage = 'signIn' | 'signUp' | 'activate' | 'passwordRestore' | 'changePassword' | 'signInByHash' | 'account';

/**
 * The title of a sign-in, sign-up or account page in the visitor's language. These pages are for one person
 * (and often carry a token in their address): search engines are told to leave them out.
 */
export async function userPageMetadata(locale: Locale, page: UserPage): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'user.meta' });
  return {
    title: { absolute: t('titleTemplate', { title: t(page) }) },
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}
