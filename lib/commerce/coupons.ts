import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { type CouponRow, coupons } from '@/lib/db/schema';
import type { PlanChoice } from './plans';

// spec 2 "Checkout: coupon", spec 5 'Please enter a valid coupon code', spec 8 'Coupon is applied!'.
// Every refusal reads the same to the buyer (shop.coupon.invalid); the reason is for logs and tests.

export type CouponRefusal = 'unknown' | 'notYetValid' | 'expired' | 'usedUp' | 'planNotAllowed' | 'otherCurrency';

/** Codes are compared case-insensitively: stored upper-case, entered any way. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function findCoupon(db: DatabaseOrTransaction, code: string): Promise<CouponRow | undefined> {
  const normalised = normaliseCouponCode(code);
  if (normalised === '') return undefined;
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, normalised)).limit(1);
  return coupon;
}

/** Why `coupon` cannot be used for `plan` in `currencyCode` at `now`, or null when it can (pure). */
export function couponRefusal(
  coupon: Pick<
    CouponRow,
    'kind' | 'currencyCode' | 'validFrom' | 'validUntil' | 'usageLimit' | 'usedCount' | 'planKinds' | 'periodMonths' | 'pcNums'
  >,
  plan: PlanChoice,
  currencyCode: string,
  now: Date,
): CouponRefusal | null {
  if (coupon.validFrom && now < coupon.validFrom) return 'notYetValid';
  if (coupon.validUntil && now >= coupon.validUntil) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'usedUp';
  if (coupon.planKinds && !coupon.planKinds.includes(plan.kind)) return 'planNotAllowed';
  if (coupon.periodMonths && !coupon.periodMonths.includes(plan.periodMonths)) return 'planNotAllowed';
  if (coupon.pcNums && !coupon.pcNums.includes(plan.pcNum)) return 'planNotAllowed';
  if (coupon.kind === 'fixed' && coupon.currencyCode !== currencyCode) return 'otherCurrency';
  return null;
}

/**
 * The coupon's part of `subtotal`, in minor units (pure). Percentages round half up to the minor unit;
 * a fixed amount never takes more than the subtotal.
 */
export function couponDiscount(coupon: Pick<CouponRow, 'kind' | 'percentOff' | 'amountOff'>, subtotal: number): number {
  const off = coupon.kind === 'percent' ? Math.round((subtotal * (coupon.percentOff ?? 0)) / 100) : (coupon.amountOff ?? 0);
  return Math.min(off, subtotal);
}
