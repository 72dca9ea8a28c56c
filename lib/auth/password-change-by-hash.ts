import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { sessions, users } from '@/lib/db/schema';
import { createChangePasswordByHashSchema } from '@/lib/validation/auth';
import { isCommonPassword } from '@/lib/validation/common-passwords';
import { findUserById, type UserRow } from './account-lookup';
import { logAuthEvent } from './audit';
import type { AuthFailure, RequestContext, SignedIn, SignInCookies } from './flow-context';
import { hashPassword } from './password';
import { revokeAllAppTokens } from './program-tokens';
import { signInUser } from './sign-in-user';
import { consumeAuthToken, peekAuthToken } from './tokens';

const changePasswordByHashSchema = createChangePasswordByHashSchema({ isCommonPassword });

/**
 * spec 7 POST /api/auth/change-password `{ id, password, cpassword, hash }`: the new password from a restore
 * link. The link works once; every session of the account ends, and this browser gets a new one.
 */
export async function changePasswordByHash(
  db: Database,
  body: unknown,
  context: RequestContext,
  cookies: SignInCookies = {},
): Promise<SignedIn | AuthFailure> {
  const parsed = changePasswordByHashSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const { id, hash, password } = parsed.data;
  const now = context.now ?? new Date();
  const user = await findUserById(db, id);
  if (!user) return { kind: 'error', code: 5 };
  const peek = await peekAuthToken(db, hash, 'password-restore', now);
  if (peek.kind !== 'valid' || peek.userId !== id) return { kind: 'error', code: 4 };
  if (user.blocked) return { kind: 'error', code: 2 };
  const passwordHash = await hashPassword(password);
  const changed = await db.transaction(async (tx) => {
    const check = await consumeAuthToken(tx, hash, 'password-restore', now);
    if (check.kind !== 'valid' || check.userId !== id) return false;
    await tx
      .update(users)
      .set({
        passwordHash,
        isAutoPassword: false,
        passwordExpiresAt: null,
        // Following the mailed link proved the address is theirs.
        emailConfirmedAt: user.emailConfirmedAt ?? now,
      })
      .where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    // Issue 17: whoever had the old password may have approved a program with it; its tokens end too.
    await revokeAllAppTokens(tx, id, now);
    return true;
  });
  // Another request used the link in between.
  if (!changed) return { kind: 'error', code: 4 };
  logAuthEvent('password-changed', { userId: id, ip: context.ip });
  const updated = (await findUserById(db, id)) as UserRow;
  return signInUser(db, updated, context, { previousToken: cookies.sessionToken, deviceToken: cookies.deviceToken });
}
