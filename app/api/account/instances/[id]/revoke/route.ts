import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { MEMBERSHIP_RATE_LIMITS } from '@/lib/memberships/limits';
import { logNotOwned } from '@/lib/auth/audit';
import { invalidMembershipCall, membershipMessage, revokePausedResponse } from '@/lib/http/memberships';
import { revokeInstance } from '@/lib/memberships/revoke';
import { idParamSchema, membershipWriteSchema } from '@/lib/validation/membership';

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/account/instances/{id}/revoke (spec 4): the PC is removed from the plan, which frees its place
 * -> `{ success, instance }`; 404 for a PC that is not the caller's; 409 `{ code: REVOKE_PAUSED, message,
 * paused_until }` while revoking is paused (lib/memberships/revoke-pause.ts).
 */
export async function POST(request: Request, { params }: Context) {
  const { id } = await params;
  return route(
    '/api/account/instances/[id]/revoke',
    { sameOrigin: true, body: 'json', session: 'customer', rateLimits: [[MEMBERSHIP_RATE_LIMITS.writesPerUser, 'user']] },
    async ({ db, body, locale, signedIn }) => {
      const parsedBody = membershipWriteSchema.safeParse(body);
      if (!parsedBody.success) return invalidMembershipCall(parsedBody.error, locale);
      const instanceId = idParamSchema.safeParse(id);
      const outcome = instanceId.success ? await revokeInstance(db, signedIn.user.id, instanceId.data) : { kind: 'notFound' as const };
      if (outcome.kind === 'notFound') {
        logNotOwned(request, signedIn.user.id, 'instance', id);
        return membershipMessage(404, 'instanceNotFound', locale);
      }
      if (outcome.kind === 'paused') return revokePausedResponse(outcome.until, locale);
      return Response.json({ success: true, instance: outcome.instance }, { headers: PRIVATE_NO_STORE });
    },
  )(request);
}
