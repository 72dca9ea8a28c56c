import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OAuthResult } from '@/components/oauth/oauth-result';
import { OAuthVerifying } from '@/components/oauth/oauth-verifying';
import { afterSignInPath } from '@/lib/auth/guard';
import { secureCookies } from '@/lib/runtime/cookies';
import { callbackPath } from '@/lib/auth/oauth/paths';
import { isOAuthResult, type OAuthResult as Result } from '@/lib/auth/oauth/link';
import { oauthProvider } from '@/lib/auth/oauth/providers';
import { oauthStateCookieName, savedOAuthState } from '@/lib/auth/oauth/state';
import { isOAuthProviderName } from '@/lib/auth/oauth-providers';
import { localizedPath, toLocale } from '@/lib/i18n/config';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; provider: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'oauth' });
  return { title: t('callback.verifyingTitle'), robots: { index: false } };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * spec 2 "/user/callback/{provider}": where the provider sends the browser back. It shows "verifying
 * details" while the browser posts the provider's answer (lib/auth/oauth/flow.ts completes it), and the
 * result pages of spec 8 (account exists for this email, access denied, ...) at `?result=`.
 */
export default async function OAuthCallbackPage({ params, searchParams }: Props) {
  const { locale: raw, provider } = await params;
  const locale = toLocale(raw);
  if (!isOAuthProviderName(provider) || !oauthProvider(provider)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const store = await cookies();
  const saved = savedOAuthState(store.get(oauthStateCookieName({ secure: secureCookies() }))?.value);
  const intent = saved?.intent ?? 'sign-in';
  const returnUrl = saved?.returnUrl ?? null;
  const show = (result: Result) => (
    <OAuthResult locale={locale} provider={provider} result={result} intent={intent} returnUrl={returnUrl} />
  );

  const result = single(query.result);
  if (isOAuthResult(result)) return show(result);
  // The provider said no before we had anything to verify.
  const error = single(query.error);
  if (error || single(query['openid.mode']) === 'cancel') return show(error && error !== 'access_denied' ? 'failed' : 'access-denied');
  if (!saved || saved.provider !== provider) return show('expired');

  // The callback URL registered with the provider has no locale: show the page in the language the
  // sign-in started in.
  const answer = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const first = single(value);
    if (first !== undefined) answer.set(key, first);
  }
  const ownPath = localizedPath(saved.locale, callbackPath(provider));
  if (saved.locale !== locale) redirect(`${ownPath}?${answer}`);

  const t = await getTranslations({ locale, namespace: 'oauth' });
  const connect = saved.intent === 'connect';
  const endpoint =
    provider === 'google'
      ? connect
        ? '/api/auth/connect-google-oauth'
        : '/api/auth/sign-in-by-google'
      : `/api/auth/oauth/${provider}/callback`;
  const body =
    provider === 'google'
      ? { code: answer.get('code') ?? '', state: answer.get('state') ?? '', locale }
      : { params: Object.fromEntries(answer), locale };
  const successHref = connect ? (saved.returnUrl ?? localizedPath(locale, '/account/profile')) : afterSignInPath(locale, saved.returnUrl);
  return (
    <section className="container" style={{ paddingBlock: 48 }} aria-busy="true" data-testid="oauth-verifying">
      <h1>{t('callback.verifyingTitle')}</h1>
      <p role="status">{t('callback.verifyingText', { provider: t(`providers.${provider}`) })}</p>
      <noscript>
        <p>{t('callback.noScript')}</p>
      </noscript>
      <OAuthVerifying endpoint={endpoint} body={body} successHref={successHref} resultHref={ownPath} />
    </section>
  );
}
