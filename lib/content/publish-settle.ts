import { requestContext } from '@/lib/runtime/request-context';
import { requestsNowInFlightEnded } from '@/lib/runtime/requests-in-flight';

// Issue 15: a publish expires its cache tags at once, but a page whose render began before the publish may read
// the old text and be stored after the expiry: Next keeps it as fresh, and the publish is lost for that page until
// the next publish or its hour. So every publish expires its tags a second time, once the renders that may have
// begun before it have been stored: every request in flight at the publish has ended, and no sooner than
// SETTLE_MIN_MS after it, for the refreshes Next runs in the background after their request's answer.

/** The least time between a publish and its second expiry. */
export const SETTLE_MIN_MS = 3_000;
/** The most: a request that stays open this long (a stalled client) does not hold the second expiry back further. */
export const SETTLE_MAX_MS = 60_000;

/**
 * Resolves when the renders that may have read the content before now have been stored: every request in flight
 * now (but the caller's own) has ended and at least `minMs` have passed, or `maxMs` have.
 */
export async function rendersBegunBeforeNowStored({ minMs = SETTLE_MIN_MS, maxMs = SETTLE_MAX_MS } = {}): Promise<void> {
  const ended = requestsNowInFlightEnded(requestContext());
  let cap: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.all([
      new Promise((resolve) => setTimeout(resolve, minMs)),
      Promise.race([ended, new Promise((resolve) => (cap = setTimeout(resolve, maxMs)))]),
    ]);
  } finally {
    clearTimeout(cap);
  }
}
