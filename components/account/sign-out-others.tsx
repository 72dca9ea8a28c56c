'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { api } from '@/lib/api/client';
import styles from './account.module.css';
import { useHydrated } from './use-hydrated';

/**
 * The profile's "Sign out of other devices" (lib/account/sessions.ts signOutOtherDevices), with the count. It
 * revokes the desktop program's tokens too (issue 17), and says so before and after.
 */
export function SignOutOthers({ initialCount }: { initialCount: number }) {
  const t = useTranslations('profile.sessions');
  const hydrated = useHydrated();
  const noteId = useId();
  const [count, setCount] = useState(initialCount);
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | { signedOut: number; programsRevoked: number }>('idle');

  const signOut = async () => {
    setState('busy');
    try {
      const answer = await api.post<{ signed_out: number; programs_revoked: number }>('/api/account/sessions/sign-out-others', {});
      setCount(0);
      setState({ signedOut: answer.signed_out, programsRevoked: answer.programs_revoked });
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
        <>
          <button
            type="button"
            className="button button--ghost"
            onClick={signOut}
            disabled={!hydrated || state === 'busy'}
            aria-describedby={noteId}
          >
            {state === 'busy' ? t('signingOut') : t('signOutOthers')}
          </button>
          <p id={noteId} className={styles.links} data-testid="sign-out-others-note">
            {t('programsNote')}
          </p>
        </>
      ) : null}
      <p role="status" className={state === 'failed' ? styles.statusError : styles.status}>
        {state === 'failed'
          ? t('failed')
          : typeof state === 'object'
            ? `${t('signedOut', { count: state.signedOut })} ${t('programsRevoked', { count: state.programsRevoked })}`.trim()
            : ''}
      </p>
    </div>
  );
}
