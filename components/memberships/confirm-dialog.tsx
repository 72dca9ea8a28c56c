'use client';

import { useId, useRef } from 'react';
import { useModalDialog } from '@/components/forms/use-modal-dialog';
import formStyles from '@/components/forms/forms.module.css';
import styles from './membership.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  /** Called however the dialog closes without confirming: its button or Escape. */
  onCancel: () => void;
  testId: string;
}

/**
 * A question before a change that cannot be taken back by accident (revoking a PC, cancelling auto-renewal).
 * A native modal <dialog>: the page behind is inert, focus moves in (to the safe choice) and Escape cancels.
 */
export function ConfirmDialog({ open, title, text, confirm, cancel, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  const confirmed = useRef(false);
  const titleId = useId();
  const textId = useId();
  const { close, dialogProps } = useModalDialog(open, () => {
    const yes = confirmed.current;
    confirmed.current = false;
    if (yes) onConfirm();
    else onCancel();
  });

  return (
    <dialog {...dialogProps} className={formStyles.dialog} aria-labelledby={titleId} aria-describedby={textId} data-testid={testId}>
      <h2 id={titleId} className={formStyles.dialogTitle}>
        {title}
      </h2>
      <p id={textId}>{text}</p>
      <div className={styles.dialogActions}>
        <button type="button" className="button button--ghost" onClick={close} autoFocus>
          {cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            confirmed.current = true;
            close();
          }}
          data-testid={`${testId}-confirm`}
        >
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
