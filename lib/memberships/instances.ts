import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client';
import { type InstanceRow, instances, type MembershipRow, memberships, users } from '../db/schema';
import type { ActivateValues } from '../validation/app';
import type { AppCaller } from './app-tokens';
import { currentMembership, mayStartTrial, pcLimit, trialTerm } from './rules';

// spec 1 "One instance is one installed Windows PC", spec 3 "Instance", spec 4 "Subscription lifecycle: trial".
// Every change to an account's PCs runs in one transaction under a lock on the account's row, the lock grants
// take too (lib/commerce/grants.ts): activations of one account queue, and see the plan as it is. The slots of
// the instances table are the database's own guard behind that.

/** An instance as the program and the account pages see it (spec 3 "Instance: id, device, date created, status, version"). */
export interface AppInstance {
  id: number;
  device: string;
  deviceId: string;
  dateCreated: Date;
  lastSeen: Date;
  status: InstanceRow['status'];
  version: string;
}

/** The plan the PCs count against. */
export interface AppPlan {
  kind: MembershipRow['kind'];
  pcNum: number;
  expiresAt: Date | null;
  activePcNum: number;
}

export type RefusalReason = 'pcLimitReached' | 'noActivePlan';

export type ActivationOutcome =
  | { kind: 'activated'; instance: AppInstance; plan: AppPlan; created: boolean; trialStarted: boolean }
  | { kind: 'refused'; reason: RefusalReason; pcNum: number };

export type InstanceOutcome =
  | { kind: 'ok'; instance: AppInstance; plan: AppPlan | null }
  | { kind: 'refused'; reason: RefusalReason; pcNum: number }
  | { kind: 'notFound' };

export function toAppInstance(row: InstanceRow): AppInstance {
  return {
    id: row.id,
    device: row.deviceName,
    deviceId: row.deviceId,
    dateCreated: row.createdAt,
    lastSeen: row.lastSeenAt,
    status: row.status,
    version: row.version,
  };
}

async function lockAccount(tx: DatabaseOrTransaction, userId: number): Promise<MembershipRow[]> {
  // The same lock grantPlan takes (no key update: other rows may still reference the account).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return tx.select().from(memberships).where(eq(memberships.userId, userId));
}

async function activeInstancesOf(tx: DatabaseOrTransaction, membershipId: number): Promise<InstanceRow[]> {
  return tx
    .select()
    .from(instances)
    .where(and(eq(instances.membershipId, membershipId), eq(instances.status, 'active')));
}

function planOf(membership: MembershipRow, activePcNum: number): AppPlan {
  return { kind: membership.kind, pcNum: membership.pcNum, expiresAt: membership.expiresAt, activePcNum };
}

/** The lowest slot of 1..limit no active instance of the membership holds, or null when all are taken. */
function freeSlot(used: readonly InstanceRow[], limit: number): number | null {
  const taken = new Set(used.map((row) => row.slot));
  for (let slot = 1; slot <= limit; slot++) if (!taken.has(slot)) return slot;
  return null;
}

/**
 * POST /api/app/activate: the PC `device_id` of the caller's account. The same device again is the same
 * instance (its name and version refreshed); a new one takes a free PC of the plan or is refused. An account
 * that holds no plan and never had a trial starts its trial here (spec 1: 7 days, 2 PCs).
 */
export async function activateInstance(
  db: DatabaseOrTransaction,
  caller: AppCaller,
  input: ActivateValues,
  now = new Date(),
): Promise<ActivationOutcome> {
  return db.transaction(async (tx): Promise<ActivationOutcome> => {
    const held = await lockAccount(tx, caller.userId);
    let current = currentMembership(held, now);
    let trialStarted = false;
    if (!current && mayStartTrial(held, now)) {
      const trial = trialTerm(now);
      const [inserted] = await tx
        .insert(memberships)
        .values({ userId: caller.userId, kind: 'trial', periodMonths: 0, ...trial, status: 'active' })
        .returning();
      current = inserted;
      trialStarted = true;
    }
    if (!current) return { kind: 'refused', reason: 'noActivePlan', pcNum: 0 };

    const [existing] = await tx
      .select()
      .from(instances)
      .where(and(eq(instances.userId, caller.userId), eq(instances.deviceId, input.device_id), eq(instances.status, 'active')));
    const used = await activeInstancesOf(tx, current.id);
    const details = { deviceName: input.device_name, version: input.version, appTokenId: caller.tokenId, lastSeenAt: now };

    if (existing?.membershipId === current.id) {
      const [row] = await tx.update(instances).set(details).where(eq(instances.id, existing.id)).returning();
      return { kind: 'activated', instance: toAppInstance(row!), plan: planOf(current, used.length), created: false, trialStarted };
    }
    const slot = freeSlot(used, pcLimit([current], now));
    if (slot === null) return { kind: 'refused', reason: 'pcLimitReached', pcNum: current.pcNum };
    const binding = { membershipId: current.id, pcNum: current.pcNum, slot };
    // A PC of an earlier plan (a trial the purchase replaced, an expired term) moves to the current one.
    const [row] = existing
      ? await tx.update(instances).set({ ...details, ...binding }).where(eq(instances.id, existing.id)).returning()
      : await tx
          .insert(instances)
          .values({ userId: caller.userId, deviceId: input.device_id, ...details, ...binding, createdAt: now })
          .returning();
    return { kind: 'activated', instance: toAppInstance(row!), plan: planOf(current, used.length + 1), created: !existing, trialStarted };
  });
}

async function ownInstance(tx: DatabaseOrTransaction, caller: AppCaller, instanceId: number) {
  const [row] = await tx
    .select()
    .from(instances)
    .where(and(eq(instances.id, instanceId), eq(instances.userId, caller.userId)));
  return row;
}

/**
 * POST /api/app/heartbeat: the program says it still runs on an activated PC. Answers the plan it counts
 * against; an instance whose plan ended moves to the account's current plan if a PC is free there.
 */
export async function heartbeatInstance(
  db: DatabaseOrTransaction,
  caller: AppCaller,
  input: { instanceId: number; version?: string },
  now = new Date(),
): Promise<InstanceOutcome> {
  return db.transaction(async (tx): Promise<InstanceOutcome> => {
    const held = await lockAccount(tx, caller.userId);
    const row = await ownInstance(tx, caller, input.instanceId);
    // Another account's instance, or one no longer active, is not the caller's to keep alive.
    if (!row || row.status !== 'active') return { kind: 'notFound' };
    const current = currentMembership(held, now);
    if (!current) return { kind: 'refused', reason: 'noActivePlan', pcNum: 0 };
    const used = await activeInstancesOf(tx, current.id);
    const touch = { lastSeenAt: now, ...(input.version && { version: input.version }) };
    if (row.membershipId === current.id) {
      const [touched] = await tx.update(instances).set(touch).where(eq(instances.id, row.id)).returning();
      return { kind: 'ok', instance: toAppInstance(touched!), plan: planOf(current, used.length) };
    }
    const slot = freeSlot(used, pcLimit([current], now));
    if (slot === null) return { kind: 'refused', reason: 'pcLimitReached', pcNum: current.pcNum };
    const [moved] = await tx
      .update(instances)
      .set({ ...touch, membershipId: current.id, pcNum: current.pcNum, slot })
      .where(eq(instances.id, row.id))
      .returning();
    return { kind: 'ok', instance: toAppInstance(moved!), plan: planOf(current, used.length + 1) };
  });
}

/** POST /api/app/deactivate: frees the PC's place in the plan. Deactivating twice is the same as once. */
export async function deactivateInstance(
  db: DatabaseOrTransaction,
  caller: AppCaller,
  instanceId: number,
  now = new Date(),
): Promise<InstanceOutcome> {
  return db.transaction(async (tx): Promise<InstanceOutcome> => {
    await lockAccount(tx, caller.userId);
    const row = await ownInstance(tx, caller, instanceId);
    if (!row) return { kind: 'notFound' };
    if (row.status !== 'active') return { kind: 'ok', instance: toAppInstance(row), plan: null };
    const [ended] = await tx
      .update(instances)
      .set({ status: 'deactivated', endedAt: now })
      .where(eq(instances.id, row.id))
      .returning();
    return { kind: 'ok', instance: toAppInstance(ended!), plan: null };
  });
}
