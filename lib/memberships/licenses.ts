import { and, eq, isNull } from 'drizzle-orm';
import { type DatabaseOrTransaction, getDb, type InDatabase } from '@/lib/db/client';
import { type LicenseInstanceRow, licenseInstances, type LicenseRow, licenses } from '@/lib/db/schema';
import type { AccountInstance } from './account-instance';
import { revokeAppToken } from './app-tokens';
import { lockAccountForRevoke, revokePauseOf, type RevokeOutcome } from './revoke';

// spec 1 "Legacy licences" and spec 3 "License": the account's licences as the page lists them, its note, and
// spec 4 "Revoking a licence instance raises available_instances_num and removes the instance". No purchase
// makes a licence; they were sold before subscriptions and stay valid.

/** spec 3 "License: id, available_instances_num, instances, note, serial number, status, description". */
export interface AccountLicense {
  kind: 'license';
  id: number;
  serial_number: string;
  /** Active while a PC uses it, Available while none does. */
  status: 'Active' | 'Available';
  note: string;
  description: string;
  instances_num: number;
  available_instances_num: number;
  instances: AccountInstance[];
}

function toLicenseInstance(row: LicenseInstanceRow): AccountInstance {
  return { id: row.id, device: row.deviceName, date_created: row.createdAt.toISOString(), status: row.status, version: row.version };
}

/** A licence as the page lists it, given its active PCs (oldest first). */
export function toLicense(row: LicenseRow, active: LicenseInstanceRow[]): AccountLicense {
  return {
    kind: 'license',
    id: row.id,
    serial_number: row.serialNumber,
    status: active.length > 0 ? 'Active' : 'Available',
    note: row.note,
    description: row.description,
    instances_num: row.instancesNum,
    available_instances_num: Math.max(0, row.instancesNum - active.length),
    instances: active.map(toLicenseInstance),
  };
}

/** Sets the owner's note on the licence; null when it is not the account's. */
export async function setLicenseNote(
  db: DatabaseOrTransaction,
  userId: number,
  licenseId: number,
  note: string,
): Promise<{ note: string } | null> {
  const [row] = await db
    .update(licenses)
    .set({ note })
    .where(and(eq(licenses.id, licenseId), eq(licenses.userId, userId), isNull(licenses.replacedAt)))
    .returning({ note: licenses.note });
  return row ?? null;
}

/**
 * Revokes one PC of the account's licence: its place is free again, and the program on it learns so at its next
 * heartbeat. Revoking twice is the same as once; notFound when the licence or the PC is not the account's; paused
 * while the account's revokes are (spec 4, counted with its plan's PCs: lib/memberships/revoke.ts).
 */
export async function revokeLicenseInstance(
  db: DatabaseOrTransaction,
  userId: number,
  licenseId: number,
  instanceId: number,
  now = new Date(),
): Promise<RevokeOutcome> {
  return db.transaction(async (tx): Promise<RevokeOutcome> => {
    await lockAccountForRevoke(tx, userId);
    const [license] = await tx
      .select({ id: licenses.id })
      .from(licenses)
      .where(and(eq(licenses.id, licenseId), eq(licenses.userId, userId), isNull(licenses.replacedAt)));
    if (!license) return { kind: 'notFound' };
    const [row] = await tx
      .select()
      .from(licenseInstances)
      .where(and(eq(licenseInstances.id, instanceId), eq(licenseInstances.licenseId, license.id)));
    if (!row) return { kind: 'notFound' };
    if (row.status !== 'active') return { kind: 'revoked', instance: toLicenseInstance(row) };
    const pausedUntil = await revokePauseOf(tx, userId, now);
    if (pausedUntil) return { kind: 'paused', until: pausedUntil };
    const [ended] = await tx
      .update(licenseInstances)
      .set({ status: 'revoked', endedAt: now })
      .where(eq(licenseInstances.id, row.id))
      .returning();
    // As for a plan's PC (lib/memberships/revoke.ts): the token that activated it goes with it.
    if (row.appTokenId !== null) await revokeAppToken(tx, userId, row.appTokenId, now);
    return { kind: 'revoked', instance: toLicenseInstance(ended!) };
  });
}

/** One of the account's licences that lifetime access may still replace (not replaced yet), or null. */
export async function activeLicenseOf(
  userId: number,
  licenseId: number,
  { db = getDb() }: InDatabase = {},
): Promise<{ id: number; serialNumber: string } | null> {
  if (licenseId > 2_147_483_647) return null;
  const [row] = await db
    .select({ id: licenses.id, serialNumber: licenses.serialNumber })
    .from(licenses)
    .where(and(eq(licenses.id, licenseId), eq(licenses.userId, userId), isNull(licenses.replacedAt)));
  return row ?? null;
}
