import { z } from 'zod';
import { setAccountFlags } from '@/lib/auth/account-flags';
import { issueAuthToken } from '@/lib/auth/tokens';
import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { grantStaff } from '@/lib/staff/roles';

// There is no admin screen yet, and the end-to-end tests need a blocked account (spec 6 "Blocked user").
const accountStateSchema = z.object({
  email: z.email().transform((value) => value.toLowerCase()),
  blocked: z.boolean().optional(),
  confirmed: z.boolean().optional(),
  // spec 4 "A temporary (auto) password shows an alert"; spec 6 resellers. The shop sets these later.
  autoPassword: z.boolean().optional(),
  partner: z.boolean().optional(),
  // Issue 17: an OAuth-only account (no password) whose sign-in is no longer fresh, for the e-mail change.
  passwordless: z.boolean().optional(),
  sessionsStartedMinutesAgo: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30)
    .optional(),
  // Nothing mails a sign-in link yet, and an expired activation link takes a week to make the honest way.
  signInLink: z.boolean().optional(),
  expiredActivationLink: z.boolean().optional(),
  // Issue 20: staff, through the same code as `npm run staff -- grant` (audited as the command line's).
  staff: z.literal(true).optional(),
});

const WEEK_AND_A_DAY_MS = 8 * 24 * 60 * 60 * 1000;

/**
 * POST /api/e2e/users `{ email, blocked?, confirmed?, autoPassword?, partner?, passwordless?, sessionsStartedMinutesAgo?,
 * signInLink?, expiredActivationLink?, staff? }`: sets an
 * account's flags and hands out the tokens of links no mail carries yet. Exists only for the
 * end-to-end tests (E2E_TEST_ROUTES=1); anywhere else it answers 404 like any unknown path.
 */
export const POST = route('/api/e2e/users', { testOnly: true, body: 'json' }, async ({ db, body }) => {
  const parsed = accountStateSchema.safeParse(body);
  if (!parsed.success) return Response.json({ message: 'Expected { email, blocked?, confirmed? }' }, { status: 400, headers: NO_STORE });
  const {
    email,
    blocked,
    confirmed,
    autoPassword,
    partner,
    passwordless,
    sessionsStartedMinutesAgo,
    signInLink,
    expiredActivationLink,
    staff,
  } = parsed.data;
  if (staff) await grantStaff(db, email);
  const user = await setAccountFlags(db, email, { blocked, confirmed, autoPassword, partner, passwordless, sessionsStartedMinutesAgo });
  if (!user) return Response.json({ message: 'No such account' }, { status: 404, headers: NO_STORE });
  const links = {
    signInHash: signInLink ? await issueAuthToken(db, user.id, 'sign-in') : undefined,
    expiredActivationHash: expiredActivationLink
      ? await issueAuthToken(db, user.id, 'activation', new Date(Date.now() - WEEK_AND_A_DAY_MS))
      : undefined,
  };
  return Response.json(
    { user: { id: user.id, email: user.email, blocked: user.blocked, confirmed: user.emailConfirmedAt !== null }, ...links },
    { headers: NO_STORE },
  );
});
