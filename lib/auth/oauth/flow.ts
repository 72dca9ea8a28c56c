import type { Database } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/config';
import { log } from '@/lib/observability/log';
import { siteUrl } from '@/lib/site/url';
import type { RequestContext, SignedIn, SignInCookies } from '@/lib/auth/flow-context';
import { signInPath } from '@/lib/auth/guard';
import type { OAuthProviderName } from '@/lib/auth/oauth-providers';
import { resolveSession } from '@/lib/auth/sessions';
import { connectProvider, type OAuthResult, signInWithProvider } from './link';
import { completeOAuth2, oauth2AuthorizationUrl } from './oauth2';
import { callbackPath } from './paths';
import { oauthProvider } from './providers';
import { newOAuthState, type OAuthIntent, type OAuthState, oauthStateSecret, savedOAuthState, sameSecret, sealOAuthState } from './state';
import { completeSteam, steamAuthorizationUrl } from './steam';

// The two ends of a provider sign-in, apart from HTTP (lib/http/oauth.ts answers them): the start chooses
// the intent and seals a fresh state for the browser to carry; the completion checks that state against
// the provider's answer, completes it with the provider, and signs in, creates the account or connects.

function redirectUri(provider: OAuthProviderName): string {
  return new URL(callbackPath(provider), siteUrl()).toString();
}

/** Steam has no state parameter: ours rides in return_to, which the assertion must name exactly. */
function steamReturnTo(saved: OAuthState): string {
  return `${redirectUri('steam')}?state=${encodeURIComponent(saved.state)}`;
}

export type OAuthStart =
  | { kind: 'notConfigured' }
  /** Connecting needs a signed-in user: the browser signs in first, and comes back to `path`'s return URL. */
  | { kind: 'signInFirst'; path: string }
  /** Off to the provider, with the sealed state as the browser's cookie. */
  | { kind: 'toProvider'; target: URL; sealedState: string };

/**
 * The start of a sign-in (`intent` anything but 'connect') or a connection: where the browser goes next,
 * and the state it carries there.
 */
export async function startOAuth(
  db: Database,
  provider: OAuthProviderName,
  {
    intent: named,
    returnUrl,
    locale,
    cookies,
  }: { intent: string | null; returnUrl: string | null; locale: Locale; cookies: SignInCookies },
): Promise<OAuthStart> {
  const config = oauthProvider(provider);
  if (!config) return { kind: 'notConfigured' };
  const intent: OAuthIntent = named === 'connect' ? 'connect' : 'sign-in';
  if (intent === 'connect' && !(await resolveSession(db, cookies.sessionToken))) {
    return { kind: 'signInFirst', path: signInPath(locale, returnUrl ?? '/account/profile') };
  }
  const saved = newOAuthState(provider, intent, { returnUrl, locale });
  const target =
    config.kind === 'steam'
      ? steamAuthorizationUrl(config, steamReturnTo(saved))
      : await oauth2AuthorizationUrl(config, saved, redirectUri(provider));
  return { kind: 'toProvider', target, sealedState: sealOAuthState(saved, oauthStateSecret()) };
}

export type OAuthCompletion =
  | { kind: 'notConfigured' }
  /** A result page of /user/callback/{provider}. */
  | { kind: 'result'; result: OAuthResult }
  | { kind: 'connected'; connectionId: number }
  | { kind: 'signedIn'; signedIn: SignedIn };

/**
 * The provider's answer (`params`) against the flow saved in the browser's state cookie: checks the saved
 * flow (and, when given, its intent), completes it with the provider, and signs in, creates the account,
 * connects, or names a result page.
 */
export async function completeOAuth(
  db: Database,
  {
    provider,
    params,
    stateCookie,
    expectedIntent,
  }: { provider: OAuthProviderName; params: URLSearchParams; stateCookie: string | undefined; expectedIntent?: OAuthIntent },
  context: RequestContext,
  cookies: SignInCookies,
): Promise<OAuthCompletion> {
  const config = oauthProvider(provider);
  if (!config) return { kind: 'notConfigured' };
  const saved = savedOAuthState(stateCookie);
  if (!saved || saved.provider !== provider || (expectedIntent && saved.intent !== expectedIntent)) {
    return { kind: 'result', result: 'expired' };
  }
  // A denial can come without our state (some providers drop it); it changes nothing either way.
  const denied = config.kind === 'steam' ? params.get('openid.mode') === 'cancel' : params.get('error') === 'access_denied';
  if (denied) return { kind: 'result', result: 'access-denied' };
  if (!sameSecret(params.get('state'), saved.state)) return { kind: 'result', result: 'expired' };

  const outcome =
    config.kind === 'steam'
      ? await completeSteam(config, params, steamReturnTo(saved))
      : await completeOAuth2(config, saved, params, redirectUri(provider));
  if (outcome.kind === 'denied') return { kind: 'result', result: 'access-denied' };
  if (outcome.kind === 'failed') {
    log.warn({ provider, reason: outcome.reason }, 'OAuth sign-in failed');
    return { kind: 'result', result: 'failed' };
  }

  if (saved.intent === 'connect') {
    const session = await resolveSession(db, cookies.sessionToken);
    if (!session) return { kind: 'result', result: 'sign-in-required' };
    const connected = await connectProvider(db, session.user.id, provider, outcome.identity);
    return connected.kind === 'result' ? connected : { kind: 'connected', connectionId: connected.connectionId };
  }
  const signedIn = await signInWithProvider(db, provider, outcome.identity, context, cookies);
  return signedIn.kind === 'result' ? signedIn : { kind: 'signedIn', signedIn: signedIn.signedIn };
}
