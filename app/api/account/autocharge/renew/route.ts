import { accountWriteRoute } from '@/lib/account/http';
import { getDb } from '@/lib/db/client';
import { autochargeResponse, membershipWriteRefusal, parseSubscriptionCall } from '@/lib/memberships/account-http';
import { renewAutocharge } from '@/lib/memberships/autocharge';

/**
 * POST /api/account/autocharge/renew?subscription_id= (spec 7): resume auto-renewal (spec 4: 2 -> 1), for a subscription paid by card or PayPal outside China.
 * -> `{ success, subscription_id, status }`; 404 for a subscription that is not the caller's, 409 when not possible.
 */
export const POST = accountWriteRoute('/api/account/autocharge/renew', async ({ request, body, locale, signedIn }) => {
  const refused = await membershipWriteRefusal(signedIn, locale);
  if (refused) return refused;
  const subscriptionId = parseSubscriptionCall(request, locale, body);
  if (subscriptionId instanceof Response) return subscriptionId;
  return autochargeResponse(await renewAutocharge(getDb(), signedIn.user.id, subscriptionId), { request, signedIn, subscriptionId, locale });
});
