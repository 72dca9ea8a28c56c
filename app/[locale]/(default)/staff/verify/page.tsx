import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { TotpForm } from '@/components/staff/totp-form';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { localRedirectPath } from '@/lib/site/url';
import { STAFF_RETURN_PARAM, staffVerifyPage } from '@/lib/staff/pages';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.verify' });
  return { title: t('title') };
}

/**
 * /staff/verify (issue 20): the staff sign-in's second step. The first time, the TOTP set-up (the key and the
 * otpauth:// link as text); then the code, or a recovery code.
 */
export default async function StaffVerifyPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const requested = (await searchParams)[STAFF_RETURN_PARAM];
  const target = localRedirectPath(typeof requested === 'string' ? requested : null);
  const returnPath = target === '/' ? localizedPath(locale, '/staff') : target;
  const { step } = await staffVerifyPage(locale, localizedPath(locale, '/staff/verify'));
  const t = await getTranslations({ locale, namespace: 'staff.verify' });
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {step.kind === 'setUp' ? (
        <section className={styles.card} aria-labelledby="totp-set-up" data-testid="totp-set-up">
          <h2 id="totp-set-up">{t('setUpHeading')}</h2>
          <p className={styles.links}>{t('setUpIntro')}</p>
          <dl className={styles.details}>
            <dt>{t('secret')}</dt>
            <dd>
              <code data-testid="totp-secret">{step.secret}</code>
            </dd>
            <dt>{t('uri')}</dt>
            <dd>
              <code data-testid="totp-uri">{step.uri}</code>
            </dd>
          </dl>
        </section>
      ) : null}
      <section className={styles.card} aria-label={t('title')}>
        <TotpForm returnPath={returnPath} />
      </section>
    </div>
  );
}
