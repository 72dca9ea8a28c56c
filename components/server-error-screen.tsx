'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportBrowserError } from '@/lib/observability/browser-errors';
import { ErrorScreen } from './error-screen';

type Props = { error: Error & { digest?: string }; reset: () => void };

/**
 * spec 2: other errors show their message as the title. A server error reaches the browser without its
 * message (only a digest), so it is shown as the 500; an error with no message gets the generic title.
 */
export function ServerErrorScreen({ error, reset }: Props) {
  const t = useTranslations('common.errors');

  useEffect(() => {
    // spec 4: a 500 is reported. A server error (it has a digest) was reported by the server already
    // (instrumentation.ts onRequestError); one of the browser goes to Sentry from here, when configured.
    console.error(error);
    if (!error.digest) reportBrowserError(error);
  }, [error]);

  const title = error.digest ? t('serverErrorTitle') : error.message || t('genericTitle');
  return <ErrorScreen kind="500" title={title} text={t('serverErrorText')} onHome={reset} />;
}
