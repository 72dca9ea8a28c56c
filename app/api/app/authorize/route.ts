import { appJson, appRefusal, invalidResponse } from '@/lib/http/app';
import { route } from '@/lib/http/route';
import { startAuthorization } from '@/lib/memberships/app-authorization';
import { authorizeAppUrl } from '@/lib/memberships/authorize-page';
import { APP_RATE_LIMITS, POLL_INTERVAL_SECONDS } from '@/lib/memberships/limits';
import { startAuthorizationSchema } from '@/lib/validation/app';

/**
 * POST /api/app/authorize `{ device_name, version }` (no sign-in: the program has no account yet) -> 201
 * `{ request_id, poll_secret, user_code, url, expires_at, poll_interval }`; 429 with Retry-After per address.
 */
export const POST = route(
  '/api/app/authorize',
  { body: 'json', rateLimits: [[APP_RATE_LIMITS.authorizePerIp, 'ip']], refuse: appRefusal },
  async ({ db, body, locale }) => {
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
  },
);
