import { and, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { preparedOn } from '@/lib/db/prepared';
import { instances, licenseInstances, users } from '@/lib/db/schema';
import { type AccountInstance, toAccountInstance } from './account-instance';
import { revokeAppToken } from './app-tokens';
import { revokePausedUntil, revokeWindowStart } from './revoke-pause';

// spec 4 "Revoking a subscription PC lowers the active PC count and removes that instance": from the account
// page, for a PC the user no longer has (the program's own deactivation is lib/memberships/instances.ts). The
// PC's place is free at once. The program's token that activated it is revoked with it (issue 17), so the program
// on that PC is refused (401) at its next call and cannot activate another PC with the same token.

export type RevokeOutcome = { kind: 'revoked'; instance: AccountInstance } | { kind: 'notFound' } | { kind: 'paused'; until: Date };

/** A PC (of a plan or a licence) revoked after the `since` placeholder: it counts toward the revoke pause. */
export function revokedInWindow(pc: { status: AnyPgColumn; endedAt: AnyPgColumn }) {
  return and(eq(pc.status, 'revoked'), gt(pc.endedAt, sql.placeholder('since')));
}

/** The account's PCs in `table` (a plan's or a licence's) revoked after the `since` placeholder; the account is `userId`. */
function revokedSince(table: typeof instances | typeof licenseInstances) {
  return and(eq(table.userId, sql.placeholder('userId')), revokedInWindow(table));
}

/** When the account's PCs of both kinds were revoked since `since`, in one query (a revoke asks before it revokes). */
const recentRevokesQuery = preparedOn((db) =>
  db
    .select({ endedAt: instances.endedAt })
    .from(instances)
    .where(revokedSince(instances))
    .unionAll(db.select({ endedAt: licenseInstances.endedAt }).from(licenseInstances).where(revokedSince(licenseInstances)))
    .prepare('recent_revokes'),
);

/**
 * spec 4: until when revoking the account's PCs is paused (lib/memberships/revoke-pause.ts); null when it is
 * not. The PCs revoked from plans and from legacy licences count together: one pause for the account.
 */
export async function revokePauseOf(db: DatabaseOrTransaction, userId: number, now = new Date()): Promise<Date | null> {
  const revoked = await recentRevokesQuery(db).execute({ userId, since: revokeWindowStart(now).toISOString() });
  return revokePausedUntil(
    revoked.flatMap((row) => (row.endedAt ? [row.endedAt] : [])),
    now,
  );
}

/** The lock activations and grants take: a revoke and an activation of one account queue. */
export async function lockAccountForRevoke(tx: DatabaseOrTransaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Revokes the account's instance `instanceId`; revoking twice is the same as once. Another's is not found. */
export async function revokeInstance(
  db: DatabaseOrTransaction,
  userId: number,
  instanceId: number,
  now = new Date(),
): Promise<RevokeOutcome> {
  return db.transaction(async (tx): Promise<RevokeOutcome> => {
    await lockAccountForRevoke(tx, userId);
    const [row] = await tx
      .select()
      .from(instances)
      .where(and(eq(instances.id, instanceId), eq(instances.userId, userId)));
    if (!row) return { kind: 'notFound' };
    if (row.status !== 'active') return { kind: 'revoked', instance: toAccountInstance(row) };
    const pausedUntil = await revokePauseOf(tx, userId, now);
    if (pausedUntil) return { kind: 'paused', until: pausedUntil };
    const [ended] = await tx.update(instances).set({ status: 'revoked', endedAt: now }).where(eq(instances.id, row.id)).returning();
    if (row.appTokenId !== null) await revokeAppToken(tx, userId, row.appTokenId, now);
    return { kind: 'revoked', instance: toAccountInstance(ended!) };
  });
}
