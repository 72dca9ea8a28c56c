import { appJson, appMessageResponse, appRefusal } from '@/lib/http/app';
import { route } from '@/lib/http/route';
import { pollAuthorization } from '@/lib/memberships/app-authorization';
import { APP_RATE_LIMITS, POLL_INTERVAL_SECONDS } from '@/lib/memberships/limits';
import { authorizationRequestIdSchema, secretTokenSchema } from '@/lib/validation/app';

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/app/authorize/{request_id} with the poll secret in `X-Poll-Secret` -> `{ status }`: pending,
 * denied, expired, approved (with `token`, on the first poll after approval only) or consumed (approved, and
 * the token was handed out before). 404 for an unknown id or a wrong secret alike.
 */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params;
  return route(
    '/api/app/authorize/[id]',
    { rateLimits: [[APP_RATE_LIMITS.pollPerIp, 'ip']], refuse: appRefusal },
    async ({ db, locale }) => {
      const secret = request.headers.get('x-poll-secret');
      if (!authorizationRequestIdSchema.safeParse(id).success || !secretTokenSchema.safeParse(secret).success) {
        return appMessageResponse(404, 'notFound', locale);
      }
      const outcome = await pollAuthorization(db, { requestId: id, pollSecret: secret as string });
      switch (outcome.kind) {
        case 'notFound':
          return appMessageResponse(404, 'notFound', locale);
        case 'pending':
          return appJson({ status: 'pending', expires_at: outcome.expiresAt.toISOString(), poll_interval: POLL_INTERVAL_SECONDS });
        case 'approved':
          return appJson({ status: 'approved', token: outcome.token, token_type: 'Bearer' });
        default:
          return appJson({ status: outcome.kind });
      }
    },
  )(request);
}
