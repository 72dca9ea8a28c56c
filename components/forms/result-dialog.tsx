'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import styles from './forms.module.css';

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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} aria-describedby={textId} onClose={onClose} data-testid={testId}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      <p id={textId}>{text}</p>
      {/* The one control inside: showModal focuses it, Enter or Space closes. */}
      <button type="button" className="button button--primary" onClick={() => ref.current?.close()} autoFocus>
        {t('close')}
      </button>
    </dialog>
  );
}
