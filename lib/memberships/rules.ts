import type { MembershipKind } from '../db/schema';

// The pure rules of spec 1 "Plans" and 9 for the desktop program: how many PCs an account may use, when a
// trial starts, and what an upgrade costs today. The database holds the same limits (lib/db/schema.ts
// instances); lib/memberships/instances.ts applies these inside its transaction.

// spec 1, 9: "Free trial: 7 days, up to 2 PCs (devices), all features, not extendable".
export const TRIAL_DAYS = 7;
export const TRIAL_PC_NUM = 2;
// spec 1: "More than 10 instances means contacting support."
export const MAX_INSTANCES = 10;

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
  return (
    membership.status === 'active' &&
    membership.startsAt <= now &&
    (membership.expiresAt === null || membership.expiresAt > now)
  );
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

export interface UpgradeInput {
  /** The new plan's price, integer minor units. */
  newPrice: number;
  /** What was paid for the plan being replaced, integer minor units (0 for a trial or a code). */
  paidPrice: number;
  /** The paid term: its start, and its end (null for lifetime access, which never runs out). */
  termStart: Date;
  termEnd: Date | null;
  now: Date;
}

/**
 * spec 1 "Upgrade: the price today is the difference between the paid term and the used term": the new
 * price less the unused part of what was paid, pro rata by time, in integer minor units. The credit is
 * rounded down (a fraction of a cent is not refunded) and the price never goes below 0.
 */
export function upgradePrice({ newPrice, paidPrice, termStart, termEnd, now }: UpgradeInput): number {
  if (!Number.isInteger(newPrice) || !Number.isInteger(paidPrice) || newPrice < 0 || paidPrice < 0) {
    throw new RangeError('Prices are non-negative integers in minor units');
  }
  return Math.max(0, newPrice - unusedCredit(paidPrice, termStart, termEnd, now));
}

function unusedCredit(paidPrice: number, termStart: Date, termEnd: Date | null, now: Date): number {
  // Lifetime access is never used up: all of it counts towards a bigger lifetime plan.
  if (termEnd === null) return paidPrice;
  const total = termEnd.getTime() - termStart.getTime();
  if (total <= 0) return 0;
  const unused = Math.min(total, Math.max(0, termEnd.getTime() - now.getTime()));
  // BigInt keeps the product exact: a price in cents times a term in milliseconds passes 2^53.
  return Number((BigInt(paidPrice) * BigInt(unused)) / BigInt(total));
}
