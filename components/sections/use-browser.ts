'use client';

import { useSyncExternalStore } from 'react';
import { prefersReducedMotion, reducedMotionOnServer, subscribeToReducedMotion } from '@/lib/ui/reduced-motion';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once the component runs in the browser: the slider's
 * and carousels' buttons are enabled then. Nothing that takes space may depend on it, or the page
 * shifts when it hydrates; what a page without JavaScript lays out differently is decided by the
 * stylesheets' `@media (scripting: none)`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, reducedMotionOnServer);
}
