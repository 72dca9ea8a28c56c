'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { Link } from '@/lib/i18n/navigation';
import tableStyles from '@/components/account/orders-table.module.css';
import accountStyles from '@/components/account/account.module.css';
import { DataTable } from '@/components/account/data-table';
import { api } from '@/lib/api/client';
import type { AccountInstance } from '@/lib/memberships/account-instance';
import type { AccountMembership } from '@/lib/memberships/account-membership';
import { ConfirmDialog } from './confirm-dialog';
import styles from './membership.module.css';
import { useConfirmedRevoke } from './use-confirmed-revoke';
import { APP_TOKENS_KEY, MEMBERSHIP_KEY, withSubscription } from './membership-query';

/**
 * spec 2 "An instances table has columns device, date created, status, version, action"; spec 4 revoking a
 * PC removes it and lowers the PCs used. The row goes at once (optimistic) and comes back if the call fails.
 */
export function InstancesTable({ instances, pausedUntil }: { instances: AccountInstance[]; pausedUntil: string | null }) {
  const t = useTranslations('shop.membership.instances');
  const tMembership = useTranslations('shop.membership');
  const locale = useLocale();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

  const { ask, status, dialog } = useConfirmedRevoke(
    {
      mutationFn: (instance: AccountInstance) => api.post(`/api/account/instances/${instance.id}/revoke`, {}),
      onMutate: async (instance) => {
        await queryClient.cancelQueries({ queryKey: MEMBERSHIP_KEY });
        const previous = queryClient.getQueryData<AccountMembership>(MEMBERSHIP_KEY);
        queryClient.setQueryData<AccountMembership>(MEMBERSHIP_KEY, (data) =>
          withSubscription(data, (subscription) => ({
            ...subscription,
            active_pc_num: Math.max(0, subscription.active_pc_num - 1),
            instances: subscription.instances.filter((row) => row.id !== instance.id),
          })),
        );
        return { previous };
      },
      onError: (_error, instance, context) => {
        if (context?.previous) queryClient.setQueryData(MEMBERSHIP_KEY, context.previous);
      },
      onSettled: () => Promise.all([MEMBERSHIP_KEY, APP_TOKENS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    },
    t,
    heading,
  );

  return (
    <section className={tableStyles.history} aria-labelledby={headingId} data-testid="instances">
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('title')}
      </h3>
      {pausedUntil ? (
        // spec 4 "Revoke is sometimes paused until a shown date, with a support link".
        <p id={`${headingId}-paused`} className={styles.muted} data-testid="revoke-paused">
          {t('paused', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(pausedUntil)) })}{' '}
          <Link href="/help">{tMembership('contactSupport')}</Link>
        </p>
      ) : null}
      {instances.length === 0 ? (
        <p role="status" data-testid="instances-empty">
          {t('empty')}
        </p>
      ) : (
        <DataTable
          testId="instances-table"
          columns={[t('columns.device'), t('columns.created'), t('columns.status'), t('columns.version'), t('columns.action')]}
        >
          {instances.map((instance) => (
            <tr key={instance.id} data-testid="instance-row" data-instance-id={instance.id}>
              <td>{instance.device}</td>
              <td>{date.format(new Date(instance.date_created))}</td>
              <td>{t(`status.${instance.status}`)}</td>
              <td>{instance.version}</td>
              <td>
                <button
                  type="button"
                  className={`button button--ghost ${styles.revoke}`}
                  aria-label={t('revokeLabel', { device: instance.device })}
                  aria-describedby={pausedUntil ? `${headingId}-paused` : undefined}
                  disabled={pausedUntil !== null}
                  onClick={() => ask(instance)}
                  data-testid="instance-revoke"
                >
                  {t('revoke')}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <p role="status" className={status.failed ? accountStyles.statusError : accountStyles.status} data-testid="instances-status">
        {status.text}
      </p>
      <ConfirmDialog {...dialog} testId="revoke-dialog" />
    </section>
  );
}
