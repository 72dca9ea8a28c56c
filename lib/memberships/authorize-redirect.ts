import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { authorizationRequestIdSchema } from '@/lib/validation/app';
import { AUTHORIZE_APP_PATH, AUTHORIZE_REQUEST_PARAM, authorizeAppPath } from './authorize-page';

// spec 2 "If an app-authorisation session exists and the user is signed in, go to /account/authorize-app".
// The session is a cookie holding the request id, set when the program's URL is opened. A signed-in page
// visit with it goes to the page once (the cookie goes with the redirect), so a request the user walked away
// from cannot hold every later page hostage. Pure, for proxy.ts; "signed in" is the session cookie's presence,
// and the page itself checks the session (a stale cookie lands on sign-in, with no cookie left to loop on).

export type AuthorizeAppStep =
  | { kind: 'none' }
  | { kind: 'remember'; requestId: string }
  | { kind: 'forget' }
  | { kind: 'redirect'; location: string };

interface Visit {
  pathname: string;
  /** A prefetch is no visit: it must neither spend the one-shot redirect nor clear the cookie behind the user's back. */
  prefetch: boolean;
  searchParams: URLSearchParams;
  /** The request id in the app-authorisation cookie, if any. */
  rememberedRequestId: string | undefined;
  signedIn: boolean;
}

function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/zh-CN' || pathname.startsWith('/zh-CN/')) return { locale: 'zh-CN', path: pathname.slice('/zh-CN'.length) || '/' };
  return { locale: defaultLocale, path: pathname };
}

const isRequestId = (value: string | null | undefined): value is string => authorizationRequestIdSchema.safeParse(value).success;

// Next's router marks its prefetches with these; browsers with Sec-Purpose (or the older Purpose).
const PREFETCH_HEADERS = ['next-router-prefetch', 'next-router-segment-prefetch'];

export function isPrefetch(headers: Headers): boolean {
  if (PREFETCH_HEADERS.some((name) => headers.has(name))) return true;
  return /prefetch/i.test(headers.get('sec-purpose') ?? headers.get('purpose') ?? '');
}

export function authorizeAppStep({ pathname, prefetch, searchParams, rememberedRequestId, signedIn }: Visit): AuthorizeAppStep {
  if (prefetch) return { kind: 'none' };
  const { locale, path } = splitLocale(pathname.replace(/\/+$/, '') || '/');
  if (path === AUTHORIZE_APP_PATH) {
    const requestId = searchParams.get(AUTHORIZE_REQUEST_PARAM);
    if (signedIn) return rememberedRequestId ? { kind: 'forget' } : { kind: 'none' };
    // Signed out, the page sends the visitor to sign in: remember the request for the way back.
    return isRequestId(requestId) ? { kind: 'remember', requestId } : { kind: 'none' };
  }
  if (signedIn && isRequestId(rememberedRequestId)) return { kind: 'redirect', location: authorizeAppPath(locale, rememberedRequestId) };
  return { kind: 'none' };
}
