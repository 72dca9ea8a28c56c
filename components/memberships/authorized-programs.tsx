'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import accountStyles from '@/components/account/account.module.css';
import { DataTable } from '@/components/account/data-table';
import { ListStates } from '@/components/account/list-states';
import { api } from '@/lib/api/client';
import type { AuthorizedProgram } from '@/lib/memberships/app-tokens';
import { ConfirmDialog } from './confirm-dialog';
import styles from './membership.module.css';
import { useConfirmedRevoke } from './use-confirmed-revoke';
import { APP_TOKENS_KEY } from './membership-query';

/**
 * Issue 17: the desktop programs the account authorised (GET /api/account/app-tokens), each with a Revoke that asks
 * first. The row goes at once (optimistic) and comes back if the call fails, as the PCs' revoke does.
 */
export function AuthorizedPrograms() {
  const t = useTranslations('shop.membership.programs');
  const locale = useLocale();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

  const programs = useQuery({
    queryKey: APP_TOKENS_KEY,
    queryFn: async ({ signal }) => (await api.get<{ app_tokens: AuthorizedProgram[] }>('/api/account/app-tokens', { signal })).app_tokens,
  });

  const { ask, status, dialog } = useConfirmedRevoke(
    {
      mutationFn: (program: AuthorizedProgram) => api.post(`/api/account/app-tokens/${program.id}/revoke`, {}),
      onMutate: async (program) => {
        await queryClient.cancelQueries({ queryKey: APP_TOKENS_KEY });
        const previous = queryClient.getQueryData<AuthorizedProgram[]>(APP_TOKENS_KEY);
        queryClient.setQueryData<AuthorizedProgram[]>(APP_TOKENS_KEY, (rows) => rows?.filter((row) => row.id !== program.id));
        return { previous };
      },
      onError: (_error, program, context) => {
        if (context?.previous) queryClient.setQueryData(APP_TOKENS_KEY, context.previous);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: APP_TOKENS_KEY }),
    },
    t,
    heading,
  );

  return (
    <section className={accountStyles.card} aria-labelledby={headingId} data-testid="programs">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro')}</p>
      <ListStates
        query={programs}
        texts={{ loading: t('loading'), error: t('error'), retry: t('retry'), empty: t('empty') }}
        testId="programs"
      >
        {(rows) => (
          <DataTable
            testId="programs-table"
            columns={[t('columns.device'), t('columns.authorized'), t('columns.lastUsed'), t('columns.expires'), t('columns.action')]}
          >
            {rows.map((program) => (
              <tr key={program.id} data-testid="program-row" data-program-id={program.id}>
                <td>{program.device}</td>
                <td>{date.format(new Date(program.authorized_at))}</td>
                <td>{program.last_used_at ? date.format(new Date(program.last_used_at)) : t('never')}</td>
                <td data-testid="program-expires">{date.format(new Date(program.expires_at))}</td>
                <td>
                  <button
                    type="button"
                    className={`button button--ghost ${styles.revoke}`}
                    aria-label={t('revokeLabel', { device: program.device })}
                    onClick={() => ask(program)}
                    data-testid="program-revoke"
                  >
                    {t('revoke')}
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListStates>
      <p role="status" className={status.failed ? accountStyles.statusError : accountStyles.status} data-testid="programs-status">
        {status.text}
      </p>
      <ConfirmDialog {...dialog} testId="program-revoke-dialog" />
    </section>
  );
}
