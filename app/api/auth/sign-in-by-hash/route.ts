import { signInByHash } from '@/lib/auth/accounts';
import { authWriteRoute, failureResponse, isFailure, requestContext, requestCookies, signedInResponse } from '@/lib/auth/http';
import { getDb } from '@/lib/db/client';

/** spec 7 POST /api/auth/sign-in-by-hash `{ hash }` -> `{ user }` and the session cookie; code 4 for a used or expired link. */
export const POST = authWriteRoute('/api/auth/sign-in-by-hash', async ({ request, body, locale }) => {
  const outcome = await signInByHash(getDb(), body, requestContext(request, locale), requestCookies(request));
  return isFailure(outcome) ? failureResponse(outcome, locale) : signedInResponse(outcome);
});
