import { getTranslations } from 'next-intl/server';
import type { OAuthResult as Result } from '@/lib/auth/oauth/link';
import { resultMessageKey } from '@/lib/auth/oauth/result-keys';
import { oauthStartPath } from '@/lib/auth/oauth/paths';
import type { OAuthProviderName } from '@/lib/auth/oauth-providers';
import { type Locale, localizedPath } from '@/lib/i18n/config';
import styles from './oauth.module.css';

interface OAuthResultProps {
  locale: Locale;
  provider: OAuthProviderName;
  result: Result;
  intent: 'sign-in' | 'connect';
  returnUrl: string | null;
}

type Action = { key: 'signInAgain' | 'resetPassword' | 'signUp' | 'tryAgain' | 'backToProfile' | 'contactSupport'; href: string };

/** spec 2, 8 "OAuth": the result pages of /user/callback/{provider}, each with what to do next. */
export async function OAuthResult({ locale, provider, result, intent, returnUrl }: OAuthResultProps) {
  const t = await getTranslations({ locale, namespace: 'oauth' });
  const name = t(`providers.${provider}`);
  const path = (pathname: string) => localizedPath(locale, pathname);
  const signIn: Action = { key: 'signInAgain', href: path('/user/sign-in') };
  const tryAgain: Action = { key: 'tryAgain', href: oauthStartPath(provider, { intent, returnUrl, locale }) };
  const profile: Action = { key: 'backToProfile', href: returnUrl ?? path('/account/profile') };
  const actions: Record<Result, Action[]> = {
    'account-exists': [signIn, { key: 'resetPassword', href: path('/user/password-restore') }],
    'access-denied': [tryAgain],
    'no-verified-email': [{ key: 'signUp', href: path('/user/sign-up') }, signIn],
    'connected-elsewhere': intent === 'connect' ? [profile] : [signIn],
    'provider-already-connected': [profile],
    expired: [tryAgain],
    failed: [tryAgain],
    blocked: [{ key: 'contactSupport', href: path('/help') }],
    'sign-in-required': [signIn],
  };
  const key = resultMessageKey(result);
  return (
    <section className={`container ${styles.result}`} data-testid="oauth-result" data-result={result}>
      <h1>{t(`results.${key}.title`, { provider: name })}</h1>
      <p>{t(`results.${key}.text`, { provider: name })}</p>
      <div className={styles.actions}>
        {actions[result].map((action, index) => (
          <a key={action.key} className={`button ${index === 0 ? 'button--primary' : 'button--ghost'}`} href={action.href}>
            {t(`callback.${action.key}`)}
          </a>
        ))}
      </div>
    </section>
  );
}
