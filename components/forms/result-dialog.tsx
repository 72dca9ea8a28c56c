'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import styles from './forms.module.css';
import { useModalDialog } from './use-modal-dialog';

interface ResultDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** Called however the dialog closes: its button, Escape, or the form closing it. */
  onClose: () => void;
  testId: string;
}

/**
 * spec 4, 8: the modal after sending. A native modal <dialog> makes the page behind it inert, moves
 * focus into it and closes on Escape; the caller puts focus back where the visitor was.
 */
export function ResultDialog({ open, title, text, onClose, testId }: ResultDialogProps) {
  const t = useTranslations('forms.dialog');
  const titleId = useId();
  const textId = useId();
  const { close, dialogProps } = useModalDialog(open, onClose);

  return (
    <dialog {...dialogProps} className={styles.dialog} aria-labelledby={titleId} aria-describedby={textId} data-testid={testId}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      <p id={textId}>{text}</p>
      {/* The one control inside: showModal focuses it, Enter or Space closes. */}
      <button type="button" className="button button--primary" onClick={close} autoFocus>
        {t('close')}
      </button>
    </dialog>
  );
}
