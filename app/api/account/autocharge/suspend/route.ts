import { route } from '@/lib/http/route';
import { MEMBERSHIP_RATE_LIMITS } from '@/lib/memberships/limits';
import { autochargeResponse, parseSubscriptionCall } from '@/lib/http/memberships';
import { suspendAutocharge } from '@/lib/memberships/autocharge';

/**
 * POST /api/account/autocharge/suspend?subscription_id= (spec 7): cancel auto-renewal (spec 4: 1 -> 2); the subscription stays active to the end of its term.
 * -> `{ success, subscription_id, status }`; 404 for a subscription that is not the caller's, 409 when not possible.
 */
export const POST = route(
  '/api/account/autocharge/suspend',
  { sameOrigin: true, body: 'json', session: 'customer', rateLimits: [[MEMBERSHIP_RATE_LIMITS.writesPerUser, 'user']] },
  async ({ db, request, body, locale, signedIn }) => {
    const subscriptionId = parseSubscriptionCall(request, locale, body);
    if (subscriptionId instanceof Response) return subscriptionId;
    return autochargeResponse(await suspendAutocharge(db, signedIn.user.id, subscriptionId), { request, signedIn, subscriptionId, locale });
  },
);
