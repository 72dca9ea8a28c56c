import type { AccountDataExport } from '@/lib/account/data-export';
import { dataExportFileName } from '@/lib/account/data-export-file';
import { dataExportHtml } from '@/lib/account/data-export-html';
import type { AccountFailure } from '@/lib/account/outcomes';
import { accountErrorMessage } from '@/lib/account/messages';
import type { Locale } from '@/lib/i18n/config';
import { messagesFor } from '@/lib/i18n/held-messages';
import { createTranslator } from 'next-intl';
import { PRIVATE_NO_STORE, tooManyRequests } from './responses';
import { accountApiRefusal, type RefusalAnswer } from './route';

// The refusals of /api/account/* worded in the user's language (spec 8 style: 422 for fields, 429 with
// Retry-After).

export function accountFailureResponse(failure: AccountFailure, locale: Locale): Response {
  const messages = messagesFor(locale);
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
      return tooManyRequests(messages.auth.api.rateLimited, failure.retryAfterSeconds);
    case 'signInAgain':
      return Response.json(
        { code: 'signInAgain', message: messages.profile.emailChange.signInAgain },
        { status: 403, headers: PRIVATE_NO_STORE },
      );
    case 'emailChangePending': {
      // spec 8 "Email change: 'Request failed'; 'Your request already has been sent. ...'".
      const retryAfter = Math.max(1, Math.ceil((failure.availableAt.getTime() - Date.now()) / 1000));
      return Response.json(
        {
          title: messages.profile.emailChange.failedTitle,
          message: messages.profile.emailChange.pendingText,
          available_at: failure.availableAt.toISOString(),
        },
        {
          status: 429,
          headers: { ...PRIVATE_NO_STORE, 'retry-after': String(retryAfter) },
        },
      );
    }
  }
}

/** The refusals of POST /api/account/deletion: its own 429 words, with the minutes to wait; the account API's otherwise. */
export const accountDeletionRefusal: RefusalAnswer = (refusal, locale) => {
  if (refusal.kind !== 'rateLimited') return accountApiRefusal(refusal, locale);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'profile.deletion' });
  const minutes = Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60));
  return tooManyRequests(t('rateLimited', { minutes }), refusal.retryAfterSeconds, PRIVATE_NO_STORE);
};

/**
 * "Download my data" as a file to save (issue 23): the JSON as it is, or the readable HTML page in `locale`; named
 * for the day it was made. The page is the account's data only: nothing in it may load or run.
 */
export function dataExportAnswer(data: AccountDataExport, format: 'json' | 'html', locale: Locale, madeAt: Date): Response {
  const file =
    format === 'json'
      ? { body: JSON.stringify(data, null, 2), type: 'application/json; charset=utf-8' }
      : { body: dataExportHtml(data, locale), type: 'text/html; charset=utf-8' };
  return new Response(file.body, {
    headers: {
      ...PRIVATE_NO_STORE,
      'content-type': file.type,
      'content-disposition': `attachment; filename="${dataExportFileName(madeAt, format)}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
