import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { type AuthTokenPurpose, authTokens } from '@/lib/db/schema';

// The links mailed to a user (activation, password restore, sign-in by hash) carry a random token of 256
// bits. Only its SHA-256 is stored, a token works once, and only until it expires.

const HOUR_MS = 60 * 60 * 1000;

// Not in the spec: long enough for a mail that arrives late, short enough that an old inbox is no key.
export const AUTH_TOKEN_TTL_MS: Record<AuthTokenPurpose, number> = {
  activation: 7 * 24 * HOUR_MS,
  'password-restore': HOUR_MS,
  'sign-in': 3 * 24 * HOUR_MS,
};

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashAuthToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new token for `userId`; earlier unused tokens for the same purpose stop working, so only the newest
 * mail's link does. Returns the token, the only copy there will be.
 */
export async function issueAuthToken(
  db: DatabaseOrTransaction,
  userId: number,
  purpose: AuthTokenPurpose,
  now: Date = new Date(),
): Promise<string> {
  await db
    .update(authTokens)
    .set({ expiresAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)));
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: hashAuthToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

export type TokenCheck =
  { kind: 'valid'; userId: number } | { kind: 'used'; userId: number } | { kind: 'expired'; userId: number } | { kind: 'unknown' };

/**
 * Spends a token: one UPDATE that only matches an unused, unexpired token, so two requests racing with
 * the same link cannot both win. A token that does not match says why, for the pages that tell apart
 * "already confirmed" from "the link expired".
 */
export async function consumeAuthToken(
  db: DatabaseOrTransaction,
  token: unknown,
  purpose: AuthTokenPurpose,
  now: Date = new Date(),
): Promise<TokenCheck> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return { kind: 'unknown' };
  const tokenHash = hashAuthToken(token);
  const [spent] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    )
    .returning({ userId: authTokens.userId });
  if (spent) return { kind: 'valid', userId: spent.userId };
  return peekAuthToken(db, token, purpose, now);
}

/** What a token is, without spending it (a page that shows a form before the token is used). */
export async function peekAuthToken(
  db: DatabaseOrTransaction,
  token: unknown,
  purpose: AuthTokenPurpose,
  now: Date = new Date(),
): Promise<TokenCheck> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return { kind: 'unknown' };
  const [row] = await db
    .select({ userId: authTokens.userId, usedAt: authTokens.usedAt, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashAuthToken(token)), eq(authTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { kind: 'unknown' };
  if (row.usedAt) return { kind: 'used', userId: row.userId };
  if (row.expiresAt <= now) return { kind: 'expired', userId: row.userId };
  return { kind: 'valid', userId: row.userId };
}
