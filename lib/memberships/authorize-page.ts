import { localizedPath, type Locale } from '@/lib/i18n/config';
import { siteUrl } from '@/lib/site/url';

// spec 2 /account/authorize-app and "If an app-authorisation session exists and the user is signed in, go to
// /account/authorize-app": the page's address, and the cookie that remembers the request while the visitor
// signs in (set and read by lib/http/page-proxy.ts through lib/memberships/authorize-redirect.ts).

export const AUTHORIZE_APP_PATH = '/account/authorize-app';
export const AUTHORIZE_REQUEST_PARAM = 'request';
export const APP_AUTHORIZATION_COOKIE = 'app_authorization';
/** As long as the request itself lives (lib/memberships/app-authorization.ts AUTHORIZATION_TTL_MS). */
export const APP_AUTHORIZATION_COOKIE_MAX_AGE_S = 10 * 60;

/** The page's path for one request, in `locale`. */
export function authorizeAppPath(locale: Locale, requestId?: string): string {
  const path = localizedPath(locale, AUTHORIZE_APP_PATH);
  return requestId ? `${path}?${new URLSearchParams({ [AUTHORIZE_REQUEST_PARAM]: requestId })}` : path;
}

/** The absolute URL the program opens. */
export function authorizeAppUrl(locale: Locale, requestId: string): string {
  return new URL(authorizeAppPath(locale, requestId), siteUrl()).toString();
}
