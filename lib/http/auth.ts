import { NextResponse } from 'next/server';
import { API_ERROR_MESSAGES, ERROR_CODE_MESSAGE_KEYS, NAMED_ERROR_CODES } from '@/lib/api/error-codes';
import type { AuthFailure, RequestContext, SignedIn } from '@/lib/auth/flow-context';
import { holdsPaidPlan } from '@/lib/commerce/grants';
import type { Database } from '@/lib/db/client';
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookieName } from '@/lib/auth/known-devices';
import { clearedSessionCookie, SESSION_ABSOLUTE_TTL_MS, sessionCookie } from '@/lib/auth/sessions';
import { VIEWER_COOKIE, viewerHint } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { messagesFor } from '@/lib/i18n/held-messages';
import { isAuthErrorKey } from '@/lib/validation/auth-errors';
import { clientIp } from '@/lib/runtime/client-ip';
import { secureCookies } from '@/lib/runtime/cookies';
import { firstIssuePerField } from '@/lib/validation/field-errors';
import { NO_STORE, tooManyRequests } from './responses';

// The answers of the account calls (spec 7 and 8) and the cookies they set.

export function requestContext(request: Request, locale: Locale): RequestContext {
  return {
    ip: clientIp(),
    userAgent: request.headers.get('user-agent'),
    locale,
  };
}

type ApiKey = keyof Messages['auth']['api'];

export function authMessageResponse(status: number, key: ApiKey, locale: Locale, headers: HeadersInit = {}) {
  return Response.json({ message: messagesFor(locale).auth.api[key] }, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * spec 8: a refused call. Field errors are 422 `{ message, errors: [{ field, code, message }] }`; the
 * numbered errors are 422 `{ error_code, message }`; too many attempts are 429 with Retry-After.
 */
export function failureResponse(failure: AuthFailure, locale: Locale): Response {
  const texts = messagesFor(locale);
  switch (failure.kind) {
    case 'invalid': {
      const errors = firstIssuePerField(failure.issues, (issue) => (isAuthErrorKey(issue.message) ? issue.message : 'required')).map(
        ({ field, code }) => ({
          field,
          code,
          message: texts.auth.errors[code],
        }),
      );
      return Response.json({ message: texts.auth.api.invalid, errors }, { status: 422, headers: NO_STORE });
    }
    case 'error':
      return Response.json(
        {
          error_code: failure.code,
          ...(failure.code === 9 && {
            code: NAMED_ERROR_CODES.accountIsAlreadyRegistered,
          }),
          message: texts['api-errors'][ERROR_CODE_MESSAGE_KEYS[failure.code]] ?? API_ERROR_MESSAGES.generic,
        },
        { status: 422, headers: NO_STORE },
      );
    case 'notActivated':
      return Response.json({ error_code: 3, message: texts.auth.api.notActivated }, { status: 422, headers: NO_STORE });
    case 'rateLimited':
      return tooManyRequests(texts.auth.api.rateLimited, failure.retryAfterSeconds);
  }
}

export function isFailure<T extends object>(outcome: T | AuthFailure): outcome is AuthFailure {
  return 'kind' in outcome && ['invalid', 'error', 'notActivated', 'rateLimited'].includes(String(outcome.kind));
}

/**
 * `{ user }` with the new session's cookie, the device cookie and the viewer hint, whose "holds a paid plan"
 * (an active subscription or lifetime access) commerce answers: auth knows nothing of plans.
 */
export async function signedInResponse(db: Database, { user, sessionToken, deviceToken }: SignedIn): Promise<Response> {
  const hasPaidPlan = await holdsPaidPlan(db, user.id);
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
  setViewerCookie(response, {
    isPartner: user.is_partner,
    hasPaidSubscription: hasPaidPlan,
  });
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
