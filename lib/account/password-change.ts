import { eq } from 'drizzle-orm';
import type { RequestContext } from '@/lib/auth/flow-context';
import { logAuthEvent } from '@/lib/auth/audit';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { SessionUser } from '@/lib/auth/sessions';
import type { Database } from '@/lib/db/client';
import { revokeAllAppTokens } from '@/lib/auth/program-tokens';
import { sessions, type UserRow, users } from '@/lib/db/schema';
import { isCommonPassword } from '@/lib/validation/common-passwords';
import { createPasswordChangeSchema } from '@/lib/validation/profile';
import { checkCurrentPassword } from './current-password';
import { type AccountFailure, invalid } from './outcomes';

// spec 2 /account/change-password, spec 4 "A profile password change requires signing in again" and "A
// temporary (auto) password shows an alert prompting a change".

/** Whether the account changes a password it knows, or sets one (a generated password, or none yet). */
export function passwordMode(user: Pick<UserRow, 'passwordHash' | 'isAutoPassword'>): 'change' | 'set' {
  return user.passwordHash !== null && !user.isAutoPassword ? 'change' : 'set';
}

/**
 * The signed-in user's new password. A wrong current password spends the budgets (a right one gives its
 * point back); on success every session of the account ends, this one too, and every program token, so every device signs
 * in again.
 */
export async function changeOwnPassword(
  db: Database,
  signedIn: Pick<SessionUser, 'id'>,
  body: unknown,
  context: RequestContext,
): Promise<{ kind: 'changed'; endedSessions: number } | AccountFailure> {
  const [user] = await db.select().from(users).where(eq(users.id, signedIn.id)).limit(1);
  if (!user) throw new Error(`The signed-in user ${signedIn.id} has no row`);
  const mode = passwordMode(user);
  const parsed = createPasswordChangeSchema({ currentRequired: mode === 'change', isCommonPassword }).safeParse(body);
  if (!parsed.success) return invalid(parsed.error.issues);
  const { currentPassword, password } = parsed.data;

  if (mode === 'change') {
    const refused = await checkCurrentPassword(db, user, currentPassword ?? '', context);
    if (refused) return refused;
  } else if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) {
    // Setting over a generated password: the new one must still differ from it.
    return { kind: 'invalid', fields: [{ field: 'password', code: 'passwordSameAsCurrent' }] };
  }

  const passwordHash = await hashPassword(password);
  const endedSessions = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, isAutoPassword: false, passwordExpiresAt: null }).where(eq(users.id, user.id));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id });
    // Issue 17: the desktop programs the account approved sign in again too.
    await revokeAllAppTokens(tx, user.id, context.now ?? new Date());
    return ended.length;
  });
  logAuthEvent('password-changed', { userId: user.id, ip: context.ip });
  return { kind: 'changed', endedSessions };
}
