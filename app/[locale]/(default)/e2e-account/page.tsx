import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SignOutButton } from '@/components/user/sign-out-button';
import { requireSignedIn } from '@/lib/auth/guard';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { testRoutesEnabled } from '@/lib/http/test-routes';

export const metadata: Metadata = { title: 'Signed in (test page)', robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string }> };

// The account pages that will carry the sign-out control come with their own issues; until then the
// end-to-end tests see who is signed in, and sign out, here. The page exists only when they switch it on.
export default async function SignedInForTests({ params }: Props) {
  if (!testRoutesEnabled()) notFound();
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { user } = await requireSignedIn(locale, localizedPath(locale, '/e2e-account'));
  return (
    <ClientMessages area="account">
      <div className="container">
        <h1>Signed in</h1>
        <p data-testid="signed-in-email">{user.email}</p>
        <SignOutButton />
      </div>
    </ClientMessages>
  );
}
