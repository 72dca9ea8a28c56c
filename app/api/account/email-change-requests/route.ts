import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { requestEmailChange } from '@/lib/account/email-change';
import { accountFailureResponse } from '@/lib/http/account';
import { isAccountFailure } from '@/lib/account/outcomes';
import { requestContext } from '@/lib/http/auth';
import { messagesFor } from '@/lib/i18n/held-messages';

/**
 * POST /api/account/email-change-requests `{ currentPassword, currentEmail, newEmail, reason }` -> 201
 * `{ message, request }`; the account's address is notified. 429 `{ title, message, available_at }` while the
 * last request is younger than 15 minutes (spec 4, 8); 403 for an account without a password whose sign-in is
 * older than 10 minutes (it signs in again).
 */
export const POST = route(
  '/api/account/email-change-requests',
  { sameOrigin: true, body: 'json', multiline: ['reason'], session: 'user' },
  async ({ db, request, body, locale, signedIn }) => {
    const outcome = await requestEmailChange(db, signedIn, body, requestContext(request, locale));
    if (isAccountFailure(outcome)) return accountFailureResponse(outcome, locale);
    const { currentEmail, newEmail, createdAt, availableAt } = outcome.request;
    return Response.json(
      {
        message: messagesFor(locale).profile.api.emailChangeSent,
        request: {
          current_email: currentEmail,
          new_email: newEmail,
          created_at: createdAt.toISOString(),
          available_at: availableAt.toISOString(),
        },
      },
      { status: 201, headers: PRIVATE_NO_STORE },
    );
  },
);
