import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BillingForm } from '@/components/account/billing-form';
import { DataExport } from '@/components/account/data-export';
import { DeleteAccountForm } from '@/components/account/delete-account-form';
import styles from '@/components/account/account.module.css';
import { SignOutOthers } from '@/components/account/sign-out-others';
import { OAuthConnections } from '@/components/oauth/oauth-connections';
import { SignOutButton } from '@/components/user/sign-out-button';
import { countryOptions } from '@/lib/validation/countries';
import { accountProof } from '@/lib/account/email-change';
import { readProfile } from '@/lib/account/profile';
import { countOtherSessions } from '@/lib/account/sessions';
import { requireSignedIn } from '@/lib/auth/guard';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'profile.profile' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** spec 2 /account/profile: e-mail, password, the e-mail change request, billing fields; resellers too. */
export default async function ProfilePage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { user, session } = await requireSignedIn(locale, localizedPath(locale, '/account/profile'));
  const [profile, otherSessions] = await Promise.all([readProfile(user.id), countOtherSessions(user.id, session.id)]);
  if (!profile) throw new Error(`The signed-in user ${user.id} has no row`);
  const t = await getTranslations({ locale, namespace: 'profile' });
  const mode = profile.hasPassword && !profile.isAutoPassword ? 'change' : 'set';

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('profile.title')}</h1>
        <p className={styles.intro}>{t('profile.intro')}</p>
      </header>

      {profile.isAutoPassword ? (
        // spec 4: a temporary (auto) password shows an alert prompting a change.
        <section className={styles.alert} role="alert" aria-labelledby="auto-password-heading" data-testid="auto-password-alert">
          <h2 id="auto-password-heading">{t('profile.autoPasswordTitle')}</h2>
          <p>{t('profile.autoPasswordText')}</p>
          <p>
            <Link href="/account/change-password">{t('profile.autoPasswordAction')}</Link>
          </p>
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading">{t('profile.signInHeading')}</h2>
        <dl className={styles.details}>
          <dt>{t('profile.email')}</dt>
          <dd>
            <span data-testid="profile-email">{profile.email}</span>
            <Link href="/account/change-email">{t('profile.changeEmail')}</Link>
          </dd>
          <dt>{t('profile.password')}</dt>
          <dd>
            <span>
              {profile.isAutoPassword
                ? t('profile.passwordAuto')
                : profile.hasPassword
                  ? t('profile.passwordSet')
                  : t('profile.passwordNone')}
            </span>
            <Link href="/account/change-password">{mode === 'change' ? t('profile.changePassword') : t('profile.setPassword')}</Link>
          </dd>
          {profile.isPartner ? (
            <>
              <dt>{t('nav.label')}</dt>
              <dd>{t('profile.reseller')}</dd>
            </>
          ) : null}
        </dl>
        <OAuthConnections locale={locale} returnUrl={localizedPath(locale, '/account/profile')} />
      </section>

      <section className={styles.card} aria-labelledby="billing-heading">
        <h2 id="billing-heading">{t('billing.heading')}</h2>
        <p className={styles.intro}>{t('billing.intro')}</p>
        <BillingForm initial={profile.billing} countries={countryOptions(locale)} />
      </section>

      <section className={styles.card} aria-labelledby="data-heading">
        <h2 id="data-heading">{t('data.heading')}</h2>
        <p className={styles.intro}>{t('data.intro')}</p>
        <DataExport />
      </section>

      <section className={styles.card} aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">{t('sessions.heading')}</h2>
        <SignOutOthers initialCount={otherSessions} />
        <SignOutButton />
      </section>

      <section className={styles.card} aria-labelledby="deletion-heading">
        <h2 id="deletion-heading">{t('deletion.heading')}</h2>
        <p className={styles.intro}>{t('deletion.intro')}</p>
        <DeleteAccountForm email={profile.email} proof={accountProof(profile.hasPassword, session)} />
      </section>
    </div>
  );
}
