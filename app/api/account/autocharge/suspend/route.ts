import { accountWriteRoute } from '@/lib/account/http';
import { getDb } from '@/lib/db/client';
import { autochargeResponse, membershipWriteRefusal, parseSubscriptionCall } from '@/lib/memberships/account-http';
import { suspendAutocharge } from '@/lib/memberships/autocharge';

/**
 * POST /api/account/autocharge/suspend?subscription_id= (spec 7): cancel auto-renewal (spec 4: 1 -> 2); the subscription stays active to the end of its term.
 * -> `{ success, subscription_id, status }`; 404 for a subscription that is not the caller's, 409 when not possible.
 */
export const POST = accountWriteRoute('/api/account/autocharge/suspend', async ({ request, body, locale, signedIn }) => {
  const refused = await membershipWriteRefusal(signedIn, locale);
  if (refused) return refused;
  const subscriptionId = parseSubscriptionCall(request, locale, body);
  if (subscriptionId instanceof Response) return subscriptionId;
  return autochargeResponse(await suspendAutocharge(getDb(), signedIn.user.id, subscriptionId), { request, signedIn, subscriptionId, locale });
});
