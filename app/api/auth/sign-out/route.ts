import { requestCookies } from '@/lib/auth/current-session';
import { route } from '@/lib/http/route';
import { logAuthEvent } from '@/lib/auth/audit';
import { signedOutResponse } from '@/lib/http/auth';
import { revokeSession } from '@/lib/auth/sessions';
import { clientIp } from '@/lib/runtime/client-ip';

/** spec 7 POST /api/auth/sign-out: the session ends on the server, and its cookie in the browser. */
export const POST = route('/api/auth/sign-out', { sameOrigin: true, body: 'json' }, async ({ db, request }) => {
  const { sessionToken } = requestCookies(request);
  if (sessionToken && (await revokeSession(db, sessionToken))) logAuthEvent('sign-out', { ip: clientIp() });
  return signedOutResponse();
});
