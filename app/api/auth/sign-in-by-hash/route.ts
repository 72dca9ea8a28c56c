import { requestCookies } from '@/lib/auth/current-session';
import { route } from '@/lib/http/route';
import { signInByHash } from '@/lib/auth/sign-in-by-hash';
import { failureResponse, isFailure, requestContext, signedInResponse } from '@/lib/http/auth';

/** spec 7 POST /api/auth/sign-in-by-hash `{ hash }` -> `{ user }` and the session cookie; code 4 for a used or expired link. */
export const POST = route('/api/auth/sign-in-by-hash', { sameOrigin: true, body: 'json' }, async ({ db, request, body, locale }) => {
  const outcome = await signInByHash(db, body, requestContext(request, locale), requestCookies(request));
  return isFailure(outcome) ? failureResponse(outcome, locale) : signedInResponse(db, outcome);
});
