import { route } from '@/lib/http/route';
import { MEMBERSHIP_RATE_LIMITS } from '@/lib/memberships/limits';
import { autochargeResponse, parseSubscriptionCall } from '@/lib/http/memberships';
import { renewAutocharge } from '@/lib/memberships/autocharge';

/**
 * POST /api/account/autocharge/renew?subscription_id= (spec 7): resume auto-renewal (spec 4: 2 -> 1), for a subscription paid by card or PayPal outside China.
 * -> `{ success, subscription_id, status }`; 404 for a subscription that is not the caller's, 409 when not possible.
 */
export const POST = route(
  '/api/account/autocharge/renew',
  { sameOrigin: true, body: 'json', session: 'customer', rateLimits: [[MEMBERSHIP_RATE_LIMITS.writesPerUser, 'user']] },
  async ({ db, request, body, locale, signedIn }) => {
    const subscriptionId = parseSubscriptionCall(request, locale, body);
    if (subscriptionId instanceof Response) return subscriptionId;
    return autochargeResponse(await renewAutocharge(db, signedIn.user.id, subscriptionId), { request, signedIn, subscriptionId, locale });
  },
);
