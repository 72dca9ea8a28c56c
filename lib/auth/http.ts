import { NextResponse } from 'next/server';
import { clientIp } from '@/lib/http/client-ip';
import { API_ERROR_MESSAGES, ERROR_CODE_MESSAGE_KEYS, NAMED_ERROR_CODES } from '@/lib/api/error-codes';
import { isSameOriginWrite } from '@/lib/http/origin';
import { jsonRoute } from '@/lib/http/route';
import type { Locale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import { requestLocale } from '@/lib/i18n/request-locale';
import { siteUrl } from '@/lib/site/url';
import { isAuthErrorKey } from '@/lib/validation/auth';
import type { AuthFailure, RequestContext, SignedIn, SignInCookies } from './accounts';
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookieName } from './known-devices';
import { clearedSessionCookie, SESSION_ABSOLUTE_TTL_MS, sessionCookie, sessionCookieName } from './sessions';
import { VIEWER_COOKIE, viewerHint } from './viewer';

// The HTTP side of the account calls: the answers of spec 7 and 8, the cookies, and the checks every write
// passes first (Origin, a JSON object body).

const NO_STORE = { 'cache-control': 'no-store' };
const MAX_BODY_BYTES = 16 * 1024;

/**
 * Whether cookies are sent Secure, with the `__Host-` prefix: whenever the site is served over HTTPS
 * (SITE_URL). `npm start` on http://localhost cannot use them.
 */
export function secureCookies(): boolean {
  return siteUrl().protocol === 'https:';
}

function readCookie(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return undefined;
}

export function requestCookies(request: Request): SignInCookies {
  const secure = secureCookies();
  return {
    sessionToken: readCookie(request, sessionCookieName({ production: secure })),
    deviceToken: readCookie(request, deviceCookieName({ secure })),
  };
}

/** The language of the answer: the body's `locale` when it is one of ours, else the request's. */
export function answerLocale(request: Request, body: unknown): Locale {
  const named = typeof body === 'object' && body !== null && 'locale' in body ? body.locale : undefined;
  return named === 'en' || named === 'zh-CN' ? named : requestLocale(request);
}

export function requestContext(request: Request, locale: Locale): RequestContext {
  return { ip: clientIp(), userAgent: request.headers.get('user-agent'), locale };
}

type ApiKey = keyof (typeof messagesByLocale)['en']['auth']['api'];

export function authMessageResponse(status: number, key: ApiKey, locale: Locale, headers: HeadersInit = {}) {
  return Response.json({ message: messagesByLocale[locale].auth.api[key] }, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * spec 8: a refused call. Field errors are 422 `{ message, errors: [{ field, code, message }] }`; the
 * numbered errors are 422 `{ error_code, message }`; too many attempts are 429 with Retry-After.
 */
export function failureResponse(failure: AuthFailure, locale: Locale): Response {
  const texts = messagesByLocale[locale];
  switch (failure.kind) {
    case 'invalid': {
      const errors = new Map<string, { field: string; code: string; message: string }>();
      for (const issue of failure.issues) {
        const field = issue.path.map(String).join('.');
        if (errors.has(field)) continue;
        const code = isAuthErrorKey(issue.message) ? issue.message : 'required';
        errors.set(field, { field, code, message: texts.auth.errors[code] });
      }
      return Response.json({ message: texts.auth.api.invalid, errors: [...errors.values()] }, { status: 422, headers: NO_STORE });
    }
    case 'error':
      return Response.json(
        {
          error_code: failure.code,
          ...(failure.code === 9 && { code: NAMED_ERROR_CODES.accountIsAlreadyRegistered }),
          message: texts['api-errors'][ERROR_CODE_MESSAGE_KEYS[failure.code]] ?? API_ERROR_MESSAGES.generic,
        },
        { status: 422, headers: NO_STORE },
      );
    case 'notActivated':
      return Response.json({ error_code: 3, message: texts.auth.api.notActivated }, { status: 422, headers: NO_STORE });
    case 'rateLimited':
      return authMessageResponse(429, 'rateLimited', locale, { 'retry-after': String(failure.retryAfterSeconds) });
  }
}

export function isFailure<T extends object>(outcome: T | AuthFailure): outcome is AuthFailure {
  return 'kind' in outcome && ['invalid', 'error', 'notActivated', 'rateLimited'].includes(String(outcome.kind));
}

/** `{ user }` with the new session's cookie and the device cookie. */
export function signedInResponse({ user, sessionToken, deviceToken, hasPaidPlan }: SignedIn): Response {
  const secure = secureCookies();
  const response = NextResponse.json({ user }, { headers: NO_STORE });
  const session = sessionCookie(sessionToken, { production: secure });
  response.cookies.set(session.name, session.value, session.options);
  response.cookies.set(deviceCookieName({ secure }), deviceToken, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
  setViewerCookie(response, { isPartner: user.is_partner, hasPaidSubscription: hasPaidPlan });
  return response;
}

/** The offer banner's hint (viewer.ts), as long-lived as a session; refreshed when the account buys a plan. */
export function setViewerCookie(response: NextResponse, viewer: { isPartner: boolean; hasPaidSubscription: boolean }): void {
  response.cookies.set(VIEWER_COOKIE, viewerHint(viewer), {
    secure: secureCookies(),
    sameSite: 'lax',
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_TTL_MS / 1000),
  });
}

export function signedOutResponse(body: object = { success: true }): Response {
  const response = NextResponse.json(body, { headers: NO_STORE });
  const cleared = clearedSessionCookie({ production: secureCookies() });
  response.cookies.set(cleared.name, cleared.value, cleared.options);
  response.cookies.set(VIEWER_COOKIE, '', { path: '/', maxAge: 0 });
  return response;
}

type WriteHandler = (args: { request: Request; body: Record<string, unknown>; locale: Locale }) => Promise<Response>;

/**
 * A POST of the account API: refused with 403 unless it comes from the site's own pages (DESIGN.md "Origin
 * check on every write"), 413 over 16 KiB, 400 unless the body is a JSON object, and a JSON 500 if it throws.
 */
export function authWriteRoute(name: string, handler: WriteHandler) {
  return jsonRoute(name, async (request) => {
    if (!isSameOriginWrite(request)) return authMessageResponse(403, 'forbidden', requestLocale(request));
    // No account call needs more than a few hundred bytes; a large body is refused before it is parsed.
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > MAX_BODY_BYTES) return authMessageResponse(413, 'badRequest', requestLocale(request));
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return authMessageResponse(413, 'badRequest', requestLocale(request));
    let body: unknown = {};
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    const locale = answerLocale(request, body);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return authMessageResponse(400, 'badRequest', locale);
    return handler({ request, body: body as Record<string, unknown>, locale });
  });
}
