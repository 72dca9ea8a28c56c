import { requestCookies } from '@/lib/auth/current-session';
import { route } from '@/lib/http/route';
import { changePasswordByHash } from '@/lib/auth/password-change-by-hash';
import { failureResponse, isFailure, requestContext, signedInResponse } from '@/lib/http/auth';

/**
 * spec 7 POST /api/auth/change-password `{ id, password, cpassword, hash }`: a new password from a restore
 * link -> `{ user }`, signed in with a new session (every other session ended); code 4 for a bad link.
 */
export const POST = route('/api/auth/change-password', { sameOrigin: true, body: 'json' }, async ({ db, request, body, locale }) => {
  const outcome = await changePasswordByHash(db, body, requestContext(request, locale), requestCookies(request));
  return isFailure(outcome) ? failureResponse(outcome, locale) : signedInResponse(db, outcome);
});
