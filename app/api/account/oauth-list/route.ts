import { asc, eq } from 'drizzle-orm';
import { jsonRoute } from '@/lib/http/route';
import { sessionFromRequest } from '@/lib/auth/current-session';
import { authMessageResponse } from '@/lib/http/auth';
import { OAUTH_PROVIDER_NAMES } from '@/lib/auth/oauth-providers';
import { getDb } from '@/lib/db/client';
import { oauthConnections } from '@/lib/db/schema';
import { requestLocale } from '@/lib/i18n/request-locale';

/**
 * spec 7 GET /api/account/oauth-list: the signed-in user's OAuth connections (spec 3: id, provider_id,
 * stored by provider name); 401 when signed out, which the HTTP helper turns into a sign-in (spec 4).
 */
export const GET = jsonRoute('/api/account/oauth-list', async (request) => {
  const resolved = await sessionFromRequest(request);
  if (!resolved) return authMessageResponse(401, 'signInRequired', requestLocale(request));
  const rows = await getDb()
    .select({
      id: oauthConnections.id,
      providerId: oauthConnections.providerId,
      email: oauthConnections.email,
      createdAt: oauthConnections.createdAt,
    })
    .from(oauthConnections)
    .where(eq(oauthConnections.userId, resolved.user.id))
    .orderBy(asc(oauthConnections.providerId));
  const connections = rows.map((row) => ({
    id: row.id,
    provider_id: row.providerId,
    provider: OAUTH_PROVIDER_NAMES[row.providerId as keyof typeof OAUTH_PROVIDER_NAMES],
    email: row.email,
    created_at: row.createdAt.toISOString(),
  }));
  return Response.json(connections, { headers: { 'cache-control': 'private, no-store' } });
});
