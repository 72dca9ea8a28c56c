'use client';

import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';

type Notice = { kind: 'revoked' | 'failed'; device: string } | null;
type RevokeText = 'revoking' | 'revoked' | 'failed' | 'confirmTitle' | 'confirmText' | 'confirm' | 'cancel';

/**
 * A revoke that asks first (a PC of a plan, an authorised program): the mutation `options` describe (the call, the
 * optimistic update and its undoing), the confirm dialog's props, and the status line that says what is happening and
 * what happened. On confirming, the row is revoked and focus goes to the section's heading, since the row and its
 * button go. `texts` words each in the section's own namespace (the same keys in both).
 */
export function useConfirmedRevoke<Row extends { device: string }, Context>(
  options: UseMutationOptions<unknown, Error, Row, Context>,
  texts: (key: RevokeText, values?: { device: string }) => string,
  heading: RefObject<HTMLElement | null>,
) {
  const [asking, setAsking] = useState<Row | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const revoke = useMutation({
    ...options,
    onError: (error, row, context, mutation) => {
      options.onError?.(error, row, context, mutation);
      setNotice({ kind: 'failed', device: row.device });
    },
    onSuccess: (answer, row, context, mutation) => {
      options.onSuccess?.(answer, row, context, mutation);
      setNotice({ kind: 'revoked', device: row.device });
    },
  });
  const status =
    revoke.isPending && revoke.variables
      ? texts('revoking', { device: revoke.variables.device })
      : notice
        ? texts(notice.kind, { device: notice.device })
        : '';
  return {
    ask: setAsking,
    status: { text: status, failed: notice?.kind === 'failed' },
    dialog: {
      open: asking !== null,
      title: texts('confirmTitle'),
      text: asking ? texts('confirmText', { device: asking.device }) : '',
      confirm: texts('confirm'),
      cancel: texts('cancel'),
      onConfirm: () => {
        if (asking) revoke.mutate(asking);
        setAsking(null);
        heading.current?.focus();
      },
      onCancel: () => setAsking(null),
    },
  };
}
