import { z } from 'zod';
import { accountIdByEmail } from '@/lib/auth/account-flags';
import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { ageAppTokens, APP_TOKEN_IDLE_TTL_MS } from '@/lib/memberships/app-tokens';

const ageSchema = z.strictObject({ email: z.email().transform((value) => value.toLowerCase()) });

// One minute past the idle limit: the tokens have just expired.
const PAST_EXPIRY_MS = APP_TOKEN_IDLE_TTL_MS + 60 * 1000;

/**
 * POST /api/e2e/app-tokens `{ email }` -> `{ aged }`: the account's program tokens as if their program had not
 * called for just over the idle limit, so the end-to-end tests see a token expire. Exists only for the end-to-end
 * tests (E2E_TEST_ROUTES=1); anywhere else it answers 404.
 */
export const POST = route('/api/e2e/app-tokens', { testOnly: true, body: 'json' }, async ({ db, body }) => {
  const parsed = ageSchema.safeParse(body);
  if (!parsed.success) return Response.json({ message: parsed.error.message }, { status: 400, headers: NO_STORE });
  const ownerId = await accountIdByEmail(db, parsed.data.email);
  if (ownerId === null) return Response.json({ message: 'No such account' }, { status: 404, headers: NO_STORE });
  return Response.json({ aged: await ageAppTokens(db, ownerId, PAST_EXPIRY_MS) }, { headers: NO_STORE });
});
