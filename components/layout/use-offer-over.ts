'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { isOfferOver } from '@/lib/content/offer-end';

// Timers wait at most 2^31 - 1 ms (about 24.8 days); a later end is checked again when that one fires.
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * Whether the offer ending at `endsAt` is over, by the browser's clock, turning true the moment it ends while the
 * page is open. The server, which rendered the page while the offer ran, says it is not.
 */
export function useOfferOver(endsAt: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      let timer: ReturnType<typeof setTimeout>;
      const wait = () => {
        const left = Date.parse(endsAt) - Date.now();
        if (left <= 0) return;
        timer = setTimeout(
          () => {
            changed();
            wait();
          },
          Math.min(left, LONGEST_TIMER_MS),
        );
      };
      wait();
      return () => clearTimeout(timer);
    },
    [endsAt],
  );
  return useSyncExternalStore(
    subscribe,
    () => isOfferOver(endsAt, Date.now()),
    () => false,
  );
}
