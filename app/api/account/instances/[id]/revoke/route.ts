import { accountWriteRoute, PRIVATE_NO_STORE } from '@/lib/account/http';
import { logNotOwned } from '@/lib/auth/audit';
import { getDb } from '@/lib/db/client';
import { invalidMembershipCall, membershipMessage, membershipWriteRefusal, revokePausedResponse } from '@/lib/memberships/account-http';
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
  return accountWriteRoute('/api/account/instances/[id]/revoke', async ({ body, locale, signedIn }) => {
    const refused = await membershipWriteRefusal(signedIn, locale);
    if (refused) return refused;
    const parsedBody = membershipWriteSchema.safeParse(body);
    if (!parsedBody.success) return invalidMembershipCall(parsedBody.error, locale);
    const instanceId = idParamSchema.safeParse(id);
    const outcome = instanceId.success ? await revokeInstance(getDb(), signedIn.user.id, instanceId.data) : { kind: 'notFound' as const };
    if (outcome.kind === 'notFound') {
      logNotOwned(request, signedIn.user.id, 'instance', id);
      return membershipMessage(404, 'instanceNotFound', locale);
    }
    if (outcome.kind === 'paused') return revokePausedResponse(outcome.until, locale);
    return Response.json({ success: true, instance: outcome.instance }, { headers: PRIVATE_NO_STORE });
  })(request);
}
