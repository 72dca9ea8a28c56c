'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { Progress } from './progress';
import { ResendActivation } from './resend-activation';
import { useLinkCall } from './use-link-call';
import styles from './user.module.css';

type Answer = { status: 'confirmed' | 'already-confirmed' };

/** spec 2, 4 /user/activate: confirmed, already confirmed, or not confirmed (an invalid or expired link). */
export function Activation({ hash }: { hash: string }) {
  const t = useTranslations('user');
  const call = useLinkCall<Answer>('/api/auth/activate', hash);
  if (call.state === 'pending') return <Progress text={t('activate.progress')} />;
  if (call.state === 'done') {
    const confirmed = call.answer.status === 'confirmed';
    return (
      <section className={styles.status} data-testid={confirmed ? 'activation-confirmed' : 'activation-already-confirmed'} role="status">
        <h2>{t(confirmed ? 'activate.confirmed' : 'activate.alreadyConfirmed')}</h2>
        <p>{t(confirmed ? 'activate.confirmedText' : 'activate.alreadyConfirmedText')}</p>
        <Link href="/user/sign-in" className="button button--primary">
          {t('activate.signIn')}
        </Link>
      </section>
    );
  }
  if (call.failure.kind !== 'code') return <CallFailed failure={call.failure.kind} />;
  return <ActivationRefused hash={hash} />;
}

/** The check itself did not happen (no connection, too many attempts, a server fault): the link may still be good. */
function CallFailed({ failure }: { failure: 'network' | 'rateLimited' | 'other' | 'fields' }) {
  const t = useTranslations('user');
  const key = failure === 'network' ? 'networkError' : failure === 'rateLimited' ? 'rateLimited' : 'genericError';
  return (
    <section className={styles.status} role="alert" data-testid="activation-failed">
      <p>
        {t(`common.${key}`)} <Link href="/help">{t('common.contactSupport')}</Link>
      </p>
    </section>
  );
}

/** The link did not confirm anything: a support link, and a new link for the same account. */
export function ActivationRefused({ hash }: { hash: string | null }) {
  const t = useTranslations('user');
  return (
    <section className={styles.status} data-testid="activation-not-confirmed" role="alert">
      <h2>{t('activate.notConfirmed')}</h2>
      <p>
        {t('activate.notConfirmedText')} <Link href="/help">{t('common.contactSupport')}</Link>
      </p>
      {hash ? <ResendActivation target={{ hash }} label={t('activate.sendNewLink')} sentText={t('activate.linkSent')} /> : null}
    </section>
  );
}
