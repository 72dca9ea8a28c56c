// spec 3 "OAuth connection: provider_id (1 google, 2 facebook, 3 discord, 4 steam), stored by provider name".
export const OAUTH_PROVIDER_IDS = { google: 1, facebook: 2, discord: 3, steam: 4 } as const;
export type OAuthProviderName = keyof typeof OAUTH_PROVIDER_IDS;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[OAuthProviderName];

export const OAUTH_PROVIDER_NAMES: Record<OAuthProviderId, OAuthProviderName> = {
  1: 'google',
  2: 'facebook',
  3: 'discord',
  4: 'steam',
};

export function isOAuthProviderName(value: unknown): value is OAuthProviderName {
  return typeof value === 'string' && Object.hasOwn(OAUTH_PROVIDER_IDS, value);
}
