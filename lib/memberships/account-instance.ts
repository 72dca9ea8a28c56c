import type { InstanceRow } from '@/lib/db/schema';

// spec 3 "Instance: id, device, date created, status, version", as the account page shows a PC of a plan or a licence.

/** spec 3 "Instance". */
export interface AccountInstance {
  id: number;
  device: string;
  date_created: string;
  status: InstanceRow['status'];
  version: string;
}

export function toAccountInstance(row: InstanceRow): AccountInstance {
  return { id: row.id, device: row.deviceName, date_created: row.createdAt.toISOString(), status: row.status, version: row.version };
}
