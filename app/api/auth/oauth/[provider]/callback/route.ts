import { route } from '@/lib/http/route';
import { isOAuthProviderName } from '@/lib/auth/oauth-providers';
import { completeOAuthRequest, invalidBody, notConfiguredResponse } from '@/lib/http/oauth';
import { oauthCallbackSchema } from '@/lib/auth/oauth/schemas';

type Context = { params: Promise<{ provider: string }> };

/** POST /api/auth/oauth/{provider}/callback `{ params }`: the provider's answer, posted by /user/callback/{provider}. */
export async function POST(request: Request, { params }: Context) {
  const { provider } = await params;
  return route('/api/auth/oauth/[provider]/callback', { sameOrigin: true, body: 'json' }, async ({ db, body, locale }) => {
    if (!isOAuthProviderName(provider)) return notConfiguredResponse(locale);
    const parsed = oauthCallbackSchema.safeParse(body);
    if (!parsed.success) return invalidBody(parsed.error.issues, locale);
    return completeOAuthRequest({ db, request, provider, params: new URLSearchParams(parsed.data.params), locale });
  })(request);
}
