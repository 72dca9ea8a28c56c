import { signIn } from '@/lib/auth/accounts';
import { authWriteRoute, failureResponse, isFailure, requestContext, requestCookies, signedInResponse } from '@/lib/auth/http';
import { getDb } from '@/lib/db/client';

/** spec 7 POST /api/auth/sign-in `{ email, password }` -> `{ user }` and the session cookie; spec 8 codes 1, 2, 3, 6, 7. */
export const POST = authWriteRoute('/api/auth/sign-in', async ({ request, body, locale }) => {
  const outcome = await signIn(getDb(), body, requestContext(request, locale), requestCookies(request));
  return isFailure(outcome) ? failureResponse(outcome, locale) : signedInResponse(outcome);
});
