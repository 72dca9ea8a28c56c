import { redirect } from 'next/navigation';
import { type Locale, localizedPath } from '@/lib/i18n/config';
import { localRedirectPath } from '@/lib/site/url';
import { currentSession } from './current-session';
import { RETURN_URL_PARAM, SIGN_IN_REASON_PARAM, SIGN_IN_REQUIRED } from '@/lib/api/sign-in-params';
import type { ResolvedSession } from './sessions';

// spec 2 "User flow" and "Account, signed-in only": who may see which page. Pages call these first thing.

export { RETURN_URL_PARAM, SIGN_IN_REASON_PARAM, SIGN_IN_REQUIRED } from '@/lib/api/sign-in-params';

/** The sign-in page that sends the user back to `returnPath` afterwards, saying 'Please sign in to continue'. */
export function signInPath(locale: Locale, returnPath: string): string {
  const params = new URLSearchParams({ [RETURN_URL_PARAM]: localRedirectPath(returnPath), [SIGN_IN_REASON_PARAM]: SIGN_IN_REQUIRED });
  return `${localizedPath(locale, '/user/sign-in')}?${params}`;
}

/**
 * An account page: the signed-in user's session, or a redirect to sign-in with a return URL
 * (`returnPath` is the page's own localized path, with its query).
 */
export async function requireSignedIn(locale: Locale, returnPath: string): Promise<ResolvedSession> {
  const session = await currentSession();
  if (!session) redirect(signInPath(locale, returnPath));
  return session;
}

/** Where a signed-in user lands: the return URL when it is one of ours, else the account. */
export function afterSignInPath(locale: Locale, returnUrl: string | null | undefined): string {
  const target = localRedirectPath(returnUrl);
  return target === '/' && !returnUrl ? localizedPath(locale, '/account') : target;
}

/** spec 2: sign-in, sign-up and password restore send a signed-in user on (to the return URL or the account). */
export async function redirectIfSignedIn(locale: Locale, returnUrl?: string | null): Promise<void> {
  if (await currentSession()) redirect(afterSignInPath(locale, returnUrl));
}
