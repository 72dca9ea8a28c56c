// Issue 15: what a shared cache in front of the instances (deploy/nginx, a CDN) may do with a page.
//
// Next marks every page it may cache (prerendered, or rendered and kept until a tag expires) with `s-maxage`
// set to the page's revalidate time (an hour here) and a long `stale-while-revalidate`. A shared cache that
// honoured that would serve a page for an hour after a publish, and there is no purge to send it. So a shared
// cache is given one second instead, and may serve the last copy while it asks again in the background, or
// when every instance fails: publish-to-live through the cache is the instances' own plus about a second (nginx's
// own expiry, sharedCacheExpiry below, keeps it from growing to two), and each instance sees about one request a
// second per page from each cache, however many visitors.
// Browsers keep nothing (`max-age=0`). Anything Next did not mark shareable passes unchanged
// (`private, no-store` on signed-in and personal answers).

/** Seconds a shared cache may serve a page without asking. */
export const SHARED_MAX_AGE_S = 1;
/** Seconds it may go on serving it while it asks again in the background. */
export const SHARED_STALE_WHILE_REVALIDATE_S = 60;
/** Seconds it may serve it while every instance fails. */
export const SHARED_STALE_IF_ERROR_S = 86_400;

/** Whether Next marked the answer for shared caches (and nothing made it personal). */
function isShareable(nextValue: string): boolean {
  return /(^|[\s,])s-maxage=/i.test(nextValue) && !/\b(private|no-store)\b/i.test(nextValue);
}

/** The Cache-Control sent for the value Next chose. */
export function sharedCacheControl(nextValue: string): string {
  if (!isShareable(nextValue)) return nextValue;
  return `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${SHARED_STALE_WHILE_REVALIDATE_S}, stale-if-error=${SHARED_STALE_IF_ERROR_S}`;
}

/**
 * nginx's expiry for a shareable answer (`X-Accel-Expires`, which nginx reads and never passes on), or undefined
 * for any other. nginx keeps time in whole seconds: `s-maxage=1` holds a page until the second after next, from 1
 * to 2 s after it was stored, 1.5 s on average. Expiring at the end of the nearest whole second instead holds it
 * from 0.5 to 1.5 s, the one second s-maxage means on average, and a publish is live through nginx half a
 * second sooner at worst. nginx and the instances keep time by NTP; the few milliseconds between their clocks
 * move that window by as much. The Cache-Control above stays for any other cache, and for its
 * stale-while-revalidate and stale-if-error, which nginx still reads from it.
 */
export function sharedCacheExpiry(nextValue: string, nowMs: number): string | undefined {
  if (!isShareable(nextValue)) return undefined;
  return `@${Math.round(nowMs / 1000)}`;
}
