import { accountFailureResponse, accountReadRoute, accountWriteRoute, PRIVATE_NO_STORE } from '@/lib/account/http';
import { isAccountFailure } from '@/lib/account/outcomes';
import { readProfile, saveProfile } from '@/lib/account/profile';
import { getDb } from '@/lib/db/client';
import { messagesByLocale } from '@/lib/i18n/messages';

/** GET /api/account/profile: `{ profile }`, the signed-in account's e-mail, password state and billing fields. */
export const GET = accountReadRoute('/api/account/profile', async ({ signedIn }) => {
  const profile = await readProfile(getDb(), signedIn.user.id);
  return Response.json({ profile }, { headers: PRIVATE_NO_STORE });
});

/**
 * PUT /api/account/profile `{ firstName, lastName, company, state, address, city, country, zip, phone,
 * subscribedToEmails }` (lib/validation/profile.ts) -> `{ message, billing }`; 422 with the fields' errors.
 */
export const PUT = accountWriteRoute('/api/account/profile', async ({ body, locale, signedIn }) => {
  const outcome = await saveProfile(getDb(), signedIn.user.id, body);
  if (isAccountFailure(outcome)) return accountFailureResponse(outcome, locale);
  return Response.json({ message: messagesByLocale[locale].profile.api.saved, billing: outcome.billing }, { headers: PRIVATE_NO_STORE });
});
