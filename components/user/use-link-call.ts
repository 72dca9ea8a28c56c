'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api/client';
import { type AuthFormFailure, authFormFailure } from '@/lib/auth/form-outcome';

export type LinkCall<Answer> = { state: 'pending' } | { state: 'done'; answer: Answer } | { state: 'failed'; failure: AuthFormFailure };

/**
 * POSTs a mailed link's hash once the page runs in a browser. Never on GET: mail gateways and link previews
 * fetch links, and a page that spent the token on GET would spend it for them.
 */
export function useLinkCall<Answer>(path: string, hash: string): LinkCall<Answer> {
  const locale = useLocale();
  const [call, setCall] = useState<LinkCall<Answer>>({ state: 'pending' });
  const started = useRef(false);
  useEffect(() => {
    // Once per page: a token is single-use, and development's double effects must not spend it twice.
    if (started.current) return;
    started.current = true;
    api.post<Answer>(path, { hash, locale }).then(
      (answer) => setCall({ state: 'done', answer }),
      (error: unknown) => setCall({ state: 'failed', failure: authFormFailure(error, []) }),
    );
  }, [path, hash, locale]);
  return call;
}
