import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { appTokens } from '@/lib/db/schema';

// Issue 17: the desktop program's tokens (lib/memberships/app-tokens.ts) end with the account's sessions, when
// the password is changed or restored and on signing out other devices. Here in lib/auth, beside the sessions,
// because those flows live here and lib/memberships depends on lib/auth (through lib/commerce), not the reverse.

/** Revokes every token of the account that still works; how many there were. */
export async function revokeAllAppTokens(db: DatabaseOrTransaction, userId: number, now = new Date()): Promise<number> {
  const revoked = await db
    .update(appTokens)
    .set({ revokedAt: now })
    .where(and(eq(appTokens.userId, userId), isNull(appTokens.revokedAt), gt(appTokens.expiresAt, now)))
    .returning({ id: appTokens.id });
  return revoked.length;
}
