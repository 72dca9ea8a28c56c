import { MAX_INSTANCES } from '@/lib/commerce/plans';

// spec 1 "Plans" and "Legacy licences: may coexist with a subscription": where a PC the program activates
// counts. A pure rule, applied by lib/memberships/instances.ts inside the account's lock; the slots of the
// instances and license_instances tables hold the same limits at the database.

/** Where the PC is active now, if it is: on a plan (trial included) or on a legacy licence. */
export type PcPlace = { kind: 'plan'; membershipId: number } | { kind: 'license'; licenseId: number } | null;

export interface PlacementInput {
  place: PcPlace;
  /** The account's current plan (paid, else a running trial) and how many PCs it holds, or null. */
  plan: { id: number; pcNum: number; used: number } | null;
  /** The account's legacy licences not replaced by lifetime access, with the PCs each holds. */
  licenses: readonly { id: number; instancesNum: number; used: number }[];
  /** spec 1: the account never had a trial and holds no plan (rules.ts mayStartTrial). */
  mayStartTrial: boolean;
}

export type Placement =
  | { kind: 'stay' }
  | { kind: 'plan' }
  | { kind: 'license'; licenseId: number }
  | { kind: 'trial' }
  | { kind: 'refused'; reason: 'pcLimitReached' | 'noActivePlan'; pcNum: number };

/**
 * A PC already active on the current plan or on a licence still in force stays there (activating again is
 * idempotent). Otherwise: the current plan or trial if it has a free PC; else the account's first licence
 * (lowest id) with a free place; else a trial for an account that never had one and holds no plan; else refused.
 * So a licence holder without a plan uses the licence before a trial starts.
 */
export function placeActivation({ place, plan, licenses, mayStartTrial }: PlacementInput): Placement {
  if (place?.kind === 'plan' && plan?.id === place.membershipId) return { kind: 'stay' };
  if (place?.kind === 'license' && licenses.some((license) => license.id === place.licenseId)) return { kind: 'stay' };
  if (plan && plan.used < Math.min(plan.pcNum, MAX_INSTANCES)) return { kind: 'plan' };
  const license = [...licenses].sort((a, b) => a.id - b.id).find((held) => held.used < Math.min(held.instancesNum, MAX_INSTANCES));
  if (license) return { kind: 'license', licenseId: license.id };
  if (!plan && mayStartTrial) return { kind: 'trial' };
  if (plan) return { kind: 'refused', reason: 'pcLimitReached', pcNum: plan.pcNum };
  if (licenses.length > 0) {
    return { kind: 'refused', reason: 'pcLimitReached', pcNum: licenses.reduce((sum, held) => sum + held.instancesNum, 0) };
  }
  return { kind: 'refused', reason: 'noActivePlan', pcNum: 0 };
}
