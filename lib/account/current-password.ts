import { consumeRateLimit, refundRateLimits } from '@/lib/runtime/rate-limit';
import type { RequestContext } from '@/lib/auth/flow-context';
import { logAuthEvent } from '@/lib/auth/audit';
import { verifyPassword } from '@/lib/auth/password';
import type { Database } from '@/lib/db/client';
import type { UserRow } from '@/lib/db/schema';
import { ACCOUNT_RATE_LIMITS } from './limits';
import type { AccountFailure } from './outcomes';

/**
 * The account's current password, asked again before a change that matters (a new password, a new e-mail
 * address). A wrong one spends the account's and the address's budgets, so a stolen session cannot guess it
 * (a right one gives its point back). Null when the password is right.
 */
export async function checkCurrentPassword(
  db: Database,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  currentPassword: string,
  context: Pick<RequestContext, 'ip'>,
): Promise<AccountFailure | null> {
  const budgets = [
    [ACCOUNT_RATE_LIMITS.wrongCurrentPasswordPerUser, String(user.id)],
    [ACCOUNT_RATE_LIMITS.wrongCurrentPasswordPerIp, context.ip],
  ] as const;
  for (const [rule, key] of budgets) {
    const verdict = await consumeRateLimit(db, rule, key);
    if (!verdict.allowed) {
      logAuthEvent('sign-in-limited', { userId: user.id, ip: context.ip, reason: 'current-password' });
      return { kind: 'rateLimited', retryAfterSeconds: verdict.retryAfterSeconds };
    }
  }
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    logAuthEvent('sign-in-failed', { userId: user.id, ip: context.ip, reason: 'current-password' });
    return { kind: 'wrongCurrentPassword' };
  }
  await refundRateLimits(db, ...budgets);
  return null;
}
