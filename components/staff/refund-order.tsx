'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { useHydrated } from '@/components/account/use-hydrated';
import { api, ApiError } from '@/lib/api/client';

interface RefundOrderProps {
  orderId: number;
  /** What is asked before the refund runs: the amount and the buyer. */
  confirmText: string;
}

type State = 'idle' | 'confirming' | 'busy' | 'refunded' | 'requested' | { error: string };

/** Issue 20: the full refund of an order, confirmed before it runs; the page is read again after it. */
export function RefundOrder({ orderId, confirmText }: RefundOrderProps) {
  const t = useTranslations('staff.order');
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>('idle');

  const refund = async () => {
    setState('busy');
    try {
      const answer = await api.post<{ refund: 'refunded' | 'requested' }>(`/api/staff/orders/${orderId}/refund`, { locale });
      setState(answer.refund);
      router.refresh();
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { message?: string } | undefined) : undefined;
      setState({ error: body?.message ?? t('failed') });
    }
  };

  const errorText = typeof state === 'object' ? state.error : null;
  let status = '';
  if (state === 'refunded') status = t('refundedNow');
  else if (state === 'requested') status = t('requestedNow');
  return (
    <div className={formStyles.form} data-testid="refund-order">
      {state === 'confirming' || state === 'busy' ? (
        <div role="group" aria-labelledby={`refund-confirm-${orderId}`}>
          <p id={`refund-confirm-${orderId}`} data-testid="refund-confirm">
            {confirmText}
          </p>
          <p className={styles.actions}>
            <button type="button" className="button button--primary" onClick={refund} disabled={state === 'busy'}>
              {state === 'busy' ? t('busy') : t('confirmButton')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setState('idle')} disabled={state === 'busy'}>
              {t('cancel')}
            </button>
          </p>
        </div>
      ) : state === 'idle' || errorText ? (
        <button type="button" className="button button--ghost" onClick={() => setState('confirming')} disabled={!hydrated}>
          {t('refundButton')}
        </button>
      ) : null}
      <p role="status" className={errorText ? styles.statusError : styles.status} data-testid="refund-status">
        {errorText ?? status}
      </p>
    </div>
  );
}
