import { route } from '@/lib/http/route';
import { completeOAuthRequest, invalidBody } from '@/lib/http/oauth';
import { oauthCodeSchema } from '@/lib/auth/oauth/schemas';

/**
 * spec 7 POST /api/auth/sign-in-by-google `{ code }` (with the `state` Google sent back) -> `{ user }` and the
 * session cookie, or a result page of spec 8 as 422 `{ result, message }`.
 */
export const POST = route('/api/auth/sign-in-by-google', { sameOrigin: true, body: 'json' }, async ({ db, request, body, locale }) => {
  const parsed = oauthCodeSchema.safeParse(body);
  if (!parsed.success) return invalidBody(parsed.error.issues, locale);
  return completeOAuthRequest({
    db,
    request,
    provider: 'google',
    params: new URLSearchParams(parsed.data),
    locale,
    expectedIntent: 'sign-in',
  });
});
