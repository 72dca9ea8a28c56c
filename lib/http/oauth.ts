import { NextResponse } from 'next/server';
import { NAMED_ERROR_CODES } from '@/lib/api/error-codes';
import type { AuthFailure } from '@/lib/auth/flow-context';
import { requestCookies, sessionFromRequest } from '@/lib/auth/current-session';
import { signInPath } from '@/lib/auth/guard';
import { failureResponse, requestContext, signedInResponse } from '@/lib/http/auth';
import { readCookie, secureCookies } from '@/lib/runtime/cookies';
import { NO_STORE } from '@/lib/http/responses';
import { accountApiRefusal, type RefusalAnswer } from '@/lib/http/route';
import { OAUTH_PROVIDER_IDS, type OAuthProviderName } from '@/lib/auth/oauth-providers';
import type { Database } from '@/lib/db/client';
import { isLocale, type Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { messagesFor } from '@/lib/i18n/held-messages';
import { requestLocale } from '@/lib/i18n/request-locale';
import { log } from '@/lib/observability/log';
import { siteUrl } from '@/lib/site/url';
import { connectProvider, type OAuthResult, signInWithProvider } from '@/lib/auth/oauth/link';
import { completeOAuth2, oauth2AuthorizationUrl } from '@/lib/auth/oauth/oauth2';
import { oauthProvider } from '@/lib/auth/oauth/providers';
import { completeSteam, steamAuthorizationUrl } from '@/lib/auth/oauth/steam';
import {
  newOAuthState,
  OAUTH_STATE_TTL_MS,
  type OAuthIntent,
  type OAuthState,
  oauthStateCookieName,
  oauthStateSecret,
  openOAuthState,
  sameSecret,
  sealOAuthState,
} from '@/lib/auth/oauth/state';

// The two ends of a provider sign-in over HTTP: the start route sends the browser to the provider with a
// fresh state cookie; the callback page posts the provider's answer back, and this completes it.

/** The callback the providers send the browser to; registered with each provider as it is. */
export function callbackPath(provider: OAuthProviderName): string {
  return `/user/callback/${provider}`;
}

function redirectUri(provider: OAuthProviderName): string {
  return new URL(callbackPath(provider), siteUrl()).toString();
}

/** Steam has no state parameter: ours rides in return_to, which the assertion must name exactly. */
function steamReturnTo(saved: OAuthState): string {
  return `${redirectUri('steam')}?state=${encodeURIComponent(saved.state)}`;
}

/** The saved flow in a cookie header's value, when it is intact and fresh. */
export function savedOAuthState(cookieValue: string | undefined): OAuthState | null {
  return openOAuthState(cookieValue, oauthStateSecret());
}

function clearStateCookie(response: Response): Response {
  const secure = secureCookies();
  response.headers.append(
    'set-cookie',
    `${oauthStateCookieName({ secure })}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return response;
}

function providerText(locale: Locale, provider: OAuthProviderName, text: string): string {
  return text.replaceAll('{provider}', messagesFor(locale).oauth.providers[provider]);
}

const RESULT_KEYS: Record<OAuthResult, keyof Messages['oauth']['results']> = {
  'account-exists': 'accountExists',
  'access-denied': 'accessDenied',
  'no-verified-email': 'noVerifiedEmail',
  'connected-elsewhere': 'connectedElsewhere',
  'provider-already-connected': 'providerAlreadyConnected',
  expired: 'expired',
  failed: 'failed',
  blocked: 'blocked',
  'sign-in-required': 'signInRequired',
};

export function resultMessageKey(result: OAuthResult) {
  return RESULT_KEYS[result];
}

/** spec 8's named code of a result, where it has one. */
export function namedErrorCode(result: OAuthResult): string | undefined {
  if (result === 'account-exists') return NAMED_ERROR_CODES.accountIsAlreadyRegistered;
  if (result === 'connected-elsewhere') return NAMED_ERROR_CODES.accountIsAlreadyUsed;
  return undefined;
}

/** A result page's outcome as an answer: 422 `{ result, code?, message }`, the callback page shows the page. */
function resultResponse(result: OAuthResult, provider: OAuthProviderName, locale: Locale, status = 422): Response {
  const message = providerText(locale, provider, messagesFor(locale).oauth.results[RESULT_KEYS[result]].title);
  const code = namedErrorCode(result);
  return clearStateCookie(Response.json({ result, ...(code && { code }), message }, { status, headers: NO_STORE }));
}

/**
 * The refusals of a call that completes a connection: signed out is a 401 that still names its result page
 * ('sign-in-required'), which the callback page shows; the others are the account API's.
 */
export function connectRefusal(provider: OAuthProviderName): RefusalAnswer {
  return (refusal, locale) => (refusal.kind === 'signedOut' ? resultResponse('sign-in-required', provider, locale, 401) : accountApiRefusal(refusal, locale));
}

export function notConfiguredResponse(locale: Locale): Response {
  return Response.json({ message: messagesFor(locale).oauth.api.notConfigured }, { status: 404, headers: NO_STORE });
}

/**
 * GET /api/auth/oauth/{provider}/start?intent=sign-in|connect&returnUrl=..&locale=..: a new state cookie
 * and the redirect to the provider. Connecting needs a signed-in user; without one the browser goes to
 * sign-in first.
 */
export async function startOAuth(request: Request, provider: OAuthProviderName): Promise<Response> {
  const url = new URL(request.url);
  const named = url.searchParams.get('locale');
  const locale = isLocale(named) ? named : requestLocale(request);
  const config = oauthProvider(provider);
  if (!config) return notConfiguredResponse(locale);
  const intent: OAuthIntent = url.searchParams.get('intent') === 'connect' ? 'connect' : 'sign-in';
  const returnUrl = url.searchParams.get('returnUrl');
  if (intent === 'connect' && !(await sessionFromRequest(request))) {
    return NextResponse.redirect(new URL(signInPath(locale, returnUrl ?? '/account/profile'), siteUrl()), { status: 303, headers: NO_STORE });
  }
  const saved = newOAuthState(provider, intent, { returnUrl, locale });
  const target =
    config.kind === 'steam' ? steamAuthorizationUrl(config, steamReturnTo(saved)) : await oauth2AuthorizationUrl(config, saved, redirectUri(provider));
  const secure = secureCookies();
  const response = NextResponse.redirect(target, { status: 303, headers: NO_STORE });
  response.cookies.set(oauthStateCookieName({ secure }), sealOAuthState(saved, oauthStateSecret()), {
    httpOnly: true,
    secure,
    // Lax: the provider's redirect back to us is a top-level navigation, which carries it.
    sameSite: 'lax',
    path: '/',
    maxAge: OAUTH_STATE_TTL_MS / 1000,
  });
  return response;
}

/**
 * The provider's answer, posted by the callback page (or given to spec 7's Google calls as `{ code,
 * state }`): checks the saved flow, completes it with the provider, and signs in, creates the account,
 * connects, or answers a result page. The state cookie is cleared whatever happens: it works once.
 */
export async function completeOAuthRequest({
  db,
  request,
  provider,
  params,
  locale,
  expectedIntent,
}: {
  /** The route's database (route() opens it), as every other handler's domain call takes it. */
  db: Database;
  request: Request;
  provider: OAuthProviderName;
  params: URLSearchParams;
  locale: Locale;
  expectedIntent?: OAuthIntent;
}): Promise<Response> {
  const config = oauthProvider(provider);
  if (!config) return notConfiguredResponse(locale);
  const saved = savedOAuthState(readCookie(request, oauthStateCookieName({ secure: secureCookies() })));
  if (!saved || saved.provider !== provider || (expectedIntent && saved.intent !== expectedIntent)) {
    return resultResponse('expired', provider, locale);
  }
  // A denial can come without our state (some providers drop it); it changes nothing either way.
  const denied = config.kind === 'steam' ? params.get('openid.mode') === 'cancel' : params.get('error') === 'access_denied';
  if (denied) return resultResponse('access-denied', provider, locale);
  if (!sameSecret(params.get('state'), saved.state)) return resultResponse('expired', provider, locale);

  const outcome =
    config.kind === 'steam'
      ? await completeSteam(config, params, steamReturnTo(saved))
      : await completeOAuth2(config, saved, params, redirectUri(provider));
  if (outcome.kind === 'denied') return resultResponse('access-denied', provider, locale);
  if (outcome.kind === 'failed') {
    log.warn({ provider, reason: outcome.reason }, 'OAuth sign-in failed');
    return resultResponse('failed', provider, locale);
  }

  if (saved.intent === 'connect') {
    const session = await sessionFromRequest(request);
    if (!session) return resultResponse('sign-in-required', provider, locale);
    const connected = await connectProvider(db, session.user.id, provider, outcome.identity);
    if (connected.kind === 'result') return resultResponse(connected.result, provider, locale);
    return clearStateCookie(
      Response.json(
        { connection: { id: connected.connectionId, provider_id: OAUTH_PROVIDER_IDS[provider], provider } },
        { headers: NO_STORE },
      ),
    );
  }
  const signedIn = await signInWithProvider(db, provider, outcome.identity, requestContext(request, locale), requestCookies(request));
  if (signedIn.kind === 'result') return resultResponse(signedIn.result, provider, locale);
  return clearStateCookie(await signedInResponse(db, signedIn.signedIn));
}

/** A body that failed its schema, answered as the other account calls answer it. */
export function invalidBody(issues: Extract<AuthFailure, { kind: 'invalid' }>['issues'], locale: Locale): Response {
  return failureResponse({ kind: 'invalid', issues }, locale);
}
