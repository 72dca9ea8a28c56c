import { hasThirdParty, thirdPartyAllowedOn, thirdPartySources } from '@/lib/analytics/third-party';
import { config as runtimeConfig } from '@/lib/config';
import { routeRequest } from '@/lib/content/route-request';
import { securityHeaders, securitySettingsFrom } from '@/lib/http/security-headers';
import { type RoutingTable, routingTable } from '@/lib/content/routing-table';
import { secureCookies } from '@/lib/runtime/cookies';
import type { PageAnswer, PageCookie, PageRequest } from '@/lib/runtime/page-proxy-runner';
import { type LocaleRoute, localeRoute } from '@/lib/i18n/locale-route';
import { defaultLocale, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, splitLocale } from '@/lib/i18n/config';
import { APP_AUTHORIZATION_COOKIE, APP_AUTHORIZATION_COOKIE_MAX_AGE_S } from '@/lib/memberships/authorize-page';
import { type AuthorizeAppStep, authorizeAppStep, isPageLoad } from '@/lib/memberships/authorize-redirect';
import { log } from '@/lib/observability/log';
import { isNotFoundScreenFetch, notFoundScreen, withRequestedPath } from '@/lib/content/not-found-screen';

/** next-intl's request header naming the locale a page renders in (its middleware set it so; getLocale falls back on it). */
const LOCALE_HEADER = 'x-next-intl-locale';

// The session cookie's names (lib/auth/sessions.ts sessionCookieName): `__Host-session` over HTTPS.
const SESSION_COOKIES = ['session', '__Host-session'];

/**
 * spec 2: the app-authorisation cookie, remembered or cleared on the way out (lib/memberships/authorize-redirect.ts).
 * Whether cookies are Secure is asked only when one is set (issue 16, bench:proxy: asked on every request, it was a
 * twentieth of a prerendered page's time while the settings were read anew on each call; a production server now
 * reads them once).
 */
function authorizeAppCookies(step: AuthorizeAppStep): PageCookie[] {
  if (step.kind === 'remember') {
    return [
      {
        name: APP_AUTHORIZATION_COOKIE,
        value: step.requestId,
        httpOnly: true,
        secure: secureCookies(),
        sameSite: 'lax',
        path: '/',
        maxAge: APP_AUTHORIZATION_COOKIE_MAX_AGE_S,
      },
    ];
  }
  if (step.kind === 'forget' || step.kind === 'redirect') return [{ name: APP_AUTHORIZATION_COOKIE, value: '', path: '/', maxAge: 0 }];
  return [];
}

/** A path under the default locale's own prefix, which only the language switcher links to. */
function isEnglishChoice(pathname: string): boolean {
  const { locale, prefixed } = splitLocale(pathname);
  return prefixed && locale === defaultLocale;
}

/** The routing table, or undefined while the content source cannot answer (the content route decides then). */
async function currentRoutingTable() {
  try {
    return await routingTable();
  } catch (error) {
    log.error({ err: error }, 'The routing table is unavailable; content paths go to the content route');
    return undefined;
  }
}

/**
 * The prerendered 404 screen with the requested path in it, status 404, for a GET; undefined when the screen cannot be
 * had (then the 404 is rendered as before). The router's requests get it too: their headers are kept from the proxy
 * (lib/runtime/page-proxy-runner.ts, as Next kept them), and the router loads an HTML answer as a page.
 */
async function notFoundScreenAnswer(request: PageRequest): Promise<PageAnswer | undefined> {
  if (request.method !== 'GET') return undefined;
  const { pathname, origin } = request.url;
  const screen = await notFoundScreen(origin, splitLocale(pathname).locale);
  const body = screen && withRequestedPath(screen, pathname);
  if (!body) return undefined;
  return {
    kind: 'respond',
    status: 404,
    body,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
  };
}

/**
 * spec 7: while the Site settings name an analytics or tag-manager ID, a page that may load them gets a
 * Content-Security-Policy allowing their hosts, in place of the serving process's (scripts/serve.ts), which
 * allows none. Without an ID, and on the account, checkout and sign-in pages, the response is left as it is.
 */
function withThirdPartyPolicy(answer: PageAnswer, pathname: string, table: RoutingTable | undefined): PageAnswer {
  if (!table || !hasThirdParty(table.thirdParty) || !thirdPartyAllowedOn(splitLocale(pathname).path)) return answer;
  const settings = runtimeConfig();
  const thirdParty = thirdPartySources(table.thirdParty, settings.env.THIRD_PARTY_SCRIPT_ORIGIN);
  const development = settings.env.NODE_ENV === 'development';
  const headers = securityHeaders(pathname, { ...securitySettingsFrom(settings, { development }), thirdParty });
  return { ...answer, headers: { ...answer.headers, 'Content-Security-Policy': headers['Content-Security-Policy'] ?? '' } };
}

/** The locale's part of passing a request on: the rewrite it needs and the locale the page renders in. */
function passedOn(route: LocaleRoute): { rewrite?: string; requestHeaders?: Record<string, string> } {
  if (route.kind !== 'pass') return {};
  return { rewrite: route.rewrite, requestHeaders: { [LOCALE_HEADER]: route.locale } };
}

/**
 * The page proxy (issue 16: run by the serving process, lib/runtime/page-proxy-runner.ts, in place of Next's proxy.ts):
 * a page request's redirect, rewrite or answer.
 */
export async function proxy(request: PageRequest): Promise<PageAnswer> {
  const table = await currentRoutingTable();
  return withThirdPartyPolicy(await answer(request, table), request.url.pathname, table);
}

/**
 * Every page request: redirect documents first, then the locale's redirects and rewrites (as next-intl's middleware
 * made them, lib/i18n/locale-route.ts), then public paths of page documents rewritten to the content route and paths
 * with nothing to show to the server-rendered 404 (lib/content/route-request.ts decides; this only answers).
 */
async function answer(request: PageRequest, table: RoutingTable | undefined): Promise<PageAnswer> {
  const { pathname, search } = request.url;
  const route = localeRoute(pathname, search);
  // The proxy's own fetch of the 404 screen (lib/content/not-found-screen.ts): only the locale handling.
  if (isNotFoundScreenFetch(request.headers)) {
    return route.kind === 'redirect' ? { kind: 'redirect', location: route.location, status: 307 } : { kind: 'pass', ...passedOn(route) };
  }
  const decision = routeRequest(table, pathname, search);
  if (decision.kind === 'redirect') {
    const { location, status } = decision.redirect;
    return { kind: 'redirect', location, status };
  }

  const authorizeStep = authorizeAppStep({
    pathname,
    pageLoad: isPageLoad(request.headers),
    searchParams: request.url.searchParams,
    rememberedRequestId: request.cookie(APP_AUTHORIZATION_COOKIE),
    signedIn: SESSION_COOKIES.some((name) => request.cookie(name) !== undefined),
  });
  const cookies = authorizeAppCookies(authorizeStep);
  if (authorizeStep.kind === 'redirect') return { kind: 'redirect', location: authorizeStep.location, status: 307, cookies };

  if (route.kind === 'redirect') {
    // The switcher's English link (/en/...) is the visitor choosing English: remembered (spec 9: a year, SameSite
    // lax) on the redirect to the unprefixed path. No page answer sets the cookie (lib/i18n/locale-choice.ts).
    const choice: PageCookie[] = isEnglishChoice(pathname)
      ? [
          {
            name: LOCALE_COOKIE_NAME,
            value: defaultLocale,
            path: '/',
            maxAge: LOCALE_COOKIE_MAX_AGE,
            sameSite: 'lax',
            secure: secureCookies(),
          },
        ]
      : [];
    return { kind: 'redirect', location: route.location, status: 307, cookies: [...choice, ...cookies] };
  }
  const { requestHeaders, rewrite } = passedOn(route);
  if (decision.kind === 'app') return { kind: 'pass', rewrite, requestHeaders, cookies };

  // Render the page document's route with the locale decided, or answer the 404.
  const screen = decision.kind === 'notFound' ? await notFoundScreenAnswer(request) : undefined;
  if (screen) return { ...screen, cookies };
  return { kind: 'pass', rewrite: `${decision.internalPath}${search}`, requestHeaders, cookies };
}
