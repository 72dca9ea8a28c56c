import { NextResponse } from 'next/server';
import { NAMED_ERROR_CODES } from '@/lib/api/error-codes';
import type { AuthFailure } from '@/lib/auth/flow-context';
import { requestCookies } from '@/lib/auth/current-session';
import { failureResponse, requestContext, signedInResponse } from '@/lib/http/auth';
import { readCookie, secureCookies } from '@/lib/runtime/cookies';
import { NO_STORE } from '@/lib/http/responses';
import { accountApiRefusal, type RefusalAnswer } from '@/lib/http/route';
import { OAUTH_PROVIDER_IDS, type OAuthProviderName } from '@/lib/auth/oauth-providers';
import type { Database } from '@/lib/db/client';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { messagesFor } from '@/lib/i18n/held-messages';
import { requestLocale } from '@/lib/i18n/request-locale';
import { siteUrl } from '@/lib/site/url';
import { completeOAuth, startOAuth } from '@/lib/auth/oauth/flow';
import type { OAuthResult } from '@/lib/auth/oauth/link';
import { resultMessageKey } from '@/lib/auth/oauth/result-keys';
import { OAUTH_STATE_TTL_MS, type OAuthIntent, oauthStateCookieName } from '@/lib/auth/oauth/state';

// The two ends of a provider sign-in over HTTP (lib/auth/oauth/flow.ts decides them): the start route
// sends the browser to the provider with a fresh state cookie; the callback page posts the provider's
// answer back, and this answers it.

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

/** spec 8's named code of a result, where it has one. */
export function namedErrorCode(result: OAuthResult): string | undefined {
  if (result === 'account-exists') return NAMED_ERROR_CODES.accountIsAlreadyRegistered;
  if (result === 'connected-elsewhere') return NAMED_ERROR_CODES.accountIsAlreadyUsed;
  return undefined;
}

/** A result page's outcome as an answer: 422 `{ result, code?, message }`, the callback page shows the page. */
function resultResponse(result: OAuthResult, provider: OAuthProviderName, locale: Locale, status = 422): Response {
  const message = providerText(locale, provider, messagesFor(locale).oauth.results[resultMessageKey(result)].title);
  const code = namedErrorCode(result);
  return clearStateCookie(Response.json({ result, ...(code && { code }), message }, { status, headers: NO_STORE }));
}

/**
 * The refusals of a call that completes a connection: signed out is a 401 that still names its result page
 * ('sign-in-required'), which the callback page shows; the others are the account API's.
 */
export function connectRefusal(provider: OAuthProviderName): RefusalAnswer {
  return (refusal, locale) =>
    refusal.kind === 'signedOut' ? resultResponse('sign-in-required', provider, locale, 401) : accountApiRefusal(refusal, locale);
}

export function notConfiguredResponse(locale: Locale): Response {
  return Response.json({ message: messagesFor(locale).oauth.api.notConfigured }, { status: 404, headers: NO_STORE });
}

/**
 * GET /api/auth/oauth/{provider}/start?intent=sign-in|connect&returnUrl=..&locale=..: a new state cookie
 * and the redirect to the provider, or (connecting while signed out) to sign-in first.
 */
export async function startOAuthRequest(db: Database, request: Request, provider: OAuthProviderName): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const named = query.get('locale');
  const locale = isLocale(named) ? named : requestLocale(request);
  const start = await startOAuth(db, provider, {
    intent: query.get('intent'),
    returnUrl: query.get('returnUrl'),
    locale,
    cookies: requestCookies(request),
  });
  switch (start.kind) {
    case 'notConfigured':
      return notConfiguredResponse(locale);
    case 'signInFirst':
      return NextResponse.redirect(new URL(start.path, siteUrl()), { status: 303, headers: NO_STORE });
    case 'toProvider': {
      const secure = secureCookies();
      const response = NextResponse.redirect(start.target, { status: 303, headers: NO_STORE });
      response.cookies.set(oauthStateCookieName({ secure }), start.sealedState, {
        httpOnly: true,
        secure,
        // Lax: the provider's redirect back to us is a top-level navigation, which carries it.
        sameSite: 'lax',
        path: '/',
        maxAge: OAUTH_STATE_TTL_MS / 1000,
      });
      return response;
    }
  }
}

/**
 * The provider's answer, posted by the callback page (or given to spec 7's Google calls as `{ code,
 * state }`), completed: `{ user }` with the session's cookies, `{ connection }`, or a result page. The state
 * cookie is cleared whatever happens: it works once.
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
  const stateCookie = readCookie(request, oauthStateCookieName({ secure: secureCookies() }));
  const outcome = await completeOAuth(
    db,
    { provider, params, stateCookie, expectedIntent },
    requestContext(request, locale),
    requestCookies(request),
  );
  switch (outcome.kind) {
    case 'notConfigured':
      return notConfiguredResponse(locale);
    case 'result':
      return resultResponse(outcome.result, provider, locale);
    case 'connected':
      return clearStateCookie(
        Response.json(
          { connection: { id: outcome.connectionId, provider_id: OAUTH_PROVIDER_IDS[provider], provider } },
          { headers: NO_STORE },
        ),
      );
    case 'signedIn':
      return clearStateCookie(await signedInResponse(db, outcome.signedIn));
  }
}

/** A body that failed its schema, answered as the other account calls answer it. */
export function invalidBody(issues: Extract<AuthFailure, { kind: 'invalid' }>['issues'], locale: Locale): Response {
  return failureResponse({ kind: 'invalid', issues }, locale);
}
