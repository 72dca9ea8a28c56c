'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import accountStyles from '@/components/account/account.module.css';
import { DataTable } from '@/components/account/data-table';
import { LIFETIME_MAX_PC_NUM } from '@/lib/commerce/plans';
import { Link } from '@/lib/i18n/navigation';
import { api } from '@/lib/api/client';
import type { AccountInstance } from '@/lib/memberships/account-instance';
import type { AccountMembership } from '@/lib/memberships/account-membership';
import type { AccountLicense } from '@/lib/memberships/licenses';
import { ConfirmDialog } from './confirm-dialog';
import styles from './membership.module.css';
import { APP_TOKENS_KEY, MEMBERSHIP_KEY } from './membership-query';
import { NoteDialog } from './note-dialog';

type Target = { license: AccountLicense; instance: AccountInstance };

/**
 * spec 2 "A licence list shows serial number, status, note and a revoke action", with the notes modal; spec 4
 * revoking a licence PC removes it and raises available_instances_num (optimistic, rolled back on failure). The
 * PCs are those the program activated on the licence; revoking them shares the plan's pause (`pausedUntil`).
 */
export function LicensesList({ licenses, pausedUntil = null }: { licenses: AccountLicense[]; pausedUntil?: string | null }) {
  const t = useTranslations('shop.membership.licenses');
  const tInstances = useTranslations('shop.membership.instances');
  const tMembership = useTranslations('shop.membership');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const headingId = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AccountLicense | null>(null);
  const [asking, setAsking] = useState<Target | null>(null);
  const [notice, setNotice] = useState<{ kind: 'revoked' | 'revokeFailed'; device: string } | null>(null);

  const revoke = useMutation({
    mutationFn: ({ license, instance }: Target) => api.post(`/api/account/licenses/${license.id}/instances/${instance.id}/revoke`, {}),
    onMutate: async ({ license, instance }) => {
      await queryClient.cancelQueries({ queryKey: MEMBERSHIP_KEY });
      const previous = queryClient.getQueryData<AccountMembership>(MEMBERSHIP_KEY);
      queryClient.setQueryData<AccountMembership>(MEMBERSHIP_KEY, (data) =>
        data
          ? {
              ...data,
              licenses: data.licenses.map((row) => {
                if (row.id !== license.id) return row;
                const left = row.instances.filter((pc) => pc.id !== instance.id);
                return {
                  ...row,
                  instances: left,
                  available_instances_num: row.instances_num - left.length,
                  status: left.length > 0 ? 'Active' : 'Available',
                };
              }),
            }
          : data,
      );
      return { previous };
    },
    onError: (_error, { instance }, context) => {
      if (context?.previous) queryClient.setQueryData(MEMBERSHIP_KEY, context.previous);
      setNotice({ kind: 'revokeFailed', device: instance.device });
    },
    onSuccess: (_answer, { instance }) => setNotice({ kind: 'revoked', device: instance.device }),
    onSettled: () => Promise.all([MEMBERSHIP_KEY, APP_TOKENS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  return (
    <section className={accountStyles.card} aria-labelledby={headingId} data-testid="licenses">
      <h2 id={headingId}>{t('title')}</h2>
      <p className={styles.muted}>{t('intro')}</p>
      {/* spec 1 and 8: the free switch from a legacy licence to lifetime has ended; lifetime can still be bought for it. */}
      <p className={styles.muted} data-testid="switch-offer-ended">
        {t('switchEnded')}
      </p>
      {pausedUntil && licenses.some((license) => license.instances.length > 0) ? (
        // spec 4 "Revoke is sometimes paused until a shown date, with a support link".
        <p id={`${headingId}-paused`} className={styles.muted} data-testid="license-revoke-paused">
          {tInstances('paused', {
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(pausedUntil)),
          })}{' '}
          <Link href="/help">{tMembership('contactSupport')}</Link>
        </p>
      ) : null}
      <DataTable
        testId="licenses-table"
        columns={[t('columns.serial'), t('columns.status'), t('columns.pcs'), t('columns.note'), t('columns.action')]}
      >
        {licenses.map((license) => (
          <tr key={license.id} data-testid="license-row" data-license-id={license.id}>
            <td>
              <div>{license.serial_number}</div>
              {license.description ? <div className={styles.muted}>{license.description}</div> : null}
            </td>
            <td data-testid="license-status">{t(`status.${license.status}`)}</td>
            <td>
              <div data-testid="license-available">
                {t('available', { available: license.available_instances_num, total: license.instances_num })}
              </div>
              {license.instances.length > 0 ? (
                <ul className={styles.licensePcs} aria-label={t('pcsOf', { serial: license.serial_number })}>
                  {license.instances.map((instance) => (
                    <li key={instance.id} data-testid="license-instance">
                      <span>
                        {t('pc', {
                          device: instance.device,
                          version: instance.version,
                          date: date.format(new Date(instance.date_created)),
                        })}
                      </span>
                      <button
                        type="button"
                        className={`button button--ghost ${styles.revoke}`}
                        aria-label={t('revokeLabel', { device: instance.device, serial: license.serial_number })}
                        aria-describedby={pausedUntil ? `${headingId}-paused` : undefined}
                        disabled={pausedUntil !== null}
                        onClick={() => setAsking({ license, instance })}
                        data-testid="license-instance-revoke"
                      >
                        {tInstances('revoke')}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </td>
            <td className={styles.note} data-testid="license-note">
              {license.note || <span className={styles.muted}>{t('noNote')}</span>}
            </td>
            <td>
              <button
                type="button"
                className={`button button--ghost ${styles.revoke}`}
                aria-label={t('editNoteLabel', { serial: license.serial_number })}
                onClick={() => setEditing(license)}
                data-testid="license-edit-note"
              >
                {t('editNote')}
              </button>
              <Link
                href={`/checkout?term=lifetime&pc=${Math.min(license.instances_num, LIFETIME_MAX_PC_NUM)}&license=${license.id}`}
                className={`button button--ghost ${styles.revoke}`}
                aria-label={t('upgradeLabel', { serial: license.serial_number })}
                data-testid="license-upgrade"
              >
                {t('upgrade')}
              </Link>
            </td>
          </tr>
        ))}
      </DataTable>
      <p
        role="status"
        className={notice?.kind === 'revokeFailed' ? accountStyles.statusError : accountStyles.status}
        data-testid="licenses-status"
      >
        {notice ? t(notice.kind, { device: notice.device }) : ''}
      </p>
      <NoteDialog license={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={asking !== null}
        title={tInstances('confirmTitle')}
        text={asking ? tInstances('confirmText', { device: asking.instance.device }) : ''}
        confirm={tInstances('confirm')}
        cancel={tInstances('cancel')}
        onConfirm={() => {
          if (asking) revoke.mutate(asking);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
        testId="license-revoke-dialog"
      />
    </section>
  );
}
