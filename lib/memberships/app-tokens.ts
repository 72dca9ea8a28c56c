import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { appTokens, users } from '@/lib/db/schema';
import { secretTokenSchema } from '@/lib/validation/app';
import { newSecret, sha256Hex } from './secrets';

// The desktop program's bearer token: scoped to one account, revocable, expiring, never stored in clear.

// Issue 17: a sliding expiry. Every call the program makes with its token (activate, heartbeat, deactivate) moves
// the expiry to 30 days after that call. A running program heartbeats every few minutes, so a PC in use never
// meets it, and a PC left unused for a holiday month still starts without a new approval in the browser; a token
// left on a sold or wiped PC, or copied from one, stops working a month after its last use. The database's
// default for expires_at (lib/db/schema/) is the same figure.
export const APP_TOKEN_IDLE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

// last_used_at (and with it the expiry) needs minute precision only; the program calls every few minutes.
const TOUCH_INTERVAL_MS = 60 * 1000;

const expiryAfter = (lastUse: Date) => new Date(lastUse.getTime() + APP_TOKEN_IDLE_TTL_MS);

/** Who an app token acts for. */
export interface AppCaller {
  userId: number;
  tokenId: number;
}

/** An authorised program as the account's page lists it: the PC it was approved for and when it lapses. */
export interface AuthorizedProgram {
  id: number;
  device: string;
  authorized_at: string;
  last_used_at: string | null;
  expires_at: string;
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
    expiresAt: expiryAfter(input.now),
  });
  return token;
}

/**
 * The account a token acts for, or null when it is malformed, unknown, revoked, expired, or its account is
 * blocked: the caller cannot tell these apart. A valid token's expiry moves on (see APP_TOKEN_IDLE_TTL_MS).
 */
export async function resolveAppToken(db: DatabaseOrTransaction, token: string | null, now = new Date()): Promise<AppCaller | null> {
  if (!token || !secretTokenSchema.safeParse(token).success) return null;
  const [row] = await db
    .select({ id: appTokens.id, userId: appTokens.userId, lastUsedAt: appTokens.lastUsedAt, blocked: users.blocked })
    .from(appTokens)
    .innerJoin(users, eq(users.id, appTokens.userId))
    .where(and(eq(appTokens.tokenHash, sha256Hex(token)), isNull(appTokens.revokedAt), gt(appTokens.expiresAt, now)))
    .limit(1);
  if (!row || row.blocked) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db
      .update(appTokens)
      .set({ lastUsedAt: now, expiresAt: expiryAfter(now) })
      .where(eq(appTokens.id, row.id));
  }
  return { userId: row.userId, tokenId: row.id };
}

/** The account's tokens that still work, newest first. */
export async function listAppTokens(db: DatabaseOrTransaction, userId: number, now = new Date()): Promise<AuthorizedProgram[]> {
  const rows = await db
    .select()
    .from(appTokens)
    .where(and(eq(appTokens.userId, userId), isNull(appTokens.revokedAt), gt(appTokens.expiresAt, now)))
    .orderBy(desc(appTokens.createdAt), desc(appTokens.id));
  return rows.map((row) => ({
    id: row.id,
    device: row.deviceName,
    authorized_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
  }));
}

/** Revokes one of the account's tokens; false when the account has no such live token. */
export async function revokeAppToken(db: DatabaseOrTransaction, userId: number, tokenId: number, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(appTokens)
    .set({ revokedAt: now })
    .where(and(eq(appTokens.id, tokenId), eq(appTokens.userId, userId), isNull(appTokens.revokedAt), gt(appTokens.expiresAt, now)))
    .returning({ id: appTokens.id });
  return revoked.length > 0;
}

/**
 * For the end-to-end tests only (app/(test)/api/e2e/app-tokens): the account's tokens as if their program had
 * been idle `idleMs` longer, so expiry can be seen without waiting a month.
 */
export async function ageAppTokens(db: DatabaseOrTransaction, userId: number, idleMs: number): Promise<number> {
  const interval = sql`make_interval(secs => ${idleMs / 1000})`;
  const aged = await db
    .update(appTokens)
    .set({
      createdAt: sql`${appTokens.createdAt} - ${interval}`,
      lastUsedAt: sql`${appTokens.lastUsedAt} - ${interval}`,
      expiresAt: sql`${appTokens.expiresAt} - ${interval}`,
    })
    .where(and(eq(appTokens.userId, userId), isNull(appTokens.revokedAt)))
    .returning({ id: appTokens.id });
  return aged.length;
}
