'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { Progress } from './progress';
import { useLinkCall } from './use-link-call';
import styles from './user.module.css';

/** spec 2 /user/sign-in-by-hash: the browser POSTs the hash, then goes to the account. */
export function SignInByHash({ hash, accountPath }: { hash: string; accountPath: string }) {
  const t = useTranslations('user');
  const call = useLinkCall<{ user: unknown }>('/api/auth/sign-in-by-hash', hash);
  const signedIn = call.state === 'done';
  useEffect(() => {
    if (signedIn) window.location.assign(accountPath);
  }, [signedIn, accountPath]);
  if (call.state === 'pending') return <Progress text={t('signInByHash.progress')} />;
  if (signedIn) return <Progress text={t('signInByHash.signedIn')} />;
  const blocked = call.failure.kind === 'code' && call.failure.code === 2;
  return <SignInLinkRefused blocked={blocked} />;
}

export function SignInLinkRefused({ blocked = false }: { blocked?: boolean }) {
  const t = useTranslations('user');
  return (
    <section className={styles.status} role="alert" data-testid="sign-in-link-refused">
      <h2>{t('signInByHash.invalidTitle')}</h2>
      <p>{blocked ? t('signInByHash.blocked') : t('signInByHash.invalidText')}</p>
      <div className={styles.actions}>
        <Link href="/user/sign-in" className="button button--primary">
          {t('signInByHash.signInLink')}
        </Link>
        {blocked ? (
          <Link href="/help">{t('common.contactSupport')}</Link>
        ) : (
          <Link href="/user/password-restore">{t('signInByHash.restoreLink')}</Link>
        )}
      </div>
    </section>
  );
}
