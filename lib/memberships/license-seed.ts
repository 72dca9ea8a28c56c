import { randomBytes } from 'node:crypto';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { type LicenseInstanceRow, licenseInstances, type LicenseRow, licenses } from '@/lib/db/schema';

// spec 1 "Legacy licences": no purchase makes one any more, so the tests (and the end-to-end seeding route)
// make theirs here: a licence of an account, with a PC on each of its first slots.

export interface LegacyLicenseSeed {
  userId: number;
  instancesNum: number;
  description?: string;
  serialNumber?: string;
  /** Names of PCs already on the licence; no more than instancesNum. */
  devices?: readonly string[];
}

export async function seedLegacyLicense(
  db: DatabaseOrTransaction,
  { userId, instancesNum, description = 'Remapper 5 licence', serialNumber, devices = [] }: LegacyLicenseSeed,
): Promise<{ license: LicenseRow; pcs: LicenseInstanceRow[] }> {
  const serial = serialNumber ?? `RM5-${randomBytes(6).toString('hex').toUpperCase()}`;
  const [license] = await db.insert(licenses).values({ userId, serialNumber: serial, description, instancesNum }).returning();
  const pcs = devices.length
    ? await db
        .insert(licenseInstances)
        .values(
          devices.map((deviceName, index) => ({
            licenseId: license!.id,
            userId,
            instancesNum,
            slot: index + 1,
            deviceId: `legacy-${randomBytes(8).toString('hex')}`,
            deviceName,
            version: '5.2.2',
          })),
        )
        .returning()
    : [];
  return { license: license!, pcs };
}
