import { route } from '@/lib/http/route';
import { autochargeResponse, parseSubscriptionCall } from '@/lib/http/memberships';
import { autochargeStatusOf } from '@/lib/memberships/autocharge';

/** GET /api/account/autocharge/status?subscription_id= (spec 7) -> `{ subscription_id, status }` (spec 4: 1, 2, 3 or null). */
export const GET = route('/api/account/autocharge/status', { session: 'customer' }, async ({ db, request, locale, signedIn }) => {
  const subscriptionId = parseSubscriptionCall(request, locale);
  if (subscriptionId instanceof Response) return subscriptionId;
  return autochargeResponse(await autochargeStatusOf(db, signedIn.user.id, subscriptionId), { request, signedIn, subscriptionId, locale });
});
