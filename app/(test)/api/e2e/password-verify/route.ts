import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';

// The hash every call checks against: of the first password sent, with the app's parameters.
let reference: Promise<string> | undefined;

/**
 * POST /api/e2e/password-verify `{ password }` -> `{ matches }`: one Argon2id verify with the app's parameters
 * (lib/auth/password.ts) behind the same checks as POST /api/auth/sign-in (Origin, JSON body), and nothing else,
 * so bench:auth can set sign-in's rate beside the hashing that bounds it, in the same run and the same process.
 * Exists only with E2E_TEST_ROUTES=1.
 */
export const POST = route('/api/e2e/password-verify', { testOnly: true, sameOrigin: true, body: 'json' }, async ({ body }) => {
  const password = String(body.password ?? '');
  reference ??= hashPassword(password);
  return Response.json({ matches: await verifyPassword(await reference, password) }, { headers: NO_STORE });
});
