import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { AuthorizeAppDecision } from '@/components/memberships/authorize-app-decision';
import { requireSignedIn } from '@/lib/auth/guard';
import { toLocale } from '@/lib/i18n/config';
import { authorizationForPage, type AuthorizationView } from '@/lib/memberships/app-authorization';
import { APP_AUTHORIZATION_COOKIE, AUTHORIZE_REQUEST_PARAM, authorizeAppPath } from '@/lib/memberships/authorize-page';
import { authorizationRequestIdSchema } from '@/lib/validation/app';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'app.authorize' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const STATUS_MESSAGES = { approved: 'alreadyApproved', denied: 'alreadyDenied', expired: 'expired' } as const;

/**
 * spec 2 /account/authorize-app: the signed-in user approves or denies the desktop program's request, named by
 * the URL the program opened (or by the cookie that kept it while the user signed in).
 */
export default async function AuthorizeAppPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const fromUrl = (await searchParams)[AUTHORIZE_REQUEST_PARAM];
  const candidate = typeof fromUrl === 'string' ? fromUrl : (await cookies()).get(APP_AUTHORIZATION_COOKIE)?.value;
  const requestId = authorizationRequestIdSchema.safeParse(candidate).success ? candidate : undefined;
  const { user } = await requireSignedIn(locale, authorizeAppPath(locale, requestId));
  const view: AuthorizationView | null = requestId ? await authorizationForPage(requestId) : null;
  const t = await getTranslations({ locale, namespace: 'app.authorize' });

  let body;
  if (!requestId) body = <p data-testid="authorize-app-missing">{t('missing')}</p>;
  else if (!view)
    body = (
      <p className={styles.statusError} data-testid="authorize-app-not-found">
        {t('notFound')}
      </p>
    );
  else {
    body = (
      <section className={styles.card} aria-label={t('requestLabel')} data-testid="authorize-app-request">
        <dl className={styles.details}>
          <dt>{t('device')}</dt>
          <dd data-testid="authorize-app-device">{view.deviceName}</dd>
          <dt>{t('version')}</dt>
          <dd data-testid="authorize-app-version">{view.version}</dd>
          <dt>{t('code')}</dt>
          <dd>
            <strong data-testid="authorize-app-code">{view.userCode}</strong>
            <span className={styles.hint}>{t('codeHint')}</span>
          </dd>
          <dt>{t('account')}</dt>
          <dd>{user.email}</dd>
        </dl>
        {view.status === 'pending' ? (
          <AuthorizeAppDecision requestId={view.requestId} />
        ) : (
          <p role="status" className={styles.statusError} data-testid="authorize-app-result" data-outcome={STATUS_MESSAGES[view.status]}>
            {t(STATUS_MESSAGES[view.status])}
          </p>
        )}
      </section>
    );
  }
  return (
    <div className={`container ${styles.page}`} data-testid="authorize-app-page">
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {body}
    </div>
  );
}
