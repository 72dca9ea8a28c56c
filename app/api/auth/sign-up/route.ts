import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { signUp } from '@/lib/auth/sign-up';
import { requestCountry } from '@/lib/auth/captcha';
import { failureResponse, isFailure, requestContext } from '@/lib/http/auth';

/**
 * spec 7 POST /api/auth/sign-up?{the page's query string} `{ email, password, cpassword, locale }` -> 201
 * `{ user }`; the account waits for its e-mail to be confirmed. spec 8 codes 9 and 10.
 */
export const POST = route('/api/auth/sign-up', { sameOrigin: true, body: 'json' }, async ({ db, request, body, locale }) => {
  const outcome = await signUp(db, body, {
    ...requestContext(request, locale),
    query: new URL(request.url).search,
    country: requestCountry(request),
  });
  if (isFailure(outcome)) return failureResponse(outcome, locale);
  return Response.json({ user: outcome.user }, { status: 201, headers: NO_STORE });
});
