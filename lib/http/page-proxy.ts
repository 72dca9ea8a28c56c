import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { hasThirdParty, thirdPartyAllowedOn, thirdPartySources } from '@/lib/analytics/third-party';
import { config as runtimeConfig } from '@/lib/config';
import { routeRequest } from '@/lib/content/route-request';
import { securityHeaders, securitySettingsFrom } from '@/lib/http/security-headers';
import { type RoutingTable, routingTable } from '@/lib/content/routing-table';
import { secureCookies } from '@/lib/runtime/cookies';
import { routing } from '@/lib/i18n/routing';
import { defaultLocale, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, splitLocale } from '@/lib/i18n/config';
import { APP_AUTHORIZATION_COOKIE, APP_AUTHORIZATION_COOKIE_MAX_AGE_S } from '@/lib/memberships/authorize-page';
import { type AuthorizeAppStep, authorizeAppStep, isPageLoad } from '@/lib/memberships/authorize-redirect';
import { log } from '@/lib/observability/log';
import { isNotFoundScreenFetch, notFoundScreen, withRequestedPath } from '@/lib/content/not-found-screen';

const handleI18nRouting = createMiddleware(routing);

// The session cookie's names (lib/auth/sessions.ts sessionCookieName): `__Host-session` over HTTPS.
const SESSION_COOKIES = ['session', '__Host-session'];

/**
 * spec 2: the app-authorisation cookie, remembered or cleared on the way out (lib/memberships/authorize-redirect.ts).
 * Whether cookies are Secure is asked only when one is set (issue 16, bench:proxy: asked on every request, it was a
 * twentieth of a prerendered page's time while the settings were read anew on each call; a production server now
 * reads them once).
 */
function withAuthorizeAppCookie(response: NextResponse, step: AuthorizeAppStep): NextResponse {
  if (step.kind === 'remember') {
    response.cookies.set(APP_AUTHORIZATION_COOKIE, step.requestId, {
      httpOnly: true,
      secure: secureCookies(),
      sameSite: 'lax',
      path: '/',
      maxAge: APP_AUTHORIZATION_COOKIE_MAX_AGE_S,
    });
  } else if (step.kind === 'forget' || step.kind === 'redirect') {
    response.cookies.set(APP_AUTHORIZATION_COOKIE, '', { path: '/', maxAge: 0 });
  }
  return response;
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
async function notFoundScreenResponse(request: NextRequest): Promise<NextResponse | undefined> {
  if (request.method !== 'GET') return undefined;
  const { pathname, origin } = request.nextUrl;
  const screen = await notFoundScreen(origin, splitLocale(pathname).locale);
  const html = screen && withRequestedPath(screen, pathname);
  if (!html) return undefined;
  return new NextResponse(html, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
  });
}

/**
 * spec 7: while the Site settings name an analytics or tag-manager ID, a page that may load them gets a
 * Content-Security-Policy allowing their hosts, in place of the serving process's (scripts/serve.ts), which
 * allows none. Without an ID, and on the account, checkout and sign-in pages, the response is left as it is.
 */
function withThirdPartyPolicy(response: NextResponse, pathname: string, table: RoutingTable | undefined): NextResponse {
  if (!table || !hasThirdParty(table.thirdParty) || !thirdPartyAllowedOn(splitLocale(pathname).path)) return response;
  const settings = runtimeConfig();
  const thirdParty = thirdPartySources(table.thirdParty, settings.env.THIRD_PARTY_SCRIPT_ORIGIN);
  const development = settings.env.NODE_ENV === 'development';
  const headers = securityHeaders(pathname, { ...securitySettingsFrom(settings, { development }), thirdParty });
  response.headers.set('Content-Security-Policy', headers['Content-Security-Policy'] ?? '');
  return response;
}

/**
 * The page proxy (issue 16: run by the serving process, lib/runtime/page-proxy-runner.ts, in place of Next's proxy.ts):
 * a page request's redirect, rewrite or answer, in Next's middleware terms (NextResponse.redirect, .rewrite, .next).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const table = await currentRoutingTable();
  return withThirdPartyPolicy(await answer(request, table), request.nextUrl.pathname, table);
}

/**
 * Every page request: redirect documents first, then next-intl's locale handling, then public paths of
 * page documents rewritten to the content route and paths with nothing to show to the server-rendered
 * 404 (lib/content/route-request.ts decides; this only answers).
 */
async function answer(request: NextRequest, table: RoutingTable | undefined): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  // The proxy's own fetch of the 404 screen (lib/content/not-found-screen.ts): only the locale handling.
  if (isNotFoundScreenFetch(request.headers)) return handleI18nRouting(request);
  const decision = routeRequest(table, pathname, search);
  if (decision.kind === 'redirect') {
    const { location, status } = decision.redirect;
    return NextResponse.redirect(new URL(location, request.url), status);
  }

  const authorizeStep = authorizeAppStep({
    pathname,
    pageLoad: isPageLoad(request.headers),
    searchParams: request.nextUrl.searchParams,
    rememberedRequestId: request.cookies.get(APP_AUTHORIZATION_COOKIE)?.value,
    signedIn: SESSION_COOKIES.some((name) => request.cookies.has(name)),
  });
  if (authorizeStep.kind === 'redirect') {
    return withAuthorizeAppCookie(NextResponse.redirect(new URL(authorizeStep.location, request.url)), authorizeStep);
  }

  const localised = handleI18nRouting(request);
  // The switcher's English link (/en/...) is the visitor choosing English: remembered (spec 9: a year, SameSite
  // lax) on the redirect to the unprefixed path. No page answer sets the cookie (lib/i18n/locale-choice.ts).
  if (localised.headers.has('location') && isEnglishChoice(pathname)) {
    localised.cookies.set(LOCALE_COOKIE_NAME, defaultLocale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: secureCookies(),
    });
  }
  if (decision.kind === 'app' || localised.headers.has('location')) return withAuthorizeAppCookie(localised, authorizeStep);

  // Keep what next-intl decided (its locale cookie, link header and request headers), but render the
  // page document's route, or answer the 404.
  const rewritten =
    (decision.kind === 'notFound' ? await notFoundScreenResponse(request) : undefined) ??
    NextResponse.rewrite(new URL(`${decision.internalPath}${search}`, request.url));
  localised.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'x-middleware-rewrite' || name === 'x-middleware-next') return;
    rewritten.headers.set(name, value);
  });
  for (const cookie of localised.headers.getSetCookie()) rewritten.headers.append('set-cookie', cookie);
  return withAuthorizeAppCookie(rewritten, authorizeStep);
}
