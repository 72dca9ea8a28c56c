import { requestCookies } from '@/lib/auth/current-session';
import { route } from '@/lib/http/route';
import { signIn } from '@/lib/auth/sign-in';
import { failureResponse, isFailure, requestContext, signedInResponse } from '@/lib/http/auth';

/** spec 7 POST /api/auth/sign-in `{ email, password }` -> `{ user }` and the session cookie; spec 8 codes 1, 2, 3, 6, 7. */
export const POST = route('/api/auth/sign-in', { sameOrigin: true, body: 'json' }, async ({ db, request, body, locale }) => {
  const outcome = await signIn(db, body, requestContext(request, locale), requestCookies(request));
  return isFailure(outcome) ? failureResponse(outcome, locale) : signedInResponse(db, outcome);
});
