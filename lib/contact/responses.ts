import type { Locale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import type { ContactRequestOutcome } from './contact-requests';

const NO_STORE = { 'cache-control': 'no-store' };

type ApiMessageKey = keyof (typeof messagesByLocale)['en']['forms']['api'];

/** A JSON error answer `{ message }` in the request's language. */
export function contactErrorResponse(status: number, key: ApiMessageKey, locale: Locale, headers: HeadersInit = {}) {
  return Response.json(
    { message: messagesByLocale[locale].forms.api[key] },
    { status, headers: { ...NO_STORE, ...headers } },
  );
}

/**
 * POST /api/contact-requests answers: 201 `{ id }`; 422 `{ message, errors: [{ field, code, message }] }`
 * (code is the `forms.errors` key, message its text); 429 `{ message }` with Retry-After in seconds.
 */
export function contactRequestResponse(outcome: ContactRequestOutcome): Response {
  switch (outcome.kind) {
    case 'stored':
      return Response.json({ id: outcome.id }, { status: 201, headers: NO_STORE });
    case 'invalid':
      return Response.json(
        { message: messagesByLocale[outcome.locale].forms.api.invalid, errors: outcome.errors },
        { status: 422, headers: NO_STORE },
      );
    case 'rateLimited':
      return contactErrorResponse(429, 'rateLimited', outcome.locale, {
        'retry-after': String(outcome.retryAfterSeconds),
      });
  }
}
