'use client';

import { useEffect, useRef } from 'react';

/**
 * A native modal <dialog> driven by React state: `open` shows it with showModal (the page behind is inert, focus moves
 * in, Escape asks to close) and `onClosed` tells the owner it closed, once, however it closed.
 *
 * The owner hears of it as the dialog closes, not from the close event: the browser fires that event in a later task,
 * and on a busy page a quick Escape then a click that opens the same dialog again would be undone by the late event.
 * A close event that comes once the dialog is open again belongs to the time before, and is let go.
 */
export function useModalDialog(open: boolean, onClosed: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const closed = useRef(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      closed.current = false;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => {
    if (closed.current) return;
    closed.current = true;
    ref.current?.close();
    onClosed();
  };

  return {
    /** Closes the dialog and tells the owner; a second call before it opens again does nothing. */
    close,
    /** Spread on the <dialog>. */
    dialogProps: {
      ref,
      onCancel: close,
      onClose: () => {
        if (!ref.current?.open) close();
      },
    },
  };
}
