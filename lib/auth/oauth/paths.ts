import type { OAuthProviderName } from '@/lib/auth/oauth-providers';
import type { Locale } from '@/lib/i18n/config';

// Paths of the OAuth flow that pages and client components link to (no server code here).

/** The callback the providers send the browser to; registered with each provider as it is. */
export function callbackPath(provider: OAuthProviderName): string {
  return `/user/callback/${provider}`;
}

/** The link that starts a provider's sign-in or connection. */
export function oauthStartPath(
  provider: OAuthProviderName,
  { intent, returnUrl, locale }: { intent: 'sign-in' | 'connect'; returnUrl?: string | null; locale: Locale },
): string {
  const query = new URLSearchParams({ intent, locale });
  if (returnUrl) query.set('returnUrl', returnUrl);
  return `/api/auth/oauth/${provider}/start?${query}`;
}
