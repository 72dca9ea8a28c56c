import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { toLocale } from '@/lib/i18n/config';
import { mailTexts } from '@/lib/mail/texts';
import { kickMailWorker } from '@/lib/mail/worker';
import { activationResendSchema, hashSchema } from '@/lib/validation/auth';
import { queueAccountLink } from './account-link-mail';
import { findUserByEmail, findUserById, type UserRow } from './account-lookup';
import { logAuthEvent } from './audit';
import { type AuthFailure, type RequestContext, withinLimits } from './flow-context';
import { AUTH_RATE_LIMITS } from './limits';
import { consumeAuthToken, peekAuthToken } from './tokens';

// spec 4: confirming the e-mail address by the mailed link, and mailing the link again.

export type ActivationOutcome = { kind: 'confirmed' } | { kind: 'alreadyConfirmed' };

/** spec 7 POST /api/auth/activate: confirmed, already confirmed, or code 4 (the page's "not confirmed"). */
export async function activate(db: Database, body: unknown, context: RequestContext): Promise<ActivationOutcome | AuthFailure> {
  const parsed = hashSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const now = context.now ?? new Date();
  const check = await consumeAuthToken(db, parsed.data.hash, 'activation', now);
  if (check.kind === 'unknown') return { kind: 'error', code: 4 };
  const user = await findUserById(db, check.userId);
  if (!user) return { kind: 'error', code: 4 };
  if (user.emailConfirmedAt) return { kind: 'alreadyConfirmed' };
  if (check.kind !== 'valid') return { kind: 'error', code: 4 };
  await db.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, user.id));
  logAuthEvent('activation', { userId: user.id, ip: context.ip });
  return { kind: 'confirmed' };
}

/** spec 7 POST /api/auth/send-activation-email `{ hash }` (an expired link) or `{ email }` (sign-in, code 3). */
export async function sendActivationEmail(
  db: Database,
  body: unknown,
  context: RequestContext,
): Promise<{ kind: 'sent' } | ActivationOutcome | AuthFailure> {
  const parsed = activationResendSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const perIp = await withinLimits(db, [[AUTH_RATE_LIMITS.activationMailPerIp, context.ip]]);
  if (perIp) return perIp;
  let user: UserRow | undefined;
  if ('hash' in parsed.data) {
    const check = await peekAuthToken(db, parsed.data.hash, 'activation', context.now);
    if (check.kind === 'unknown') return { kind: 'error', code: 4 };
    user = await findUserById(db, check.userId);
    if (!user) return { kind: 'error', code: 4 };
  } else {
    user = await findUserByEmail(db, parsed.data.email);
    if (!user) return { kind: 'error', code: 8 };
  }
  if (user.blocked) return { kind: 'error', code: 2 };
  if (user.emailConfirmedAt) return { kind: 'alreadyConfirmed' };
  const perAccount = await withinLimits(db, [[AUTH_RATE_LIMITS.activationMailPerAccount, String(user.id)]]);
  if (perAccount) return perAccount;
  const texts = await mailTexts(toLocale(user.locale));
  const target = user;
  await db.transaction((tx) => queueAccountLink(tx, target, 'activation', texts, context.now));
  kickMailWorker();
  logAuthEvent('activation-mail', { userId: user.id, ip: context.ip });
  return { kind: 'sent' };
}
