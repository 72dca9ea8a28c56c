import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { knownDevices } from '@/lib/db/schema';
import { hashAuthToken } from './tokens';

// A browser that signed in to an account before: while that account's failed sign-ins are over budget
// (someone is guessing its password), it may still sign in (lib/auth/sign-in.ts). The cookie holds a random
// token; the table keeps its SHA-256 per account, so one browser can be known to several accounts.

export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function deviceCookieName({ secure }: { secure: boolean }): string {
  return secure ? '__Host-device' : 'device';
}

export async function isKnownDevice(db: DatabaseOrTransaction, userId: number, token: string | undefined): Promise<boolean> {
  if (!token || !TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, hashAuthToken(token))))
    .limit(1);
  return Boolean(row);
}

/**
 * The token this browser's cookie should hold (its own when well-formed, else a new one), and the write that records
 * it for `userId`, for the caller to run with its others (lib/auth/sign-in-user.ts: one statement per sign-in).
 */
export function deviceRecord(db: DatabaseOrTransaction, userId: number, token: string | undefined, now: Date) {
  const deviceToken = token && TOKEN_PATTERN.test(token) ? token : randomBytes(32).toString('base64url');
  const write = db
    .insert(knownDevices)
    .values({ userId, tokenHash: hashAuthToken(deviceToken), createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.tokenHash], set: { lastUsedAt: now } });
  return { deviceToken, write };
}
