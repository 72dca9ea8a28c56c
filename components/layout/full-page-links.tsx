'use client';

import { useEffect } from 'react';

/**
 * On the global 404 page the client router has no layout to navigate from, so a client-side
 * navigation changes the URL and leaves the 404 on screen. Stopping link clicks before React sees
 * them leaves them to the browser: a full page load, which renders the target in its own layout.
 */
export function FullPageLinks() {
  useEffect(() => {
    const keepFromRouter = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('a[href]')) event.stopPropagation();
    };
    window.addEventListener('click', keepFromRouter, true);
    return () => window.removeEventListener('click', keepFromRouter, true);
  }, []);
  return null;
}
