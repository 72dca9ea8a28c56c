import { OAUTH_PROVIDER_IDS, type OAuthProviderName } from '@/lib/auth/oauth-providers';
import { config, type Environment, type EnvironmentSettings } from '@/lib/config';
import type { OAuth2Setting } from '@/lib/config/env';

// Which sign-in services this installation offers, from the environment (README "Configuration"). A
// provider without its client id and secret (Steam: without OAUTH_STEAM_ENABLED=1) is not offered at
// all: no button, and its routes answer 404. The endpoint variables exist so the tests can put a local
// provider in place of the real one; in production the defaults are the providers' own endpoints.

/** An OAuth 2.0 provider: authorization code with PKCE and state (Google also with an OpenID Connect nonce). */
export interface OAuth2Provider {
  kind: 'oauth2';
  name: Exclude<OAuthProviderName, 'steam'>;
  clientId: string;
  clientSecret: string;
  /** The `iss` Google's ID tokens carry; other providers have no ID token and this is only their origin. */
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  /** Whether the provider speaks OpenID Connect: an ID token with our nonce must come with the tokens. */
  openIdConnect: boolean;
}

/** Steam: OpenID 2.0, no client registration. */
export interface SteamProvider {
  kind: 'steam';
  name: 'steam';
  endpoint: string;
}

export type OAuthProvider = OAuth2Provider | SteamProvider;

const OAUTH2_DEFAULTS: Record<OAuth2Provider['name'], Omit<OAuth2Provider, 'kind' | 'name' | 'clientId' | 'clientSecret'>> = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    openIdConnect: true,
  },
  facebook: {
    issuer: 'https://www.facebook.com',
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scope: 'email public_profile',
    openIdConnect: false,
  },
  discord: {
    issuer: 'https://discord.com',
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    openIdConnect: false,
  },
};

const STEAM_DEFAULT_ENDPOINT = 'https://steamcommunity.com/openid/login';

/** The order the buttons and the profile list show the providers in: spec 3's ids. */
export const OAUTH_PROVIDER_ORDER = (Object.keys(OAUTH_PROVIDER_IDS) as OAuthProviderName[]).sort(
  (a, b) => OAUTH_PROVIDER_IDS[a] - OAUTH_PROVIDER_IDS[b],
);

function setting(env: EnvironmentSettings, name: OAuth2Provider['name'], key: OAuth2Setting): string | undefined {
  return env[`OAUTH_${name.toUpperCase() as Uppercase<OAuth2Provider['name']>}_${key}`];
}

/** The provider's settings, or null when this installation does not offer it. */
export function oauthProvider(name: OAuthProviderName, env?: Environment): OAuthProvider | null {
  const settings = config(env).env;
  if (name === 'steam') {
    if (!settings.OAUTH_STEAM_ENABLED) return null;
    return { kind: 'steam', name, endpoint: settings.OAUTH_STEAM_OPENID_URL ?? STEAM_DEFAULT_ENDPOINT };
  }
  const clientId = setting(settings, name, 'CLIENT_ID');
  const clientSecret = setting(settings, name, 'CLIENT_SECRET');
  if (!clientId || !clientSecret) return null;
  const defaults = OAUTH2_DEFAULTS[name];
  return {
    kind: 'oauth2',
    name,
    clientId,
    clientSecret,
    issuer: setting(settings, name, 'ISSUER') ?? defaults.issuer,
    authorizeUrl: setting(settings, name, 'AUTHORIZE_URL') ?? defaults.authorizeUrl,
    tokenUrl: setting(settings, name, 'TOKEN_URL') ?? defaults.tokenUrl,
    userinfoUrl: setting(settings, name, 'USERINFO_URL') ?? defaults.userinfoUrl,
    scope: defaults.scope,
    openIdConnect: defaults.openIdConnect,
  };
}

/** The providers this installation offers, in spec 3's order. */
export function configuredOAuthProviders(env?: Environment): OAuthProviderName[] {
  return OAUTH_PROVIDER_ORDER.filter((name) => oauthProvider(name, env) !== null);
}
