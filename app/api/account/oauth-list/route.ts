import { oauthConnectionsOf } from '@/lib/auth/oauth/link';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';

/**
 * spec 7 GET /api/account/oauth-list: the signed-in user's OAuth connections (spec 3: id, provider_id,
 * stored by provider name); 401 when signed out, which the HTTP helper turns into a sign-in (spec 4).
 */
export const GET = route('/api/account/oauth-list', { session: 'user' }, async ({ db, signedIn }) =>
  Response.json(await oauthConnectionsOf(db, signedIn.user.id), { headers: PRIVATE_NO_STORE }),
);
