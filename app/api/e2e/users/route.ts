import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { jsonRoute } from '@/lib/http/route';
import { issueAuthToken } from '@/lib/auth/tokens';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { testRoutesEnabled } from '@/lib/http/test-routes';

const NO_STORE = { 'cache-control': 'no-store' };

// There is no admin screen yet, and the end-to-end tests need a blocked account (spec 6 "Blocked user").
const accountStateSchema = z.object({
  email: z.email().transform((value) => value.toLowerCase()),
  blocked: z.boolean().optional(),
  confirmed: z.boolean().optional(),
  // spec 4 "A temporary (auto) password shows an alert"; spec 6 resellers. The shop sets these later.
  autoPassword: z.boolean().optional(),
  partner: z.boolean().optional(),
  // Nothing mails a sign-in link yet, and an expired activation link takes a week to make the honest way.
  signInLink: z.boolean().optional(),
  expiredActivationLink: z.boolean().optional(),
});

const WEEK_AND_A_DAY_MS = 8 * 24 * 60 * 60 * 1000;

/**
 * POST /api/e2e/users `{ email, blocked?, confirmed?, autoPassword?, partner?, signInLink?, expiredActivationLink? }`: sets an
 * account's flags and hands out the tokens of links no mail carries yet. Exists only for the
 * end-to-end tests (E2E_TEST_ROUTES=1); anywhere else it answers 404 like any unknown path.
 */
export const POST = jsonRoute('/api/e2e/users', async (request) => {
  if (!testRoutesEnabled()) return Response.json({ message: 'Not found' }, { status: 404, headers: NO_STORE });
  const parsed = accountStateSchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return Response.json({ message: 'Expected { email, blocked?, confirmed? }' }, { status: 400, headers: NO_STORE });
  const { email, blocked, confirmed, autoPassword, partner, signInLink, expiredActivationLink } = parsed.data;
  const changes: Partial<typeof users.$inferInsert> = {};
  if (blocked !== undefined) changes.blocked = blocked;
  if (confirmed !== undefined) changes.emailConfirmedAt = confirmed ? new Date() : null;
  if (autoPassword !== undefined) changes.isAutoPassword = autoPassword;
  if (partner !== undefined) changes.isPartner = partner;
  const [user] =
    Object.keys(changes).length > 0
      ? await getDb().update(users).set(changes).where(eq(users.email, email)).returning()
      : await getDb().select().from(users).where(eq(users.email, email));
  if (!user) return Response.json({ message: 'No such account' }, { status: 404, headers: NO_STORE });
  const links = {
    signInHash: signInLink ? await issueAuthToken(getDb(), user.id, 'sign-in') : undefined,
    expiredActivationHash: expiredActivationLink
      ? await issueAuthToken(getDb(), user.id, 'activation', new Date(Date.now() - WEEK_AND_A_DAY_MS))
      : undefined,
  };
  return Response.json(
    { user: { id: user.id, email: user.email, blocked: user.blocked, confirmed: user.emailConfirmedAt !== null }, ...links },
    { headers: NO_STORE },
  );
});
