import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { countOtherSessions } from '@/lib/account/sessions';

/** GET /api/account/sessions: `{ other_sessions }`, how many other devices are signed in to the account. */
export const GET = route('/api/account/sessions', { session: 'user' }, async ({ db, signedIn }) => {
  const others = await countOtherSessions(signedIn.user.id, signedIn.session.id, { db });
  return Response.json({ other_sessions: others }, { headers: PRIVATE_NO_STORE });
});
