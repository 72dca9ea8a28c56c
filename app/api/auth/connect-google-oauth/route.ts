import { route } from '@/lib/http/route';
import { completeOAuthRequest, connectRefusal, invalidBody } from '@/lib/http/oauth';
import { oauthCodeSchema } from '@/lib/auth/oauth/schemas';

/** spec 7 POST /api/auth/connect-google-oauth `{ code }` (with `state`): connects Google to the signed-in account. */
export const POST = route(
  '/api/auth/connect-google-oauth',
  // Signed out is 401 before the provider is asked anything (as the document says), not after.
  { sameOrigin: true, body: 'json', session: 'user', refuse: connectRefusal('google') },
  async ({ db, request, body, locale }) => {
    const parsed = oauthCodeSchema.safeParse(body);
    if (!parsed.success) return invalidBody(parsed.error.issues, locale);
    return completeOAuthRequest({
      db,
      request,
      provider: 'google',
      params: new URLSearchParams(parsed.data),
      locale,
      expectedIntent: 'connect',
    });
  },
);
