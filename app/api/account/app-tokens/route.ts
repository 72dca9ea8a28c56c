import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { listAppTokens } from '@/lib/memberships/app-tokens';

/**
 * GET /api/account/app-tokens -> `{ app_tokens }`: the desktop programs the account authorised whose tokens still
 * work (issue 17), newest first, each with its PC's name, when it was authorised, last used and when it expires.
 */
export const GET = route('/api/account/app-tokens', { session: 'customer' }, async ({ db, signedIn }) => {
  return Response.json({ app_tokens: await listAppTokens(db, signedIn.user.id) }, { headers: PRIVATE_NO_STORE });
});
