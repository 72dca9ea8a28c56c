import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { preparedOn } from '@/lib/db/prepared';
import { type LicenseInstanceRow, licenseInstances, type LicenseRow, licenses } from '@/lib/db/schema';
import type { AppCaller } from './app-tokens';
import type { AppPlan } from './app-plan';

// spec 1 "Legacy licences" for the desktop program: a PC activated on a licence holds one of its slots
// 1..instances_num (the database's guard, lib/db/schema/ license_instances). These run inside the account's
// lock that lib/memberships/instances.ts takes, so activations, heartbeats and revokes of one account queue.

/** A licence the account may still activate PCs on (not replaced by lifetime access), with its active PCs. */
export interface UsableLicense {
  license: LicenseRow;
  active: LicenseInstanceRow[];
}

export function licensePlanOf(license: LicenseRow, activePcNum: number): AppPlan {
  return {
    kind: 'license',
    licenseId: license.id,
    serialNumber: license.serialNumber,
    pcNum: license.instancesNum,
    expiresAt: null,
    activePcNum,
  };
}

/**
 * The account's licences not replaced, oldest first, each with its active PCs (oldest first): one query, the licences
 * joined with their active PCs, for an activation's placement.
 */
const usableLicensesQuery = preparedOn((db) =>
  db
    .select({ license: licenses, pc: licenseInstances })
    .from(licenses)
    .leftJoin(
      licenseInstances,
      and(eq(licenseInstances.licenseId, licenses.id), eq(licenseInstances.userId, licenses.userId), eq(licenseInstances.status, 'active')),
    )
    .where(and(eq(licenses.userId, sql.placeholder('userId')), isNull(licenses.replacedAt)))
    .orderBy(asc(licenses.id), asc(licenseInstances.createdAt), asc(licenseInstances.id))
    .prepare('usable_licenses'),
);

export async function usableLicensesOf(tx: DatabaseOrTransaction, userId: number): Promise<UsableLicense[]> {
  const rows = await usableLicensesQuery(tx).execute({ userId });
  const usable: UsableLicense[] = [];
  for (const { license, pc } of rows) {
    if (usable.at(-1)?.license.id !== license.id) usable.push({ license, active: [] });
    if (pc) usable.at(-1)!.active.push(pc);
  }
  return usable;
}

/** The lowest slot of 1..instances_num no active PC of the licence holds, or null when all are taken. */
function freeLicenseSlot({ license, active }: UsableLicense): number | null {
  const taken = new Set(active.map((pc) => pc.slot));
  for (let slot = 1; slot <= license.instancesNum; slot++) if (!taken.has(slot)) return slot;
  return null;
}

/** The device's active licence PC of the account, if it has one. */
export async function activeLicensePcOf(
  tx: DatabaseOrTransaction,
  userId: number,
  deviceId: string,
): Promise<LicenseInstanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(licenseInstances)
    .where(and(eq(licenseInstances.userId, userId), eq(licenseInstances.deviceId, deviceId), eq(licenseInstances.status, 'active')));
  return row;
}

type PcDetails = { deviceName: string; version: string; appTokenId: number; lastSeenAt: Date };

/** A new PC on the licence, in its lowest free slot; null when the licence is full. */
export async function addLicensePc(
  tx: DatabaseOrTransaction,
  held: UsableLicense,
  input: { userId: number; deviceId: string; details: PcDetails; now: Date },
): Promise<LicenseInstanceRow | null> {
  const slot = freeLicenseSlot(held);
  if (slot === null) return null;
  const [row] = await tx
    .insert(licenseInstances)
    .values({
      licenseId: held.license.id,
      userId: input.userId,
      instancesNum: held.license.instancesNum,
      slot,
      deviceId: input.deviceId,
      ...input.details,
      createdAt: input.now,
    })
    .returning();
  return row!;
}

/** The same PC again: its name, version and token refreshed. */
export async function refreshLicensePc(tx: DatabaseOrTransaction, rowId: number, details: Partial<PcDetails>): Promise<LicenseInstanceRow> {
  const [row] = await tx.update(licenseInstances).set(details).where(eq(licenseInstances.id, rowId)).returning();
  return row!;
}

/** Ends a licence PC: the program deactivated it, or it moved to a plan. */
export async function endLicensePc(tx: DatabaseOrTransaction, rowId: number, now: Date): Promise<LicenseInstanceRow> {
  const [row] = await tx
    .update(licenseInstances)
    .set({ status: 'deactivated', endedAt: now })
    .where(eq(licenseInstances.id, rowId))
    .returning();
  return row!;
}

/** The caller's licence PC `instanceId` with its licence, or undefined when it is not the caller's. */
export async function ownLicensePc(tx: DatabaseOrTransaction, caller: AppCaller, instanceId: number) {
  const [row] = await tx
    .select({ pc: licenseInstances, license: licenses })
    .from(licenseInstances)
    .innerJoin(licenses, eq(licenses.id, licenseInstances.licenseId))
    .where(and(eq(licenseInstances.id, instanceId), eq(licenseInstances.userId, caller.userId)));
  return row;
}

/** How many PCs the licence holds now. */
export async function activeLicensePcCount(tx: DatabaseOrTransaction, licenseId: number): Promise<number> {
  return tx.$count(licenseInstances, and(eq(licenseInstances.licenseId, licenseId), eq(licenseInstances.status, 'active')));
}
