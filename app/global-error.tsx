'use client';

import { lazy, Suspense } from 'react';
import { splitLocale } from '@/lib/i18n/config';
import './styles/globals.css';

// The screen, its provider and both languages' common texts load only when this boundary shows: its script loads
// with every page, and they were 7 KiB gzip of every page's first load (issue 16), for an error that is rare.
const GlobalErrorScreen = lazy(() => import('@/components/global-error-screen'));

type Props = { error: Error & { digest?: string }; reset: () => void };

/** Errors in the locale layout itself: no provider above us, so the screen brings its own. */
export default function GlobalError(props: Props) {
  const { locale } = splitLocale(typeof window === 'undefined' ? '/' : window.location.pathname);
  return (
    <html lang={locale}>
      <body>
        <Suspense fallback={null}>
          <GlobalErrorScreen {...props} locale={locale} />
        </Suspense>
      </body>
    </html>
  );
}
