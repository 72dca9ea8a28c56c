'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import accountStyles from '@/components/account/account.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { useModalDialog } from '@/components/forms/use-modal-dialog';
import { api } from '@/lib/api/client';
import type { AccountMembership } from '@/lib/memberships/account-membership';
import type { AccountLicense } from '@/lib/memberships/licenses';
import { LICENSE_NOTE_MAX, licenseNoteSchema } from '@/lib/validation/membership';
import styles from './membership.module.css';
import { MEMBERSHIP_KEY } from './membership-query';

/** spec 2 "a notes modal": the owner's note on a legacy licence, checked by the same schema as the server. */
export function NoteDialog({ license, onClose }: { license: AccountLicense | null; onClose: () => void }) {
  const t = useTranslations('shop.membership.licenses');
  const titleId = useId();
  const fieldId = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const { close, dialogProps } = useModalDialog(license !== null, onClose);
  // Each opening starts from the licence's saved note; the same licence passed anew while open keeps what is typed.
  const [openedId, setOpenedId] = useState<number | null>(null);
  if ((license?.id ?? null) !== openedId) {
    setOpenedId(license?.id ?? null);
    if (license) {
      setNote(license.note);
      setError(null);
    }
  }

  const save = useMutation({
    mutationFn: (values: { id: number; note: string }) =>
      api.post<{ note: string }>(`/api/account/licenses/${values.id}/note`, { note: values.note }),
    onSuccess: (answer, values) => {
      queryClient.setQueryData<AccountMembership>(MEMBERSHIP_KEY, (data) =>
        data ? { ...data, licenses: data.licenses.map((row) => (row.id === values.id ? { ...row, note: answer.note } : row)) } : data,
      );
      close();
    },
    onError: () => setError(t('saveFailed')),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!license) return;
    const parsed = licenseNoteSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message === 'tooLong' ? t('noteTooLong') : t('noteInvalid'));
      return;
    }
    save.mutate({ id: license.id, note: parsed.data.note });
  };

  return (
    <dialog {...dialogProps} className={formStyles.dialog} aria-labelledby={titleId} data-testid="note-dialog">
      <form onSubmit={submit} noValidate className={styles.noteForm}>
        <h2 id={titleId} className={formStyles.dialogTitle}>
          {license ? t('noteTitle', { serial: license.serial_number }) : ''}
        </h2>
        <label htmlFor={fieldId}>{t('noteLabel')}</label>
        <textarea
          id={fieldId}
          name="note"
          rows={4}
          value={note}
          maxLength={LICENSE_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${fieldId}-hint ${fieldId}-error`}
          aria-invalid={error !== null}
          className={styles.noteField}
          autoFocus
        />
        <p id={`${fieldId}-hint`} className={styles.muted}>
          {t('noteHint', { max: LICENSE_NOTE_MAX })}
        </p>
        <p id={`${fieldId}-error`} role="alert" className={accountStyles.statusError}>
          {error ?? ''}
        </p>
        <div className={styles.dialogActions}>
          <button type="button" className="button button--ghost" onClick={close}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending} data-testid="note-save">
            {save.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
