import { getTranslations } from 'next-intl/server';
import { oauthStartPath } from '@/lib/auth/oauth/paths';
import { configuredOAuthProviders } from '@/lib/auth/oauth/providers';
import type { Locale } from '@/lib/i18n/config';
import styles from './oauth.module.css';

interface OAuthButtonsProps {
  locale: Locale;
  /** Where to go after signing in (a path on this site); the account when absent. */
  returnUrl?: string | null;
}

/**
 * spec 2 "/user/sign-in ... may redirect to an OAuth provider": one link per configured provider; nothing
 * at all when none is configured. Plain links, so they work before (and without) any JavaScript.
 */
export async function OAuthButtons({ locale, returnUrl }: OAuthButtonsProps) {
  const providers = configuredOAuthProviders();
  if (providers.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'oauth' });
  return (
    <nav aria-labelledby="oauth-buttons-heading" data-testid="oauth-buttons">
      <h2 id="oauth-buttons-heading" className={styles.heading}>
        {t('buttons.heading')}
      </h2>
      <ul className={styles.providers}>
        {providers.map((provider) => (
          <li key={provider}>
            <a
              className={`button button--ghost ${styles.providerButton}`}
              href={oauthStartPath(provider, { intent: 'sign-in', returnUrl, locale })}
              data-provider={provider}
            >
              {t('buttons.signIn', { provider: t(`providers.${provider}`) })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
