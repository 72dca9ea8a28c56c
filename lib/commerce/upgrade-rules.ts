import { LIFETIME_MAX_PC_NUM, type PlanChoice } from './plans';

// spec 1 "Upgrade" and spec 8 'This plan is not available because you either selected a lower-tier option or
// already use the highest tier.': what an account that holds a plan may buy for itself. Pure, so the browser
// (the plan picker) and the server (createOrder) decide the same way.
//
// - Holding a subscription: a longer term for at least as many PCs, or more PCs for at least as long a term,
//   or lifetime access for at least as many PCs as lifetime offers up to (3).
// - Holding lifetime access: lifetime access for more PCs.
// A trial is no plan to upgrade (lib/commerce/grants.ts: a purchase replaces it), so it never comes here.
// The price today is the new plan's less the unused part of what was paid (lib/memberships/rules.ts).

export function isUpgradeOf(held: PlanChoice, plan: PlanChoice): boolean {
  if (held.kind === 'lifetime') return plan.kind === 'lifetime' && plan.pcNum > held.pcNum;
  if (plan.kind === 'lifetime') return plan.pcNum >= Math.min(held.pcNum, LIFETIME_MAX_PC_NUM);
  const longer = plan.periodMonths > held.periodMonths && plan.pcNum >= held.pcNum;
  const wider = plan.pcNum > held.pcNum && plan.periodMonths >= held.periodMonths;
  return longer || wider;
}
