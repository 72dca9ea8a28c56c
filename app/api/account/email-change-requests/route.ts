import { requestEmailChange } from '@/lib/account/email-change';
import { accountFailureResponse, accountWriteRoute, PRIVATE_NO_STORE } from '@/lib/account/http';
import { isAccountFailure } from '@/lib/account/outcomes';
import { requestContext } from '@/lib/auth/http';
import { getDb } from '@/lib/db/client';
import { messagesByLocale } from '@/lib/i18n/messages';

/**
 * POST /api/account/email-change-requests `{ currentEmail, newEmail, reason }` -> 201 `{ message,
 * request }`; the account's address is notified. 429 `{ title, message, available_at }` while the last
 * request is younger than 15 minutes (spec 4, 8).
 */
export const POST = accountWriteRoute('/api/account/email-change-requests', async ({ request, body, locale, signedIn }) => {
  const outcome = await requestEmailChange(getDb(), signedIn.user.id, body, requestContext(request, locale));
  if (isAccountFailure(outcome)) return accountFailureResponse(outcome, locale);
  const { currentEmail, newEmail, createdAt, availableAt } = outcome.request;
  return Response.json(
    {
      message: messagesByLocale[locale].profile.api.emailChangeSent,
      request: {
        current_email: currentEmail,
        new_email: newEmail,
        created_at: createdAt.toISOString(),
        available_at: availableAt.toISOString(),
      },
    },
    { status: 201, headers: PRIVATE_NO_STORE },
  );
});
