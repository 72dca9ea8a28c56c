import type { Database } from '@/lib/db/client';
import { toLocale } from '@/lib/i18n/config';
import { mailTexts } from '@/lib/mail/texts';
import { kickMailWorker } from '@/lib/mail/worker';
import { inSteadyTime } from '@/lib/runtime/steady-time';
import { passwordRestoreSchema } from '@/lib/validation/auth';
import { queueAccountLink } from './account-link-mail';
import { findUserByEmail } from './account-lookup';
import { logAuthEvent } from './audit';
import { type AuthFailure, type RequestContext, withinLimits } from './flow-context';
import { AUTH_RATE_LIMITS } from './limits';

// spec 4: the mail with a link to choose a new password (password-change-by-hash.ts takes the new one).

/**
 * How long every restore request takes. Without it a known address answered in 33-172 ms and an unknown one
 * in 12-30 ms (PGlite, this machine, tests/integration/auth-api.test.ts); 300 ms leaves room for a slow
 * moment, and a person asking for a link once does not notice it.
 */
export const RESTORE_ANSWER_MS = 300;

/**
 * spec 7 POST /api/auth/send-password-restore-email: code 8 for an address with no account, spec 8's
 * "E-mail is not activated" for an unconfirmed one, code 2 for a blocked one; otherwise the link is mailed.
 * Every answer takes RESTORE_ANSWER_MS, so that a known address (a token and a mail written) does not answer
 * later than an unknown one.
 */
export function sendPasswordRestoreEmail(db: Database, body: unknown, context: RequestContext): Promise<{ kind: 'sent' } | AuthFailure> {
  return inSteadyTime(RESTORE_ANSWER_MS, () => restorePassword(db, body, context));
}

async function restorePassword(db: Database, body: unknown, context: RequestContext): Promise<{ kind: 'sent' } | AuthFailure> {
  const parsed = passwordRestoreSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const { email } = parsed.data;
  const limited = await withinLimits(db, [
    [AUTH_RATE_LIMITS.restorePerIp, context.ip],
    [AUTH_RATE_LIMITS.restorePerAccount, email],
  ]);
  if (limited) return limited;
  const user = await findUserByEmail(db, email);
  if (!user) return { kind: 'error', code: 8 };
  if (user.blocked) return { kind: 'error', code: 2 };
  if (!user.emailConfirmedAt) return { kind: 'notActivated' };
  const texts = await mailTexts(toLocale(user.locale));
  await db.transaction((tx) => queueAccountLink(tx, user, 'passwordRestore', texts, context.now));
  kickMailWorker();
  logAuthEvent('password-restore-mail', { userId: user.id, ip: context.ip });
  return { kind: 'sent' };
}
