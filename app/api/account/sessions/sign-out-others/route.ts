import { accountWriteRoute, PRIVATE_NO_STORE } from '@/lib/account/http';
import { revokeOtherSessions } from '@/lib/auth/sessions';
import { getDb } from '@/lib/db/client';

/** POST /api/account/sessions/sign-out-others: ends every session but this one -> `{ signed_out }`. */
export const POST = accountWriteRoute('/api/account/sessions/sign-out-others', async ({ signedIn }) => {
  const signedOut = await revokeOtherSessions(getDb(), signedIn.user.id, signedIn.session.id);
  return Response.json({ signed_out: signedOut }, { headers: PRIVATE_NO_STORE });
});
