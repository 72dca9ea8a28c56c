import { MAX_INSTANCES } from '@/lib/commerce/plans';
import type { MembershipKind } from '@/lib/db/schema';

// The pure rules of spec 1 "Plans" and 9 for the desktop program: how many PCs an account may use and when a
// trial starts (what an upgrade costs is commerce's: lib/commerce/upgrade-rules.ts). The database holds the same limits (lib/db/schema/
// instances); lib/memberships/instances.ts applies these inside its transaction.

// spec 1, 9: "Free trial: 7 days, up to 2 PCs (devices), all features, not extendable".
export const TRIAL_DAYS = 7;
export const TRIAL_PC_NUM = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rules need of a membership: the app's shape, not the table's. */
export interface HeldMembership {
  id: number;
  kind: MembershipKind;
  pcNum: number;
  status: 'active' | 'finished' | 'replaced' | 'revoked';
  startsAt: Date;
  expiresAt: Date | null;
}

function inForce(membership: HeldMembership, now: Date): boolean {
  return membership.status === 'active' && membership.startsAt <= now && (membership.expiresAt === null || membership.expiresAt > now);
}

/**
 * The membership the account's PCs count against at `now`: its subscription or lifetime access, else its
 * trial while that runs (a purchase replaces the trial), else none.
 */
export function currentMembership<T extends HeldMembership>(held: readonly T[], now: Date): T | undefined {
  const live = held.filter((membership) => inForce(membership, now));
  return live.find((membership) => membership.kind !== 'trial') ?? live.find((membership) => membership.kind === 'trial');
}

/** How many PCs the account may have activated at `now`: the current plan's pc_num, capped at 10; 0 without one. */
export function pcLimit(held: readonly HeldMembership[], now: Date): number {
  const current = currentMembership(held, now);
  return current ? Math.min(current.pcNum, MAX_INSTANCES) : 0;
}

/** spec 1: the trial is once per account, and only for an account that holds no plan. */
export function mayStartTrial(held: readonly HeldMembership[], now: Date): boolean {
  if (held.some((membership) => membership.kind === 'trial')) return false;
  return currentMembership(held, now) === undefined;
}

/** The trial that starts at `now`: 7 days, 2 PCs. */
export function trialTerm(now: Date): { startsAt: Date; expiresAt: Date; pcNum: number } {
  return { startsAt: now, expiresAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS), pcNum: TRIAL_PC_NUM };
}
