import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and until hydration: a click before then would submit natively, putting input in the URL. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
