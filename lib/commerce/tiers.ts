import type { PlanChoice } from './plans';

/** spec 1 tier labels: Common, Epic, Mythic (1, 2, 5 PCs) and All-In Lifetime; keys of `shop.checkout.tiers`. */
export type TierKey = 'common' | 'epic' | 'mythic' | 'allInLifetime';

export function tierOf(plan: Pick<PlanChoice, 'kind' | 'pcNum'>): TierKey {
  if (plan.kind === 'lifetime') return 'allInLifetime';
  if (plan.pcNum >= 5) return 'mythic';
  return plan.pcNum >= 2 ? 'epic' : 'common';
}
