'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import accountStyles from '@/components/account/account.module.css';
import { DataTable } from '@/components/account/data-table';
import { ListStates } from '@/components/account/list-states';
import { api } from '@/lib/api/client';
import type { AuthorizedProgram } from '@/lib/memberships/app-tokens';
import { ConfirmDialog } from './confirm-dialog';
import styles from './membership.module.css';
import { APP_TOKENS_KEY } from './membership-query';

type Notice = { kind: 'revoked' | 'failed'; device: string } | null;

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
  const [asking, setAsking] = useState<AuthorizedProgram | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

  const programs = useQuery({
    queryKey: APP_TOKENS_KEY,
    queryFn: async ({ signal }) => (await api.get<{ app_tokens: AuthorizedProgram[] }>('/api/account/app-tokens', { signal })).app_tokens,
  });

  const revoke = useMutation({
    mutationFn: (program: AuthorizedProgram) => api.post(`/api/account/app-tokens/${program.id}/revoke`, {}),
    onMutate: async (program) => {
      await queryClient.cancelQueries({ queryKey: APP_TOKENS_KEY });
      const previous = queryClient.getQueryData<AuthorizedProgram[]>(APP_TOKENS_KEY);
      queryClient.setQueryData<AuthorizedProgram[]>(APP_TOKENS_KEY, (rows) => rows?.filter((row) => row.id !== program.id));
      return { previous };
    },
    onError: (_error, program, context) => {
      if (context?.previous) queryClient.setQueryData(APP_TOKENS_KEY, context.previous);
      setNotice({ kind: 'failed', device: program.device });
    },
    onSuccess: (_answer, program) => setNotice({ kind: 'revoked', device: program.device }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: APP_TOKENS_KEY }),
  });

  return (
    <section className={accountStyles.card} aria-labelledby={headingId} data-testid="programs">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro')}</p>
      <ListStates query={programs} texts={{ loading: t('loading'), error: t('error'), retry: t('retry'), empty: t('empty') }} testId="programs">
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
                    onClick={() => setAsking(program)}
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
      <p role="status" className={notice?.kind === 'failed' ? accountStyles.statusError : accountStyles.status} data-testid="programs-status">
        {revoke.isPending && revoke.variables ? t('revoking', { device: revoke.variables.device }) : notice ? t(notice.kind, { device: notice.device }) : ''}
      </p>
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmTitle')}
        text={asking ? t('confirmText', { device: asking.device }) : ''}
        confirm={t('confirm')}
        cancel={t('cancel')}
        onConfirm={() => {
          if (asking) revoke.mutate(asking);
          setAsking(null);
          // The row and its button go: focus stays in the section instead of falling to the page.
          heading.current?.focus();
        }}
        onCancel={() => setAsking(null)}
        testId="program-revoke-dialog"
      />
    </section>
  );
}
