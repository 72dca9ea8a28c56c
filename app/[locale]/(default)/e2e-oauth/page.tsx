import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { OAuthButtons } from '@/components/oauth/oauth-buttons';
import { OAuthConnections } from '@/components/oauth/oauth-connections';
import { currentSession } from '@/lib/auth/current-session';
import { seoMetadata } from '@/lib/content/seo';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { testRoutesEnabled } from '@/lib/http/test-routes';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return seoMetadata(toLocale((await params).locale), '/e2e-oauth');
}

// The end-to-end tests need the sign-in buttons and the profile's connections before the sign-in and
// profile pages exist; the page exists only when they switch it on.
export default async function OAuthForTests({ params }: Props) {
  if (!testRoutesEnabled()) notFound();
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const session = await currentSession();
  const here = localizedPath(locale, '/e2e-oauth');
  return (
    <ClientMessages area="account">
      <div className="container" style={{ display: 'grid', gap: 32, paddingBlock: 32 }}>
        <h1>OAuth</h1>
        {session ? (
          <>
            <p data-testid="signed-in-as">{session.user.email}</p>
            <OAuthConnections locale={locale} returnUrl={here} />
          </>
        ) : (
          <OAuthButtons locale={locale} returnUrl={here} />
        )}
      </div>
    </ClientMessages>
  );
}
