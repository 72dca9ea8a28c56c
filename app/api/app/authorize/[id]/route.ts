import { clientIp } from '@/lib/http/client-ip';
import { consumeRateLimit } from '@/lib/http/rate-limit';
import { jsonRoute } from '@/lib/http/route';
import { getDb } from '@/lib/db/client';
import { requestLocale } from '@/lib/i18n/request-locale';
import { pollAuthorization } from '@/lib/memberships/app-authorization';
import { appJson, appMessageResponse } from '@/lib/memberships/app-http';
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
  return jsonRoute('/api/app/authorize/[id]', async () => {
    const locale = requestLocale(request);
    const verdict = await consumeRateLimit(getDb(), APP_RATE_LIMITS.pollPerIp, clientIp());
    if (!verdict.allowed) return appMessageResponse(429, 'rateLimited', locale, { 'retry-after': String(verdict.retryAfterSeconds) });
    const secret = request.headers.get('x-poll-secret');
    if (!authorizationRequestIdSchema.safeParse(id).success || !secretTokenSchema.safeParse(secret).success) {
      return appMessageResponse(404, 'notFound', locale);
    }
    const outcome = await pollAuthorization(getDb(), { requestId: id, pollSecret: secret as string });
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
  })(request);
}
