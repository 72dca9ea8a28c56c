import { route } from '@/lib/http/route';
import { isOAuthProviderName } from '@/lib/auth/oauth-providers';
import { notConfiguredResponse, startOAuthRequest } from '@/lib/http/oauth';

type Context = { params: Promise<{ provider: string }> };

/** GET /api/auth/oauth/{provider}/start?intent=sign-in|connect&returnUrl=..: off to the provider. */
export async function GET(request: Request, { params }: Context) {
  const { provider } = await params;
  return route('/api/auth/oauth/[provider]/start', {}, async ({ db, locale }) =>
    isOAuthProviderName(provider) ? startOAuthRequest(db, request, provider) : notConfiguredResponse(locale),
  )(request);
}
