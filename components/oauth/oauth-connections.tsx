import { configuredOAuthProviders } from '@/lib/auth/oauth/providers';
import type { Locale } from '@/lib/i18n/config';
import { OAuthConnectionsPanel } from './oauth-connections-panel';

interface OAuthConnectionsProps {
  locale: Locale;
  /** The page to come back to after connecting: the profile page's own path. */
  returnUrl: string;
}

/**
 * The profile's sign-in services: the user's connections with a disconnect button each, and a connect
 * button for every other configured provider. Which providers are configured is known only here, on the
 * server; the list itself is read in the browser from GET /api/account/oauth-list.
 */
export function OAuthConnections({ locale, returnUrl }: OAuthConnectionsProps) {
  return <OAuthConnectionsPanel locale={locale} returnUrl={returnUrl} providers={configuredOAuthProviders()} />;
}
