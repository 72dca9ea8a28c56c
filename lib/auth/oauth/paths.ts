import type { OAuthProviderName } from '@/lib/auth/oauth-providers';
import type { Locale } from '@/lib/i18n/config';

// Paths of the OAuth flow that pages and client components link to (no server code here).

/** The link that starts a provider's sign-in or connection. */
export function oauthStartPath(
  provider: OAuthProviderName,
  { intent, returnUrl, locale }: { intent: 'sign-in' | 'connect'; returnUrl?: string | null; locale: Locale },
): string {
  const query = new URLSearchParams({ intent, locale });
  if (returnUrl) query.set('returnUrl', returnUrl);
  return `/api/auth/oauth/${provider}/start?${query}`;
}
