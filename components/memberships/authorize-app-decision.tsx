'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useHydrated } from '@/components/account/use-hydrated';
import styles from '@/components/account/account.module.css';
import { api, ApiError } from '@/lib/api/client';
import { Link } from '@/lib/i18n/navigation';

type Decision = 'approve' | 'deny';
type Settled = 'approved' | 'denied' | 'expired' | 'alreadyApproved' | 'alreadyDenied' | 'notFound';
type State = { kind: 'idle' } | { kind: 'sending'; decision: Decision } | { kind: 'settled'; outcome: Settled } | { kind: 'failed' };

/** What a refused answer (409 `{ status }`, 404) means for the page. */
function settledBy(error: unknown): Settled | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return 'notFound';
  const status = (error.body as { status?: unknown } | undefined)?.status;
  if (error.status !== 409) return null;
  if (status === 'approved') return 'alreadyApproved';
  if (status === 'denied') return 'alreadyDenied';
  return 'expired';
}

/** spec 2 /account/authorize-app: Approve or Deny, sent with POST /api/account/authorize-app. */
export function AuthorizeAppDecision({ requestId }: { requestId: string }) {
  const t = useTranslations('app.authorize');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);

  async function send(decision: Decision) {
    setState({ kind: 'sending', decision });
    try {
      const { status } = await api.post<{ status: 'approved' | 'denied' }>('/api/account/authorize-app', {
        request_id: requestId,
        decision,
        locale,
      });
      setState({ kind: 'settled', outcome: status });
    } catch (error) {
      const outcome = settledBy(error);
      setState(outcome ? { kind: 'settled', outcome } : { kind: 'failed' });
    }
    // The answer replaces the buttons: move focus to it so keyboard and screen reader users are not lost.
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  if (state.kind === 'settled') {
    const ok = state.outcome === 'approved' || state.outcome === 'denied';
    return (
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={styles.alert}
        data-testid="authorize-app-result"
        data-outcome={state.outcome}
      >
        <p className={ok ? undefined : styles.statusError}>{t(state.outcome)}</p>
        <p>
          <Link href="/account">{t('toAccount')}</Link>
        </p>
      </div>
    );
  }
  const sending = state.kind === 'sending';
  return (
    <div className={styles.actions} ref={statusRef} tabIndex={-1}>
      <button
        type="button"
        className="button button--primary"
        onClick={() => send('approve')}
        disabled={!hydrated || sending}
        aria-busy={sending && state.decision === 'approve'}
        data-testid="authorize-app-approve"
      >
        {sending && state.decision === 'approve' ? t('approving') : t('approve')}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => send('deny')}
        disabled={!hydrated || sending}
        aria-busy={sending && state.decision === 'deny'}
        data-testid="authorize-app-deny"
      >
        {sending && state.decision === 'deny' ? t('denying') : t('deny')}
      </button>
      <p role="status" aria-live="polite" className={styles.statusError} data-testid="authorize-app-failed">
        {state.kind === 'failed' ? t('failed') : null}
      </p>
    </div>
  );
}
