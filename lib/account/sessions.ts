import { and, count, eq, gt, ne } from 'drizzle-orm';
import { type Database, getDb, type InDatabase } from '@/lib/db/client';
import { revokeOtherSessions, SESSION_IDLE_TIMEOUT_MS } from '@/lib/auth/sessions';
import { sessions } from '@/lib/db/schema';
import { revokeAllAppTokens } from '@/lib/auth/program-tokens';

/**
 * How many live sessions (neither expired nor idle too long) the user has besides `currentSessionId`:
 * the profile's "other devices".
 */
export async function countOtherSessions(
  userId: number,
  currentSessionId: number,
  { db = getDb(), now = new Date() }: InDatabase & { now?: Date } = {},
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, currentSessionId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
      ),
    );
  return row?.value ?? 0;
}

/**
 * The profile's "Sign out of other devices": every other session ends, and every desktop program's token
 * (issue 17: a program is another device, and one approved by whoever else was signed in must go with them).
 */
export async function signOutOtherDevices(
  db: Database,
  userId: number,
  currentSessionId: number,
  now: Date = new Date(),
): Promise<{ signedOut: number; programsRevoked: number }> {
  return db.transaction(async (tx) => ({
    signedOut: await revokeOtherSessions(tx, userId, currentSessionId),
    programsRevoked: await revokeAllAppTokens(tx, userId, now),
  }));
}
