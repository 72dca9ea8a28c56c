import { accountWriteRoute, PRIVATE_NO_STORE } from '@/lib/account/http';
import { getDb } from '@/lib/db/client';
import { invalidMembershipCall, membershipMessage, membershipWriteRefusal } from '@/lib/memberships/account-http';
import { revokeLicenseInstance } from '@/lib/memberships/licenses';
import { idParamSchema, membershipWriteSchema } from '@/lib/validation/membership';

type Context = { params: Promise<{ id: string; instanceId: string }> };

/**
 * POST /api/account/licenses/{id}/instances/{instanceId}/revoke (spec 4): the PC leaves the legacy licence,
 * which raises its available_instances_num -> `{ success, instance }`; 404 when it is not the caller's.
 */
export async function POST(request: Request, { params }: Context) {
  const { id, instanceId } = await params;
  return accountWriteRoute('/api/account/licenses/[id]/instances/[instanceId]/revoke', async ({ body, locale, signedIn }) => {
    const refused = await membershipWriteRefusal(signedIn, locale);
    if (refused) return refused;
    const parsedBody = membershipWriteSchema.safeParse(body);
    if (!parsedBody.success) return invalidMembershipCall(parsedBody.error, locale);
    const licenseId = idParamSchema.safeParse(id);
    const pcId = idParamSchema.safeParse(instanceId);
    const instance = licenseId.success && pcId.success ? await revokeLicenseInstance(getDb(), signedIn.user.id, licenseId.data, pcId.data) : null;
    if (!instance) return membershipMessage(404, 'licenseNotFound', locale);
    return Response.json({ success: true, instance }, { headers: PRIVATE_NO_STORE });
  })(request);
}
