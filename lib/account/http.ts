import { jsonRoute } from '@/lib/http/route';
import { sessionFromRequest } from '@/lib/auth/current-session';
import { authMessageResponse, authWriteRoute } from '@/lib/auth/http';
import type { ResolvedSession } from '@/lib/auth/sessions';
import type { Locale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import { requestLocale } from '@/lib/i18n/request-locale';
import { accountErrorMessage } from './messages';
import type { AccountFailure } from './outcomes';

// The HTTP side of /api/account/*: the signed-in guard composed over the account API's write checks, and
// the refusals worded in the user's language (spec 8 style: 422 for fields, 429 with Retry-After).

export const PRIVATE_NO_STORE = { 'cache-control': 'private, no-store' };

interface AccountRequest {
  request: Request;
  locale: Locale;
  signedIn: ResolvedSession;
}

/** A read of the signed-in account: 401 `{ message }` when signed out (spec 4: the browser then signs in). */
export function accountReadRoute(name: string, handler: (args: AccountRequest) => Promise<Response>) {
  return jsonRoute(name, async (request) => {
    const locale = requestLocale(request);
    const signedIn = await sessionFromRequest(request);
    if (!signedIn) return authMessageResponse(401, 'signInRequired', locale);
    return handler({ request, locale, signedIn });
  });
}

/**
 * A write of the signed-in account: 403 from a foreign page, 400 for a body that is not a JSON object
 * (lib/auth/http.ts authWriteRoute), then 401 when signed out.
 */
export function accountWriteRoute(
  name: string,
  handler: (args: AccountRequest & { body: Record<string, unknown> }) => Promise<Response>,
) {
  return authWriteRoute(name, async ({ request, body, locale }) => {
    const signedIn = await sessionFromRequest(request);
    if (!signedIn) return authMessageResponse(401, 'signInRequired', locale);
    return handler({ request, body, locale, signedIn });
  });
}

export function accountFailureResponse(failure: AccountFailure, locale: Locale): Response {
  const messages = messagesByLocale[locale];
  switch (failure.kind) {
    case 'invalid': {
      const errors = failure.fields.map(({ field, code }) => ({
        field,
        code,
        message: accountErrorMessage(locale, messages, code, field),
      }));
      return Response.json({ message: messages.auth.api.invalid, errors }, { status: 422, headers: PRIVATE_NO_STORE });
    }
    case 'wrongCurrentPassword':
      // spec 5 has both phrasings: the answer says 'Current password is incorrect', the field 'Wrong current password'.
      return Response.json(
        {
          message: messages.profile.password.incorrect,
          errors: [
            {
              field: 'currentPassword',
              code: 'wrongCurrentPassword',
              message: accountErrorMessage(locale, messages, 'wrongCurrentPassword', 'currentPassword'),
            },
          ],
        },
        { status: 422, headers: PRIVATE_NO_STORE },
      );
    case 'rateLimited':
      return authMessageResponse(429, 'rateLimited', locale, { 'retry-after': String(failure.retryAfterSeconds) });
    case 'emailChangePending': {
      // spec 8 "Email change: 'Request failed'; 'Your request already has been sent. ...'".
      const retryAfter = Math.max(1, Math.ceil((failure.availableAt.getTime() - Date.now()) / 1000));
      return Response.json(
        {
          title: messages.profile.emailChange.failedTitle,
          message: messages.profile.emailChange.pendingText,
          available_at: failure.availableAt.toISOString(),
        },
        { status: 429, headers: { ...PRIVATE_NO_STORE, 'retry-after': String(retryAfter) } },
      );
    }
  }
}
