import type { PlanKind } from '../db/schema';

// spec 1 / 9: what the shop sells. The database checks the same rule (orders_plan_sold).

/** A plan as the checkout chooses it: kind, term in months (0 for lifetime) and PC count. */
export interface PlanChoice {
  kind: PlanKind;
  periodMonths: number;
  pcNum: number;
}

export const SUBSCRIPTION_PERIODS = [3, 12] as const;
export const SUBSCRIPTION_PC_NUMS = [1, 2, 5] as const;
export const LIFETIME_MAX_PC_NUM = 3;

export function isSoldPlan({ kind, periodMonths, pcNum }: PlanChoice): boolean {
  if (kind === 'subscription') {
    return (
      (SUBSCRIPTION_PERIODS as readonly number[]).includes(periodMonths) &&
      (SUBSCRIPTION_PC_NUMS as readonly number[]).includes(pcNum)
    );
  }
  return periodMonths === 0 && Number.isInteger(pcNum) && pcNum >= 1 && pcNum <= LIFETIME_MAX_PC_NUM;
}

/** `date` plus `months` calendar months, in UTC. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}
