'use client';

import { lazy, Suspense } from 'react';

// The screen loads only when the boundary shows: each boundary's script loads with every page, and each carried its
// own copy of the screen and of next/link's helpers, 6 KiB gzip of every page's first load (issue 16), for an error
// that is rare.
const ServerErrorScreen = lazy(() => import('./server-error-screen').then(({ ServerErrorScreen }) => ({ default: ServerErrorScreen })));

type Props = { error: Error & { digest?: string }; reset: () => void };

/** An error boundary's screen (app/[locale]/error.tsx and the default layout's). */
export default function ErrorBoundaryScreen(props: Props) {
  return (
    <Suspense fallback={null}>
      <ServerErrorScreen {...props} />
    </Suspense>
  );
}
