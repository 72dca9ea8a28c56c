import { accountReadRoute, PRIVATE_NO_STORE } from '@/lib/account/http';
import { countOtherSessions } from '@/lib/account/sessions';
import { getDb } from '@/lib/db/client';

/** GET /api/account/sessions: `{ other_sessions }`, how many other devices are signed in to the account. */
export const GET = accountReadRoute('/api/account/sessions', async ({ signedIn }) => {
  const others = await countOtherSessions(getDb(), signedIn.user.id, signedIn.session.id);
  return Response.json({ other_sessions: others }, { headers: PRIVATE_NO_STORE });
});
