import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client';
import { appTokens, users } from '../db/schema';
import { secretTokenSchema } from '../validation/app';
import { newSecret, sha256Hex } from './secrets';

// The desktop program's bearer token: scoped to one account, revocable, never stored in clear.

// last_used_at needs minute precision only; the program calls every few minutes.
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Who an app token acts for. */
export interface AppCaller {
  userId: number;
  tokenId: number;
}

/** Issues a token for `userId` and returns it: the only copy there will be. */
export async function issueAppToken(
  tx: DatabaseOrTransaction,
  input: { userId: number; authorizationRequestId: number; deviceName: string; now: Date },
): Promise<string> {
  const token = newSecret();
  await tx.insert(appTokens).values({
    userId: input.userId,
    tokenHash: sha256Hex(token),
    authorizationRequestId: input.authorizationRequestId,
    deviceName: input.deviceName,
    createdAt: input.now,
  });
  return token;
}

/** The account a token acts for, or null when it is malformed, unknown, revoked, or its account is blocked. */
export async function resolveAppToken(db: DatabaseOrTransaction, token: string | null, now = new Date()): Promise<AppCaller | null> {
  if (!token || !secretTokenSchema.safeParse(token).success) return null;
  const [row] = await db
    .select({ id: appTokens.id, userId: appTokens.userId, lastUsedAt: appTokens.lastUsedAt, blocked: users.blocked })
    .from(appTokens)
    .innerJoin(users, eq(users.id, appTokens.userId))
    .where(and(eq(appTokens.tokenHash, sha256Hex(token)), isNull(appTokens.revokedAt)))
    .limit(1);
  if (!row || row.blocked) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(appTokens).set({ lastUsedAt: now }).where(eq(appTokens.id, row.id));
  }
  return { userId: row.userId, tokenId: row.id };
}

/** Revokes one of the account's tokens; false when the account has no such live token. */
export async function revokeAppToken(db: DatabaseOrTransaction, userId: number, tokenId: number, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(appTokens)
    .set({ revokedAt: now })
    .where(and(eq(appTokens.id, tokenId), eq(appTokens.userId, userId), isNull(appTokens.revokedAt)))
    .returning({ id: appTokens.id });
  return revoked.length > 0;
}
