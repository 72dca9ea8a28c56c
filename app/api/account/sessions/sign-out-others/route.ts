import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { signOutOtherDevices } from '@/lib/account/sessions';

/**
 * POST /api/account/sessions/sign-out-others: ends every session but this one and revokes every desktop
 * program's token -> `{ signed_out, programs_revoked }`.
 */
export const POST = route(
  '/api/account/sessions/sign-out-others',
  { sameOrigin: true, body: 'json', session: 'user' },
  async ({ db, signedIn }) => {
    const { signedOut, programsRevoked } = await signOutOtherDevices(db, signedIn.user.id, signedIn.session.id);
    return Response.json({ signed_out: signedOut, programs_revoked: programsRevoked }, { headers: PRIVATE_NO_STORE });
  },
);
