import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { SESSION_IDLE_TIMEOUT_MS } from '@/lib/auth/sessions';
import { sessions } from '@/lib/db/schema';

/**
 * How many live sessions (neither expired nor idle too long) the user has besides `currentSessionId`:
 * the profile's "other devices".
 */
export async function countOtherSessions(
  db: DatabaseOrTransaction,
  userId: number,
  currentSessionId: number,
  now: Date = new Date(),
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
