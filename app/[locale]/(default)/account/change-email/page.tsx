import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { EmailChangeForm } from '@/components/account/email-change-form';
import { SignOutButton } from '@/components/user/sign-out-button';
import { emailChangePage } from '@/lib/account/email-change';
import { requireSignedIn } from '@/lib/auth/guard';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'profile.emailChange' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * spec 2 /account/change-email "only when an email change is possible": the form, or, while the last
 * request is younger than 15 minutes (spec 4), that request and when a new one becomes possible. Issue 17:
 * the form asks for the password; an account without one whose sign-in is not fresh is asked to sign in again.
 */
export default async function ChangeEmailPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const ownPath = localizedPath(locale, '/account/change-email');
  const signedIn = await requireSignedIn(locale, ownPath);
  const now = new Date();
  const state = await emailChangePage(signedIn, { now });
  const pending = state.kind === 'pending' ? state.request : null;
  const t = await getTranslations({ locale, namespace: 'profile.emailChange' });
  const tSignOut = await getTranslations({ locale, namespace: 'user.signOut' });
  const format = await getFormatter({ locale });

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {pending ? (
        <section className={styles.card} aria-labelledby="pending-heading" data-testid="email-change-pending">
          <h2 id="pending-heading">{t('pendingHeading')}</h2>
          <p className={styles.links}>
            {t('pendingDetails', {
              // The reader's time zone is unknown on the server: UTC, said so.
              date: format.dateTime(pending.createdAt, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }),
              current: pending.currentEmail,
              next: pending.newEmail,
            })}
          </p>
          <p className={styles.links}>
            {t('availableIn', { minutes: Math.max(1, Math.ceil((pending.availableAt.getTime() - now.getTime()) / 60_000)) })}
          </p>
        </section>
      ) : state.kind === 'open' && state.proof === 'signInAgain' ? (
        <section className={styles.card} aria-label={t('title')} data-testid="email-change-sign-in-again">
          <p className={styles.links}>{t('signInAgain')}</p>
          <SignOutButton
            className="button button--primary"
            label={{ button: t('signInAgainButton'), pending: tSignOut('pending') }}
            returnPath={ownPath}
          />
        </section>
      ) : (
        <section className={styles.card} aria-label={t('title')}>
          <EmailChangeForm accountEmail={signedIn.user.email} passwordRequired={state.kind === 'open' && state.proof === 'password'} />
        </section>
      )}
      <p className={styles.links}>
        <Link href="/account/profile">{t('back')}</Link>
      </p>
    </div>
  );
}
