import { accountReadRoute } from '@/lib/account/http';
import { getDb } from '@/lib/db/client';
import { autochargeResponse, parseSubscriptionCall, resellerRefusal } from '@/lib/memberships/account-http';
import { autochargeStatusOf } from '@/lib/memberships/autocharge';

/** GET /api/account/autocharge/status?subscription_id= (spec 7) -> `{ subscription_id, status }` (spec 4: 1, 2, 3 or null). */
export const GET = accountReadRoute('/api/account/autocharge/status', async ({ request, locale, signedIn }) => {
  const refused = resellerRefusal(signedIn, locale);
  if (refused) return refused;
  const subscriptionId = parseSubscriptionCall(request, locale);
  if (subscriptionId instanceof Response) return subscriptionId;
  return autochargeResponse(await autochargeStatusOf(getDb(), signedIn.user.id, subscriptionId), { request, signedIn, subscriptionId, locale });
});
