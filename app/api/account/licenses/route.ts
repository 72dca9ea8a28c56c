import { accountReadRoute, PRIVATE_NO_STORE } from '@/lib/account/http';
import { getDb } from '@/lib/db/client';
import { accountMembershipOf } from '@/lib/memberships/account-membership';
import { resellerRefusal } from '@/lib/memberships/account-http';

/**
 * GET /api/account/licenses (spec 7 "licences and subscription"): the signed-in customer's current plan with
 * its PCs, and its legacy licences. 403 for a reseller (spec 6).
 */
export const GET = accountReadRoute('/api/account/licenses', async ({ locale, signedIn }) => {
  const refused = resellerRefusal(signedIn, locale);
  if (refused) return refused;
  const membership = await accountMembershipOf(getDb(), signedIn.user.id);
  return Response.json(membership, { headers: PRIVATE_NO_STORE });
});
