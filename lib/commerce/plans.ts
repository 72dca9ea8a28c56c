import type { PlanKind } from '@/lib/db/schema';

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
// spec 1: "More than 10 instances means contacting support."
export const MAX_INSTANCES = 10;

export function isSoldPlan({ kind, periodMonths, pcNum }: PlanChoice): boolean {
  if (kind === 'subscription') {
    return (
      (SUBSCRIPTION_PERIODS as readonly number[]).includes(periodMonths) && (SUBSCRIPTION_PC_NUMS as readonly number[]).includes(pcNum)
    );
  }
  return periodMonths === 0 && Number.isInteger(pcNum) && pcNum >= 1 && pcNum <= LIFETIME_MAX_PC_NUM;
}

/** The tabs of spec 2: 3 months, 1 year, lifetime. */
export const CHECKOUT_TERMS = ['3m', '1y', 'lifetime'] as const;
export type CheckoutTerm = (typeof CHECKOUT_TERMS)[number];

const TERM_MONTHS: Record<Exclude<CheckoutTerm, 'lifetime'>, (typeof SUBSCRIPTION_PERIODS)[number]> = { '3m': 3, '1y': 12 };

/** spec 1: subscriptions for 1, 2 or 5 PCs; lifetime for up to 3. */
export const PC_NUMS_BY_TERM: Record<CheckoutTerm, readonly number[]> = {
  '3m': SUBSCRIPTION_PC_NUMS,
  '1y': SUBSCRIPTION_PC_NUMS,
  lifetime: Array.from({ length: LIFETIME_MAX_PC_NUM }, (_, index) => index + 1),
};

export function planOf(term: CheckoutTerm, pcNum: number): PlanChoice {
  if (term === 'lifetime') return { kind: 'lifetime', periodMonths: 0, pcNum };
  return { kind: 'subscription', periodMonths: TERM_MONTHS[term], pcNum };
}

/** The plan of a checkout tab and PC count when the shop sells it (a Studio's offer, a link), else null. */
export function soldPlanOf(term: string, pcNum: number): PlanChoice | null {
  if (!(CHECKOUT_TERMS as readonly string[]).includes(term)) return null;
  const plan = planOf(term as CheckoutTerm, pcNum);
  return isSoldPlan(plan) ? plan : null;
}

export function termOf(plan: Pick<PlanChoice, 'kind' | 'periodMonths'>): CheckoutTerm {
  if (plan.kind === 'lifetime') return 'lifetime';
  return plan.periodMonths === TERM_MONTHS['3m'] ? '3m' : '1y';
}

/** Purchase methods; spec 1: auto-renewal only by card or PayPal and not for China. */
export const PAYMENT_METHODS = ['card', 'paypal', 'alipay', 'wechat'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const AUTO_RENEW_METHODS: readonly string[] = ['card', 'paypal'] satisfies readonly PaymentMethod[];

/**
 * spec 1: a plan renews by itself only when it is a subscription paid by card or PayPal, outside China. The
 * checkout offers the choice by this rule and the account's autocharge resumes by it.
 */
export function autoRenewAllowed(kind: PlanKind, paymentMethod: string, country: string): boolean {
  return kind === 'subscription' && AUTO_RENEW_METHODS.includes(paymentMethod) && country.toUpperCase() !== 'CN';
}

/** spec 1: auto-renew is offered for a subscription paid by card or PayPal, outside China. */
export function autoRenewOffered(term: CheckoutTerm, paymentMethod: string, country: string): boolean {
  return autoRenewAllowed(term === 'lifetime' ? 'lifetime' : 'subscription', paymentMethod, country);
}
