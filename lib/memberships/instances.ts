import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { type InstanceRow, instances, type LicenseInstanceRow, type MembershipRow, memberships, users } from '@/lib/db/schema';
import type { ActivateValues } from '@/lib/validation/app';
import type { AppPlan } from './app-plan';
import type { AppCaller } from './app-tokens';
import {
  activeLicensePcCount,
  activeLicensePcOf,
  addLicensePc,
  endLicensePc,
  licensePlanOf,
  ownLicensePc,
  refreshLicensePc,
  usableLicensesOf,
} from './license-instances';
import { type PcPlace, placeActivation } from './placement';
import { currentMembership, mayStartTrial, pcLimit, trialTerm } from './rules';

// spec 1 "One instance is one installed Windows PC", spec 3 "Instance", spec 4 "Subscription lifecycle: trial".
// Every change to an account's PCs runs in one transaction under a lock on the account's row, the lock grants
// take too (lib/commerce/grants.ts): activations of one account queue, and see the plan as it is. The slots of
// the instances table are the database's own guard behind that.

/** An instance as the program and the account pages see it (spec 3 "Instance: id, device, date created, status, version"). */
export interface AppInstance {
  /** What the PC is activated on: a plan (trial, subscription, lifetime) or a legacy licence; ids are per kind. */
  kind: InstanceKind;
  id: number;
  device: string;
  deviceId: string;
  dateCreated: Date;
  lastSeen: Date;
  status: InstanceRow['status'];
  version: string;
}

export type InstanceKind = 'plan' | 'license';

export type RefusalReason = 'pcLimitReached' | 'noActivePlan';

export type ActivationOutcome =
  | { kind: 'activated'; instance: AppInstance; plan: AppPlan; created: boolean; trialStarted: boolean }
  | { kind: 'refused'; reason: RefusalReason; pcNum: number };

export type InstanceOutcome =
  | { kind: 'ok'; instance: AppInstance; plan: AppPlan | null }
  | { kind: 'refused'; reason: RefusalReason; pcNum: number }
  // Not one of the caller's account's PCs (another account's, or none).
  | { kind: 'notFound' }
  // One of the account's PCs, no longer active (deactivated, revoked, or its licence replaced).
  | { kind: 'ended' };

/** A PC as the program sees it, on a plan or (`kind` 'license') on a legacy licence: the two rows share these columns. */
export function toAppInstance(row: InstanceRow | LicenseInstanceRow, kind: AppInstance['kind'] = 'plan'): AppInstance {
  return {
    kind,
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
 * POST /api/app/activate: the PC `device_id` of the caller's account. A PC already active on the current plan or
 * on a licence stays there (its name and version refreshed); a new one takes a free PC of the plan, else of a
 * legacy licence, else starts the trial of an account that never had one (spec 1: 7 days, 2 PCs), else is
 * refused (lib/memberships/placement.ts).
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
    let used = current ? await activeInstancesOf(tx, current.id) : [];
    const [onPlan] = await tx
      .select()
      .from(instances)
      .where(and(eq(instances.userId, caller.userId), eq(instances.deviceId, input.device_id), eq(instances.status, 'active')));
    const onLicense = await activeLicensePcOf(tx, caller.userId, input.device_id);
    // The licences count only for a PC on one, or when the plan has no free PC (placeActivation's order): most
    // activations, on a plan with room, need not read them.
    const planHasRoom = current !== undefined && used.length < pcLimit([current], now);
    const usable = onLicense || !planHasRoom ? await usableLicensesOf(tx, caller.userId) : [];
    const place: PcPlace = onPlan
      ? { kind: 'plan', membershipId: onPlan.membershipId }
      : onLicense
        ? { kind: 'license', licenseId: onLicense.licenseId }
        : null;
    const placement = placeActivation({
      place,
      plan: current ? { id: current.id, pcNum: current.pcNum, used: used.length } : null,
      licenses: usable.map(({ license, active }) => ({ id: license.id, instancesNum: license.instancesNum, used: active.length })),
      mayStartTrial: mayStartTrial(held, now),
    });
    const details = { deviceName: input.device_name, version: input.version, appTokenId: caller.tokenId, lastSeenAt: now };
    const activated = (instance: AppInstance, plan: AppPlan, created: boolean, trialStarted = false): ActivationOutcome => ({
      kind: 'activated',
      instance,
      plan,
      created,
      trialStarted,
    });

    if (placement.kind === 'refused') return placement;
    if (placement.kind === 'stay' && onPlan && current) {
      const [row] = await tx.update(instances).set(details).where(eq(instances.id, onPlan.id)).returning();
      return activated(toAppInstance(row!), planOf(current, used.length), false);
    }
    if (placement.kind === 'stay' && onLicense) {
      const kept = usable.find(({ license }) => license.id === onLicense.licenseId)!;
      const row = await refreshLicensePc(tx, onLicense.id, details);
      return activated(toAppInstance(row, 'license'), licensePlanOf(kept.license, kept.active.length), false);
    }
    if (placement.kind === 'license') {
      const target = usable.find(({ license }) => license.id === placement.licenseId)!;
      // A PC of an ended plan or of a replaced licence moves here: its old place ends.
      if (onPlan) await endPlanPc(tx, onPlan.id, now);
      if (onLicense) await endLicensePc(tx, onLicense.id, now);
      const row = await addLicensePc(tx, target, { userId: caller.userId, deviceId: input.device_id, details, now });
      if (!row) return { kind: 'refused', reason: 'pcLimitReached', pcNum: target.license.instancesNum };
      return activated(toAppInstance(row, 'license'), licensePlanOf(target.license, target.active.length + 1), true);
    }

    let trialStarted = false;
    if (placement.kind === 'trial') {
      const [inserted] = await tx
        .insert(memberships)
        .values({ userId: caller.userId, kind: 'trial', periodMonths: 0, ...trialTerm(now), status: 'active' })
        .returning();
      current = inserted;
      used = [];
      trialStarted = true;
    }
    if (!current) return { kind: 'refused', reason: 'noActivePlan', pcNum: 0 };
    const slot = freeSlot(used, pcLimit([current], now));
    if (slot === null) return { kind: 'refused', reason: 'pcLimitReached', pcNum: current.pcNum };
    const binding = { membershipId: current.id, pcNum: current.pcNum, slot };
    if (onLicense) await endLicensePc(tx, onLicense.id, now);
    // A PC of an earlier plan (a trial the purchase replaced, an expired term) moves to the current one.
    const [row] = onPlan
      ? await tx
          .update(instances)
          .set({ ...details, ...binding })
          .where(eq(instances.id, onPlan.id))
          .returning()
      : await tx
          .insert(instances)
          .values({ userId: caller.userId, deviceId: input.device_id, ...details, ...binding, createdAt: now })
          .returning();
    return activated(toAppInstance(row!), planOf(current, used.length + 1), !onPlan, trialStarted);
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
 * against; an instance whose plan ended moves to the account's current plan if a PC is free there. A licence PC
 * stays on its licence. A PC revoked from the account page (or deactivated) is not found, whatever it was on.
 */
export async function heartbeatInstance(
  db: DatabaseOrTransaction,
  caller: AppCaller,
  input: { instanceId: number; kind?: InstanceKind; version?: string },
  now = new Date(),
): Promise<InstanceOutcome> {
  return db.transaction(async (tx): Promise<InstanceOutcome> => {
    const held = await lockAccount(tx, caller.userId);
    const touch = { lastSeenAt: now, ...(input.version && { version: input.version }) };
    if (input.kind === 'license') {
      const own = await ownLicensePc(tx, caller, input.instanceId);
      if (!own) return { kind: 'notFound' };
      if (own.pc.status !== 'active' || own.license.replacedAt !== null) return { kind: 'ended' };
      const touched = await refreshLicensePc(tx, own.pc.id, touch);
      return {
        kind: 'ok',
        instance: toAppInstance(touched, 'license'),
        plan: licensePlanOf(own.license, await activeLicensePcCount(tx, own.license.id)),
      };
    }
    const row = await ownInstance(tx, caller, input.instanceId);
    if (!row) return { kind: 'notFound' };
    // One no longer active is not the caller's to keep alive.
    if (row.status !== 'active') return { kind: 'ended' };
    const current = currentMembership(held, now);
    if (!current) return { kind: 'refused', reason: 'noActivePlan', pcNum: 0 };
    const used = await activeInstancesOf(tx, current.id);
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

/** Ends a plan PC: the program deactivated it, or it moved to a licence (endLicensePc's twin). */
async function endPlanPc(tx: DatabaseOrTransaction, rowId: number, now: Date): Promise<InstanceRow> {
  const [row] = await tx.update(instances).set({ status: 'deactivated', endedAt: now }).where(eq(instances.id, rowId)).returning();
  return row!;
}

/** POST /api/app/deactivate: frees the PC's place in the plan or licence. Deactivating twice is the same as once. */
export async function deactivateInstance(
  db: DatabaseOrTransaction,
  caller: AppCaller,
  instanceId: number,
  now = new Date(),
  kind: InstanceKind = 'plan',
): Promise<InstanceOutcome> {
  return db.transaction(async (tx): Promise<InstanceOutcome> => {
    await lockAccount(tx, caller.userId);
    if (kind === 'license') {
      const own = await ownLicensePc(tx, caller, instanceId);
      if (!own) return { kind: 'notFound' };
      const pc = own.pc.status === 'active' ? await endLicensePc(tx, own.pc.id, now) : own.pc;
      return { kind: 'ok', instance: toAppInstance(pc, 'license'), plan: null };
    }
    const row = await ownInstance(tx, caller, instanceId);
    if (!row) return { kind: 'notFound' };
    if (row.status !== 'active') return { kind: 'ok', instance: toAppInstance(row), plan: null };
    return { kind: 'ok', instance: toAppInstance(await endPlanPc(tx, row.id, now)), plan: null };
  });
}
