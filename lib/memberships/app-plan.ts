import type { MembershipRow } from '@/lib/db/schema';

/** The plan the PCs count against: the account's plan, or a legacy licence (spec 1) with its serial number. */
export type AppPlan =
  | { kind: MembershipRow['kind']; pcNum: number; expiresAt: Date | null; activePcNum: number }
  | { kind: 'license'; licenseId: number; serialNumber: string; pcNum: number; expiresAt: null; activePcNum: number };
