import { and, isNotNull, lt, or } from 'drizzle-orm';
import { type Database, getDb } from '@/lib/db/client';
import { appAuthorizationRequests, authTokens, rateLimits } from '@/lib/db/schema';
import { eraseDeliveredAddresses } from '@/lib/mail/erase';
import { log } from '@/lib/observability/log';
import { deleteEndedSessions } from './sessions';

// Rows the account tables no longer need: ended sessions, spent or expired link tokens (kept a week for the
// "already confirmed" answer and for support), the desktop program's authorisation requests a week past their
// 10 minutes (the tokens they gave stay), rate-limit windows that are over, and the real address of a deleted
// account's confirmation mail once it is delivered (issue 23).
const TOKEN_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const INTERVAL_MS = 60 * 60 * 1000;

export interface HousekeepingReport {
  sessions: number;
  tokens: number;
  rateLimits: number;
  appAuthorizationRequests: number;
  deletionConfirmations: number;
}

export async function cleanUpAuthTables(db: Database, now: Date = new Date()): Promise<HousekeepingReport> {
  const cutoff = new Date(now.getTime() - TOKEN_RETENTION_MS);
  const sessions = await deleteEndedSessions(db, now);
  const tokens = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, cutoff), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, cutoff))))
    .returning({ id: authTokens.id });
  const windows = await db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  const requests = await db
    .delete(appAuthorizationRequests)
    .where(lt(appAuthorizationRequests.expiresAt, cutoff))
    .returning({ id: appAuthorizationRequests.id });
  const deletionConfirmations = await eraseDeliveredAddresses(db);
  return { sessions, tokens: tokens.length, rateLimits: windows.length, appAuthorizationRequests: requests.length, deletionConfirmations };
}

/** Runs the clean-up hourly in this process (instrumentation.ts); several instances doing it at once is harmless. */
export function startAuthHousekeeping(): void {
  const timer = setInterval(() => {
    cleanUpAuthTables(getDb()).catch((error: unknown) => log.error({ err: error }, 'Cleaning up the account tables failed'));
  }, INTERVAL_MS);
  timer.unref();
}
