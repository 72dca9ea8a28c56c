import { LIFETIME_MAX_PC_NUM, type PlanChoice } from './plans';

// spec 1 "Upgrade" and spec 8 'This plan is not available because you either selected a lower-tier option or
// already use the highest tier.': what an account that holds a plan may buy for itself. Pure, so the browser
// (the plan picker) and the server (createOrder) decide the same way.
//
// - Holding a subscription: a longer term for at least as many PCs, or more PCs for at least as long a term,
//   or lifetime access for at least as many PCs as lifetime offers up to (3).
// - Holding lifetime access: lifetime access for more PCs.
// A trial is no plan to upgrade (lib/commerce/grants.ts: a purchase replaces it), so it never comes here.
// The price today is the new plan's less the unused part of what was paid (upgradePrice, below).

export function isUpgradeOf(held: PlanChoice, plan: PlanChoice): boolean {
  if (held.kind === 'lifetime') return plan.kind === 'lifetime' && plan.pcNum > held.pcNum;
  if (plan.kind === 'lifetime') return plan.pcNum >= Math.min(held.pcNum, LIFETIME_MAX_PC_NUM);
  const longer = plan.periodMonths > held.periodMonths && plan.pcNum >= held.pcNum;
  const wider = plan.pcNum > held.pcNum && plan.periodMonths >= held.periodMonths;
  return longer || wider;
}

/** What buying `plan` is for an account holding `held` (null: nothing); null when it may not buy it for itself. */
export type PurchaseKind = 'new' | 'upgrade' | 'renewal';

/**
 * spec 2 "The page title differs for a new plan, an upgrade and a renewal": holding a subscription, buying the
 * same plan again renews it (its next term follows the one held, at the standard rate); an upgrade as above;
 * anything else held is at its limit.
 */
export function purchaseOf(held: PlanChoice | null, plan: PlanChoice): PurchaseKind | null {
  if (!held) return 'new';
  if (isUpgradeOf(held, plan)) return 'upgrade';
  const same = held.kind === plan.kind && held.periodMonths === plan.periodMonths && held.pcNum === plan.pcNum;
  return same && held.kind === 'subscription' ? 'renewal' : null;
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
