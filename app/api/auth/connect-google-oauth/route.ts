import { authWriteRoute } from '@/lib/auth/http';
import { completeOAuthRequest, invalidBody } from '@/lib/auth/oauth/flow';
import { oauthCodeSchema } from '@/lib/auth/oauth/schemas';

/** spec 7 POST /api/auth/connect-google-oauth `{ code }` (with `state`): connects Google to the signed-in account. */
export const POST = authWriteRoute('/api/auth/connect-google-oauth', async ({ request, body, locale }) => {
  const parsed = oauthCodeSchema.safeParse(body);
  if (!parsed.success) return invalidBody(parsed.error.issues, locale);
  return completeOAuthRequest({ request, provider: 'google', params: new URLSearchParams(parsed.data), locale, expectedIntent: 'connect' });
});
