import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { accountFailureResponse } from '@/lib/http/account';
import { isAccountFailure } from '@/lib/account/outcomes';
import { readProfile, saveProfile } from '@/lib/account/profile';
import { messagesFor } from '@/lib/i18n/held-messages';

/** GET /api/account/profile: `{ profile }`, the signed-in account's e-mail, password state and billing fields. */
export const GET = route('/api/account/profile', { session: 'user' }, async ({ db, signedIn }) => {
  const profile = await readProfile(signedIn.user.id, { db });
  return Response.json({ profile }, { headers: PRIVATE_NO_STORE });
});

/**
 * PUT /api/account/profile `{ firstName, lastName, company, state, address, city, country, zip, phone,
 * subscribedToEmails }` (lib/validation/profile.ts) -> `{ message, billing }`; 422 with the fields' errors.
 */
export const PUT = route(
  '/api/account/profile',
  { sameOrigin: true, body: 'json', session: 'user' },
  async ({ db, body, locale, signedIn }) => {
    const outcome = await saveProfile(db, signedIn.user.id, body);
    if (isAccountFailure(outcome)) return accountFailureResponse(outcome, locale);
    return Response.json({ message: messagesFor(locale).profile.api.saved, billing: outcome.billing }, { headers: PRIVATE_NO_STORE });
  },
);
