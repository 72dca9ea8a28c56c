import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { MEMBERSHIP_RATE_LIMITS } from '@/lib/memberships/limits';
import { logNotOwned } from '@/lib/auth/audit';
import { invalidMembershipCall, membershipMessage, revokePausedResponse } from '@/lib/http/memberships';
import { revokeLicenseInstance } from '@/lib/memberships/licenses';
import { idParamSchema, membershipWriteSchema } from '@/lib/validation/membership';

type Context = { params: Promise<{ id: string; instanceId: string }> };

/**
 * POST /api/account/licenses/{id}/instances/{instanceId}/revoke (spec 4): the PC leaves the legacy licence,
 * which raises its available_instances_num -> `{ success, instance }`; 404 when it is not the caller's; 409
 * `{ code: REVOKE_PAUSED, message, paused_until }` while revoking is paused (the same pause as the plan's PCs).
 */
export async function POST(request: Request, { params }: Context) {
  const { id, instanceId } = await params;
  return route(
    '/api/account/licenses/[id]/instances/[instanceId]/revoke',
    { sameOrigin: true, body: 'json', session: 'customer', rateLimits: [[MEMBERSHIP_RATE_LIMITS.writesPerUser, 'user']] },
    async ({ db, body, locale, signedIn }) => {
      const parsedBody = membershipWriteSchema.safeParse(body);
      if (!parsedBody.success) return invalidMembershipCall(parsedBody.error, locale);
      const licenseId = idParamSchema.safeParse(id);
      const pcId = idParamSchema.safeParse(instanceId);
      const outcome =
        licenseId.success && pcId.success
          ? await revokeLicenseInstance(db, signedIn.user.id, licenseId.data, pcId.data)
          : { kind: 'notFound' as const };
      if (outcome.kind === 'notFound') {
        logNotOwned(request, signedIn.user.id, 'licenseInstance', `${id}/${instanceId}`);
        return membershipMessage(404, 'licenseNotFound', locale);
      }
      if (outcome.kind === 'paused') return revokePausedResponse(outcome.until, locale);
      return Response.json({ success: true, instance: outcome.instance }, { headers: PRIVATE_NO_STORE });
    },
  )(request);
}
