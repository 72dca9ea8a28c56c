import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { accountMembershipOf } from '@/lib/memberships/account-membership';

/**
 * GET /api/account/licenses (spec 7 "licences and subscription"): the signed-in customer's current plan with
 * its PCs, and its legacy licences. 403 for a reseller (spec 6).
 */
export const GET = route('/api/account/licenses', { session: 'customer' }, async ({ db, signedIn }) => {
  const membership = await accountMembershipOf(db, signedIn.user.id);
  return Response.json(membership, { headers: PRIVATE_NO_STORE });
});
