import { describe, expect, it } from 'vitest';
import { couponDiscount, couponRefusal, normaliseCouponCode } from '@/lib/commerce/coupons';
import { canTransition } from '@/lib/commerce/order-status';
import { isSoldPlan } from '@/lib/commerce/plans';
import { vatAmount } from '@/lib/commerce/quote';
import type { OrderStatus } from '@/lib/db/schema';

const STATUSES: OrderStatus[] = ['pending', 'paid', 'failed', 'cancelled', 'refunded'];
const ALLOWED = new Set(['pending>paid', 'pending>failed', 'pending>cancelled', 'paid>refunded']);

describe('order state machine', () => {
  const table = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to, ALLOWED.has(`${from}>${to}`)] as const));
  it.each(table)('%s -> %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });
});

describe('sold plans (spec 1, 9)', () => {
  it.each([
    ['subscription', 3, 1, true],
    ['subscription', 12, 5, true],
    ['subscription', 12, 3, false],
    ['subscription', 6, 1, false],
    ['subscription', 0, 1, false],
    ['lifetime', 0, 1, true],
    ['lifetime', 0, 3, true],
    ['lifetime', 0, 4, false],
    ['lifetime', 12, 1, false],
  ] as const)('%s %i months %i PCs: %s', (kind, periodMonths, pcNum, sold) => {
    expect(isSoldPlan({ kind, periodMonths, pcNum })).toBe(sold);
  });
});

describe('coupon rules', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const plan = { kind: 'subscription', periodMonths: 12, pcNum: 1 } as const;
  const base = {
    kind: 'percent' as const,
    currencyCode: null,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    usedCount: 0,
    planKinds: null,
    periodMonths: null,
    pcNums: null,
  };
  it.each([
    ['any plan, no window', {}, null],
    ['not yet valid', { validFrom: new Date('2026-07-01T00:00:00Z') }, 'notYetValid'],
    ['expired', { validUntil: new Date('2026-06-01T00:00:00Z') }, 'expired'],
    ['used up', { usageLimit: 2, usedCount: 2 }, 'usedUp'],
    ['one use left', { usageLimit: 2, usedCount: 1 }, null],
    ['lifetime only', { planKinds: ['lifetime' as const] }, 'planNotAllowed'],
    ['3 months only', { periodMonths: [3] }, 'planNotAllowed'],
    ['5 PCs only', { pcNums: [5] }, 'planNotAllowed'],
    ['fixed in EUR for USD', { kind: 'fixed' as const, currencyCode: 'EUR' }, 'otherCurrency'],
    ['fixed in USD', { kind: 'fixed' as const, currencyCode: 'USD' }, null],
  ])('%s', (_name, overrides, refusal) => {
    expect(couponRefusal({ ...base, ...overrides }, plan, 'USD', now)).toBe(refusal);
  });

  it('rounds percentages half up and caps fixed amounts at the subtotal', () => {
    expect(couponDiscount({ kind: 'percent', percentOff: 10, amountOff: null }, 1499)).toBe(150);
    expect(couponDiscount({ kind: 'percent', percentOff: 100, amountOff: null }, 1499)).toBe(1499);
    expect(couponDiscount({ kind: 'fixed', percentOff: null, amountOff: 500 }, 1499)).toBe(500);
    expect(couponDiscount({ kind: 'fixed', percentOff: null, amountOff: 5000 }, 1499)).toBe(1499);
  });

  it('compares codes case-insensitively', () => {
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10');
  });
});

describe('VAT of an amount', () => {
  it.each([
    [1200, { rateBasisPoints: 2000, inclusive: true, reverseCharge: false }, 200],
    [1000, { rateBasisPoints: 2000, inclusive: false, reverseCharge: false }, 200],
    [1499, { rateBasisPoints: 1900, inclusive: true, reverseCharge: false }, 239],
    [1499, { rateBasisPoints: 2000, inclusive: true, reverseCharge: true, vatNumber: 'DE123' }, 0],
    [1499, { rateBasisPoints: 0, inclusive: true, reverseCharge: false }, 0],
  ])('%i with %o: %i', (amount, vat, expected) => {
    expect(vatAmount(amount, vat)).toBe(expected);
  });
});
