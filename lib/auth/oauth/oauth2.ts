import * as oauth from 'oauth4webapi';
import { type ProviderIdentity, identityFromUserInfo } from './identity';
import type { OAuth2Provider } from './providers';
import type { OAuthState } from './state';

// Google, Facebook and Discord: the authorization code flow with PKCE (S256) and state, through
// oauth4webapi; Google's ID token must also carry the nonce we sent. The identity comes from the
// provider's user-info endpoint (for Google, its `sub` must be the ID token's).

export type OAuth2Outcome = { kind: 'identity'; identity: ProviderIdentity } | { kind: 'denied' } | { kind: 'failed'; reason: string };

function server(provider: OAuth2Provider): oauth.AuthorizationServer {
  return {
    issuer: provider.issuer,
    authorization_endpoint: provider.authorizeUrl,
    token_endpoint: provider.tokenUrl,
    userinfo_endpoint: provider.userinfoUrl,
  };
}

/** Plain HTTP only to a provider on this machine (the tests' stand-in); everything else must be HTTPS. */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

export async function oauth2AuthorizationUrl(provider: OAuth2Provider, saved: OAuthState, redirectUri: string): Promise<URL> {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', saved.state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(saved.verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  if (provider.openIdConnect) url.searchParams.set('nonce', saved.nonce);
  return url;
}

/**
 * The provider's answer at the callback (`code` and `state`, or `error`): checks the state, redeems the
 * code with the PKCE verifier, checks the ID token's nonce, and reads the user.
 */
export async function completeOAuth2(
  provider: OAuth2Provider,
  saved: OAuthState,
  params: URLSearchParams,
  redirectUri: string,
): Promise<OAuth2Outcome> {
  const as = server(provider);
  const client: oauth.Client = { client_id: provider.clientId };
  let callback: URLSearchParams;
  try {
    callback = oauth.validateAuthResponse(as, client, params, saved.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) {
      return error.error === 'access_denied' ? { kind: 'denied' } : { kind: 'failed', reason: `authorization: ${error.error}` };
    }
    return { kind: 'failed', reason: error instanceof Error ? error.message : 'the state does not match' };
  }
  const insecure = isLoopback(provider.tokenUrl);
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(provider.clientSecret),
      callback,
      redirectUri,
      saved.verifier,
      { [oauth.allowInsecureRequests]: insecure, signal: AbortSignal.timeout(10_000) },
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: provider.openIdConnect ? saved.nonce : oauth.expectNoNonce,
      requireIdToken: provider.openIdConnect,
    });
    const idTokenSubject = provider.openIdConnect ? oauth.getValidatedIdTokenClaims(tokens)?.sub : undefined;
    const info = await fetch(provider.userinfoUrl, {
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!info.ok) return { kind: 'failed', reason: `user info answered ${info.status}` };
    const identity = identityFromUserInfo(provider.name, await info.json());
    if (!identity) return { kind: 'failed', reason: 'the user info names no user' };
    if (idTokenSubject !== undefined && identity.providerUserId !== idTokenSubject) {
      return { kind: 'failed', reason: 'the user info is about another user than the ID token' };
    }
    return { kind: 'identity', identity };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
