import { changePasswordByHash } from '@/lib/auth/accounts';
import { authWriteRoute, failureResponse, isFailure, requestContext, requestCookies, signedInResponse } from '@/lib/auth/http';
import { getDb } from '@/lib/db/client';

/**
 * spec 7 POST /api/auth/change-password `{ id, password, cpassword, hash }`: a new password from a restore
 * link -> `{ user }`, signed in with a new session (every other session ended); code 4 for a bad link.
 */
export const POST = authWriteRoute('/api/auth/change-password', async ({ request, body, locale }) => {
  const outcome = await changePasswordByHash(getDb(), body, requestContext(request, locale), requestCookies(request));
  return isFailure(outcome) ? failureResponse(outcome, locale) : signedInResponse(outcome);
});
