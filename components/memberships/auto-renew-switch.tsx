'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import accountStyles from '@/components/account/account.module.css';
import { api } from '@/lib/api/client';
import type { AccountMembership } from '@/lib/memberships/account-membership';
import { ConfirmDialog } from './confirm-dialog';
import styles from './membership.module.css';
import { MEMBERSHIP_KEY, withSubscription } from './membership-query';

type Action = 'suspend' | 'renew';

/**
 * spec 1 "Cancelable from the account membership section; after cancelling it stays active to the end of the
 * prepaid period with no further charge, and it can be resumed"; spec 4 autocharge 1 active, 2 suspended.
 */
export function AutoRenewSwitch({ subscriptionId, status, expiresOn }: { subscriptionId: number; status: 1 | 2; expiresOn: string }) {
  const t = useTranslations('shop.membership.autoRenew');
  const labelId = useId();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const [notice, setNotice] = useState<Action | 'failed' | null>(null);
  const on = status === 1;

  const change = useMutation({
    mutationFn: (action: Action) =>
      api.post<{ status: number | null }>(`/api/account/autocharge/${action}`, {}, { query: { subscription_id: subscriptionId } }),
    onSuccess: (answer, action) => {
      queryClient.setQueryData<AccountMembership>(MEMBERSHIP_KEY, (data) =>
        withSubscription(data, (subscription) => ({ ...subscription, autocharge_status: answer.status })),
      );
      setNotice(action);
    },
    onError: () => setNotice('failed'),
  });

  const notices = { suspend: t('cancelled', { date: expiresOn }), renew: t('resumed'), failed: t('failed') };
  return (
    <div className={styles.switchRow} data-testid="auto-renew">
      <span id={labelId}>{t('label')}</span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-state`}
        className={styles.switch}
        disabled={change.isPending}
        onClick={() => setAsking(on ? 'suspend' : 'renew')}
        data-testid="auto-renew-switch"
      />
      <span id={`${labelId}-state`} data-testid="auto-renew-state">
        {on ? t('on', { date: expiresOn }) : t('activeUntil', { date: expiresOn })}
      </span>
      <p role="status" className={notice === 'failed' ? accountStyles.statusError : accountStyles.status} data-testid="auto-renew-status">
        {change.isPending ? t('saving') : notice ? notices[notice] : ''}
      </p>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'renew' ? t('resumeTitle') : t('cancelTitle')}
        text={asking === 'renew' ? t('resumeText', { date: expiresOn }) : t('cancelText', { date: expiresOn })}
        confirm={asking === 'renew' ? t('resumeConfirm') : t('cancelConfirm')}
        cancel={t('keep')}
        onConfirm={() => {
          if (asking) change.mutate(asking);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
        testId="auto-renew-dialog"
      />
    </div>
  );
}
