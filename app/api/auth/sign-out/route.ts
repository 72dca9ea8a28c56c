import { logAuthEvent } from '@/lib/auth/audit';
import { authWriteRoute, requestCookies, signedOutResponse } from '@/lib/auth/http';
import { revokeSession } from '@/lib/auth/sessions';
import { clientIp } from '@/lib/http/client-ip';
import { getDb } from '@/lib/db/client';

/** spec 7 POST /api/auth/sign-out: the session ends on the server, and its cookie in the browser. */
export const POST = authWriteRoute('/api/auth/sign-out', async ({ request }) => {
  const { sessionToken } = requestCookies(request);
  if (sessionToken && (await revokeSession(getDb(), sessionToken))) logAuthEvent('sign-out', { ip: clientIp() });
  return signedOutResponse();
});
