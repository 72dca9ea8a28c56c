import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { revokeOtherSessions } from '@/lib/auth/sessions';

/** POST /api/account/sessions/sign-out-others: ends every session but this one -> `{ signed_out }`. */
export const POST = route(
  '/api/account/sessions/sign-out-others',
  { sameOrigin: true, body: 'json', session: 'user' },
  async ({ db, signedIn }) => {
    const signedOut = await revokeOtherSessions(db, signedIn.user.id, signedIn.session.id);
    return Response.json({ signed_out: signedOut }, { headers: PRIVATE_NO_STORE });
  },
);
