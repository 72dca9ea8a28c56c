import { clientIp } from '@/lib/http/client-ip';
import { consumeRateLimit } from '@/lib/http/rate-limit';
import { jsonRoute } from '@/lib/http/route';
import { answerLocale } from '@/lib/auth/http';
import { getDb } from '@/lib/db/client';
import { requestLocale } from '@/lib/i18n/request-locale';
import { startAuthorization } from '@/lib/memberships/app-authorization';
import { appJson, appMessageResponse, invalidResponse, readJsonObject } from '@/lib/memberships/app-http';
import { authorizeAppUrl } from '@/lib/memberships/authorize-page';
import { APP_RATE_LIMITS, POLL_INTERVAL_SECONDS } from '@/lib/memberships/limits';
import { startAuthorizationSchema } from '@/lib/validation/app';

/**
 * POST /api/app/authorize `{ device_name, version }` (no sign-in: the program has no account yet) -> 201
 * `{ request_id, poll_secret, user_code, url, expires_at, poll_interval }`; 429 with Retry-After per address.
 */
export const POST = jsonRoute('/api/app/authorize', async (request) => {
  const db = getDb();
  const verdict = await consumeRateLimit(db, APP_RATE_LIMITS.authorizePerIp, clientIp());
  if (!verdict.allowed) {
    return appMessageResponse(429, 'rateLimited', requestLocale(request), { 'retry-after': String(verdict.retryAfterSeconds) });
  }
  const body = await readJsonObject(request);
  if (!body) return appMessageResponse(400, 'invalid', requestLocale(request));
  const locale = answerLocale(request, body);
  const parsed = startAuthorizationSchema.safeParse(body);
  if (!parsed.success) return invalidResponse(parsed.error, locale);
  const started = await startAuthorization(db, parsed.data);
  return appJson(
    {
      request_id: started.requestId,
      poll_secret: started.pollSecret,
      user_code: started.userCode,
      url: authorizeAppUrl(locale, started.requestId),
      expires_at: started.expiresAt.toISOString(),
      poll_interval: POLL_INTERVAL_SECONDS,
    },
    201,
  );
});
