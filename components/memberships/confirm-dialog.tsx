'use client';

import { useEffect, useId, useRef } from 'react';
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
  const ref = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      confirmed.current = false;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={formStyles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => (confirmed.current ? onConfirm() : onCancel())}
      data-testid={testId}
    >
      <h2 id={titleId} className={formStyles.dialogTitle}>
        {title}
      </h2>
      <p id={textId}>{text}</p>
      <div className={styles.dialogActions}>
        <button type="button" className="button button--ghost" onClick={() => ref.current?.close()} autoFocus>
          {cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            confirmed.current = true;
            ref.current?.close();
          }}
          data-testid={`${testId}-confirm`}
        >
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
