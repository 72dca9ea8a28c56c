'use client';

import { useSyncExternalStore } from 'react';
import { ANONYMOUS, type Viewer, viewerFromCookies } from '@/lib/auth/viewer';

// The cookie only changes on sign-in and sign-out, which load a new page; nothing to subscribe to.
const subscribe = () => () => undefined;
let lastCookies: string | undefined;
let lastViewer: Viewer = ANONYMOUS;

function snapshot(): Viewer {
  // The same object while the cookies are the same, as useSyncExternalStore requires.
  if (document.cookie !== lastCookies) {
    lastCookies = document.cookie;
    lastViewer = viewerFromCookies(lastCookies);
  }
  return lastViewer;
}

/** The viewer of the page in the browser; the server, which renders for everyone, sees an anonymous one. */
export function useViewer(): Viewer {
  return useSyncExternalStore(subscribe, snapshot, () => ANONYMOUS);
}
