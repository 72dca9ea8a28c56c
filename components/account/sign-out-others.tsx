'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import styles from './account.module.css';
import { useHydrated } from './use-hydrated';

/** The profile's "Sign out of other devices" (lib/auth/sessions.ts revokeOtherSessions), with the count. */
export function SignOutOthers({ initialCount }: { initialCount: number }) {
  const t = useTranslations('profile.sessions');
  const hydrated = useHydrated();
  const [count, setCount] = useState(initialCount);
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | { signedOut: number }>('idle');

  const signOut = async () => {
    setState('busy');
    try {
      const { signed_out: signedOut } = await api.post<{ signed_out: number }>('/api/account/sessions/sign-out-others', {});
      setCount(0);
      setState({ signedOut });
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.actions}>
      <p className={styles.links} data-testid="other-sessions">
        {t('others', { count })}
      </p>
      {count > 0 ? (
        <button type="button" className="button button--ghost" onClick={signOut} disabled={!hydrated || state === 'busy'}>
          {state === 'busy' ? t('signingOut') : t('signOutOthers')}
        </button>
      ) : null}
      <p role="status" className={state === 'failed' ? styles.statusError : styles.status}>
        {state === 'failed' ? t('failed') : typeof state === 'object' ? t('signedOut', { count: state.signedOut }) : ''}
      </p>
    </div>
  );
}
