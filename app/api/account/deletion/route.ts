import { deleteAccount } from '@/lib/account/deletion';
import { isAccountFailure } from '@/lib/account/outcomes';
import { ACCOUNT_RATE_LIMITS } from '@/lib/account/limits';
import { accountDeletionRefusal, accountFailureResponse } from '@/lib/http/account';
import { requestContext, signedOutResponse } from '@/lib/http/auth';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { messagesFor } from '@/lib/i18n/held-messages';

/**
 * POST /api/account/deletion `{ confirmation, currentPassword }` -> `{ message }`: the account is erased (issue 23,
 * lib/account/deletion.ts), every session ends and the cookie is cleared. `confirmation` is the account's address
 * typed again; `currentPassword` is needed when the account has one. An account without one signs in again first
 * unless it signed in within the last 10 minutes (403 `{ code: "signInAgain", message }`). Attempts have a budget per
 * account and per address (429 with Retry-After and the minutes to wait, in the user's language).
 */
const DELETION_NEEDS = {
  sameOrigin: true,
  body: 'json',
  session: 'user',
  rateLimits: [
    [ACCOUNT_RATE_LIMITS.accountDeletionPerUser, 'user'],
    [ACCOUNT_RATE_LIMITS.accountDeletionPerIp, 'ip'],
  ],
  refuse: accountDeletionRefusal,
} as const;

export const POST = route('/api/account/deletion', DELETION_NEEDS, async ({ db, request, body, locale, signedIn }) => {
  const outcome = await deleteAccount(db, signedIn, body, requestContext(request, locale));
  const texts = messagesFor(locale).profile.deletion;
  if (isAccountFailure(outcome)) {
    if (outcome.kind === 'signInAgain')
      return Response.json({ code: 'signInAgain', message: texts.signInAgain }, { status: 403, headers: PRIVATE_NO_STORE });
    return accountFailureResponse(outcome, locale);
  }
  return signedOutResponse({ message: texts.deleted });
});
