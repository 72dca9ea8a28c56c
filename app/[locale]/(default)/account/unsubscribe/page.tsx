import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { MailPreferencesForm } from '@/components/account/mail-preferences-form';
import { mailPreferencesForPage } from '@/lib/account/mail-preferences';
import { signInPath } from '@/lib/auth/guard';
import { type PageSearchParams, singleParam } from '@/lib/auth/page-params';
import { localizedPath, toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'profile.mailPreferences' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * spec 2 /account/unsubscribe (no guard listed), issue 19: the account's mail lists. Opened from a list mail's
 * link, its signed `token` says whose, with no sign-in; opened without one, it is the signed-in account's.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const token = singleParam(await searchParams, 'token');
  const preferences = await mailPreferencesForPage(locale, token);
  const t = await getTranslations({ locale, namespace: 'profile.mailPreferences' });

  if (!preferences) {
    return (
      <div className={`container ${styles.page}`}>
        <section className={styles.alert} role="alert" aria-labelledby="invalid-link-heading" data-testid="unsubscribe-invalid">
          <h1 id="invalid-link-heading">{t('invalidLinkTitle')}</h1>
          <p>{t('invalidLinkText')}</p>
          <p>
            <a href={signInPath(locale, localizedPath(locale, '/account/unsubscribe'))}>{t('signIn')}</a>
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <section className={styles.card} aria-labelledby="mail-preferences-heading">
        <h2 id="mail-preferences-heading">{t('forEmail', { email: preferences.email })}</h2>
        <MailPreferencesForm
          initial={{ marketing: preferences.marketing, renewalReminders: preferences.renewalReminders }}
          token={token ?? undefined}
        />
      </section>
    </div>
  );
}
