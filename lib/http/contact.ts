import type { ContactRequestOutcome } from '@/lib/contact/contact-requests';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { messagesFor } from '@/lib/i18n/held-messages';
import { NO_STORE, tooManyRequests } from './responses';
import { accountApiRefusal, controlCharactersAnswer, type RefusalAnswer } from './route';

type ApiMessageKey = keyof Messages['forms']['api'];

/** A JSON error answer `{ message }` in the request's language. */
export function contactErrorResponse(status: number, key: ApiMessageKey, locale: Locale, headers: HeadersInit = {}) {
  return Response.json({ message: messagesFor(locale).forms.api[key] }, { status, headers: { ...NO_STORE, ...headers } });
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
        { message: messagesFor(outcome.locale).forms.api.invalid, errors: outcome.errors },
        { status: 422, headers: NO_STORE },
      );
    case 'rateLimited':
      return tooManyRequests(messagesFor(outcome.locale).forms.api.rateLimited, outcome.retryAfterSeconds);
  }
}

/** The refusals of the contact forms' call, worded in forms.api. */
export const contactRefusal: RefusalAnswer = (refusal, locale) => {
  switch (refusal.kind) {
    case 'forbidden':
      return contactErrorResponse(403, 'forbidden', locale);
    case 'tooLarge':
      return contactErrorResponse(413, 'badRequest', locale);
    case 'unreadable':
      return contactErrorResponse(400, 'badRequest', locale);
    case 'controlCharacters': {
      const texts = messagesFor(locale).forms;
      return controlCharactersAnswer(texts.api.invalid, refusal.field, texts.errors.controlCharacters);
    }
    default:
      return accountApiRefusal(refusal, locale);
  }
};
