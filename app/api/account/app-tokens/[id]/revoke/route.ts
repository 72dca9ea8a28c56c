import { logNotOwned } from '@/lib/auth/audit';
import { invalidMembershipCall, membershipMessage } from '@/lib/http/memberships';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { revokeAppToken } from '@/lib/memberships/app-tokens';
import { MEMBERSHIP_RATE_LIMITS } from '@/lib/memberships/limits';
import { idParamSchema, membershipWriteSchema } from '@/lib/validation/membership';

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/account/app-tokens/{id}/revoke (issue 17): the program's token stops working at once -> `{ success }`;
 * the PCs it activated keep their places until revoked themselves. 404 for a token that is not the caller's, or
 * no longer works (revoked or expired).
 */
export async function POST(request: Request, { params }: Context) {
  const { id } = await params;
  return route(
    '/api/account/app-tokens/[id]/revoke',
    { sameOrigin: true, body: 'json', session: 'customer', rateLimits: [[MEMBERSHIP_RATE_LIMITS.writesPerUser, 'user']] },
    async ({ db, body, locale, signedIn }) => {
      const parsedBody = membershipWriteSchema.safeParse(body);
      if (!parsedBody.success) return invalidMembershipCall(parsedBody.error, locale);
      const tokenId = idParamSchema.safeParse(id);
      if (!tokenId.success || !(await revokeAppToken(db, signedIn.user.id, tokenId.data))) {
        logNotOwned(request, signedIn.user.id, 'appToken', id);
        return membershipMessage(404, 'appTokenNotFound', locale);
      }
      return Response.json({ success: true }, { headers: PRIVATE_NO_STORE });
    },
  )(request);
}
