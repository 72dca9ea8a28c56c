import { splitLocale } from '@/lib/i18n/config';
import { authorizationRequestIdSchema } from '@/lib/validation/app';
import { AUTHORIZE_APP_PATH, AUTHORIZE_REQUEST_PARAM, authorizeAppPath } from './authorize-page';

// spec 2 "If an app-authorisation session exists and the user is signed in, go to /account/authorize-app".
// The session is a cookie holding the request id, set when the program's URL is opened. A signed-in page
// visit with it goes to the page once (the cookie goes with the redirect), so a request the user walked away
// from cannot hold every later page hostage. Pure, for lib/http/page-proxy.ts; "signed in" is the session cookie's presence,
// and the page itself checks the session (a stale cookie lands on sign-in, with no cookie left to loop on).

export type AuthorizeAppStep =
  { kind: 'none' } | { kind: 'remember'; requestId: string } | { kind: 'forget' } | { kind: 'redirect'; location: string };

interface Visit {
  pathname: string;
  /**
   * Whether this is a page load. Prefetches and the router's own fetches are no visit: they must neither spend
   * the one-shot redirect nor clear the cookie behind the user's back.
   */
  pageLoad: boolean;
  searchParams: URLSearchParams;
  /** The request id in the app-authorisation cookie, if any. */
  rememberedRequestId: string | undefined;
  signedIn: boolean;
}

const isRequestId = (value: string | null | undefined): value is string => authorizationRequestIdSchema.safeParse(value).success;

// Next's router marks its fetches with these, though the proxy never sees them (page-proxy-runner.ts keeps them from it, as Next did); hence Sec-Fetch-Dest.
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch'];

/**
 * A top-level page load: Sec-Fetch-Dest `document` (or no Sec-Fetch-Dest, from a client that sends none), and
 * not a speculative prefetch or prerender (Sec-Purpose).
 */
export function isPageLoad(headers: Pick<Headers, 'get'>): boolean {
  if (ROUTER_HEADERS.some((name) => headers.get(name) !== null)) return false;
  if (/prefetch/i.test(headers.get('sec-purpose') ?? headers.get('purpose') ?? '')) return false;
  const destination = headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
}

export function authorizeAppStep({ pathname, pageLoad, searchParams, rememberedRequestId, signedIn }: Visit): AuthorizeAppStep {
  if (!pageLoad) return { kind: 'none' };
  const { locale, path } = splitLocale(pathname);
  if (path === AUTHORIZE_APP_PATH) {
    const requestId = searchParams.get(AUTHORIZE_REQUEST_PARAM);
    if (signedIn) return rememberedRequestId ? { kind: 'forget' } : { kind: 'none' };
    // Signed out, the page sends the visitor to sign in: remember the request for the way back.
    return isRequestId(requestId) ? { kind: 'remember', requestId } : { kind: 'none' };
  }
  if (signedIn && isRequestId(rememberedRequestId)) return { kind: 'redirect', location: authorizeAppPath(locale, rememberedRequestId) };
  return { kind: 'none' };
}
