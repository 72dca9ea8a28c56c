// Issue 15: what a shared cache in front of the instances (deploy/nginx, a CDN) may do with a page.
//
// Next marks every page it may cache (prerendered, or rendered and kept until a tag expires) with `s-maxage`
// set to the page's revalidate time (an hour here) and a long `stale-while-revalidate`. A shared cache that
// honoured that would serve a page for an hour after a publish, and there is no purge to send it. So a shared
// cache is given one second instead, and may serve the last copy while it asks again in the background, or
// when every instance fails: publish-to-live through the cache is the instances' own plus about a second,
// and each instance sees at most one request a second per page from each cache, however many visitors.
// Browsers keep nothing (`max-age=0`). Anything Next did not mark shareable passes unchanged
// (`private, no-store` on signed-in and personal answers).

/** Seconds a shared cache may serve a page without asking. */
export const SHARED_MAX_AGE_S = 1;
/** Seconds it may go on serving it while it asks again in the background. */
export const SHARED_STALE_WHILE_REVALIDATE_S = 60;
/** Seconds it may serve it while every instance fails. */
export const SHARED_STALE_IF_ERROR_S = 86_400;

/** The Cache-Control sent for the value Next chose. */
export function sharedCacheControl(nextValue: string): string {
  if (!/(^|[\s,])s-maxage=/i.test(nextValue) || /\b(private|no-store)\b/i.test(nextValue)) return nextValue;
  return `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${SHARED_STALE_WHILE_REVALIDATE_S}, stale-if-error=${SHARED_STALE_IF_ERROR_S}`;
}
