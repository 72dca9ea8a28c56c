import { type Locale, localizedPath } from '@/lib/i18n/config';
import { type CheckoutTerm, termOf } from './plans';
import type { PlanChoice } from './plans';

// The pages a buyer is sent on to from the checkout calls.

export function thankYouPath(locale: Locale, orderId: number): string {
  return localizedPath(locale, `/account/payment/thank-you?order=${orderId}`);
}

/** The checkout opened on a plan (its tab and PC count), without the locale: the offer banner's link. */
export function checkoutPlanPath(plan: PlanChoice, payment?: 'failed' | 'cancelled'): string {
  const term: CheckoutTerm = termOf(plan);
  const params = new URLSearchParams({ term, pc: String(plan.pcNum) });
  if (payment) params.set('payment', payment);
  return `/checkout?${params}`;
}

/** Back to the checkout with the same plan chosen, saying why (the form restores the rest). */
export function backToCheckoutPath(locale: Locale, plan: PlanChoice, payment?: 'failed' | 'cancelled'): string {
  return localizedPath(locale, checkoutPlanPath(plan, payment));
}
