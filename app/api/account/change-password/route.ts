import { route } from '@/lib/http/route';
import { accountFailureResponse } from '@/lib/http/account';
import { isAccountFailure } from '@/lib/account/outcomes';
import { changeOwnPassword } from '@/lib/account/password-change';
import { requestContext, signedOutResponse } from '@/lib/http/auth';
import { localizedPath } from '@/lib/i18n/config';
import { messagesFor } from '@/lib/i18n/held-messages';

/**
 * POST /api/account/change-password `{ currentPassword, password, cpassword }` (currentPassword only when
 * changing a password the user chose) -> `{ message, redirect }`: every session has ended, the cookie is
 * cleared and the browser goes to the sign-in page (spec 4 "requires signing in again").
 */
export const POST = route(
  '/api/account/change-password',
  { sameOrigin: true, body: 'json', session: 'user' },
  async ({ db, request, body, locale, signedIn }) => {
    const outcome = await changeOwnPassword(db, signedIn.user, body, requestContext(request, locale));
    if (isAccountFailure(outcome)) return accountFailureResponse(outcome, locale);
    return signedOutResponse({
      message: messagesFor(locale).profile.api.passwordChanged,
      redirect: `${localizedPath(locale, '/user/sign-in')}?changed=password`,
    });
  },
);
