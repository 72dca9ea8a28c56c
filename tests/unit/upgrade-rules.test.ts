import { describe, expect, it } from 'vitest';
import type { PlanChoice } from '@/lib/commerce/plans';
import { isUpgradeOf, purchaseOf } from '@/lib/commerce/upgrade-rules';

const sub = (periodMonths: number, pcNum: number): PlanChoice => ({ kind: 'subscription', periodMonths, pcNum });
const life = (pcNum: number): PlanChoice => ({ kind: 'lifetime', periodMonths: 0, pcNum });

describe('isUpgradeOf (spec 1 "Upgrade", spec 8 non-upgradable)', () => {
  it.each<[string, PlanChoice, PlanChoice, boolean]>([
    ['the same subscription', sub(12, 2), sub(12, 2), false],
    ['more PCs, same term', sub(12, 2), sub(12, 5), true],
    ['fewer PCs, same term', sub(12, 2), sub(12, 1), false],
    ['a longer term, same PCs', sub(3, 2), sub(12, 2), true],
    ['a longer term, fewer PCs', sub(3, 2), sub(12, 1), false],
    ['a shorter term, more PCs', sub(12, 1), sub(3, 5), false],
    ['a shorter term, same PCs', sub(12, 2), sub(3, 2), false],
    ['lifetime for as many PCs', sub(12, 2), life(2), true],
    ['lifetime for fewer PCs', sub(12, 2), life(1), false],
    ['lifetime for 3 PCs from 5 (lifetime goes up to 3)', sub(12, 5), life(3), true],
    ['lifetime for 2 PCs from 5', sub(12, 5), life(2), false],
    ['lifetime for more PCs', life(1), life(2), true],
    ['the same lifetime', life(2), life(2), false],
    ['a subscription after lifetime', life(1), sub(12, 5), false],
  ])('%s', (_name, held, plan, expected) => {
    expect(isUpgradeOf(held, plan)).toBe(expected);
  });
});

describe('purchaseOf (spec 2: a new plan, an upgrade or a renewal)', () => {
  it.each<[string, PlanChoice | null, PlanChoice, ReturnType<typeof purchaseOf>]>([
    ['nothing held', null, sub(3, 1), 'new'],
    ['nothing held, lifetime', null, life(3), 'new'],
    ['the same subscription renews it', sub(12, 2), sub(12, 2), 'renewal'],
    ['the same 3-month subscription renews it', sub(3, 5), sub(3, 5), 'renewal'],
    ['more PCs is an upgrade', sub(12, 2), sub(12, 5), 'upgrade'],
    ['lifetime is an upgrade', sub(3, 1), life(1), 'upgrade'],
    ['fewer PCs is neither', sub(12, 2), sub(12, 1), null],
    ['a shorter term is neither', sub(12, 2), sub(3, 2), null],
    ['the same lifetime is neither (nothing to renew)', life(2), life(2), null],
    ['a subscription after lifetime is neither', life(3), sub(12, 5), null],
  ])('%s', (_name, held, plan, expected) => {
    expect(purchaseOf(held, plan)).toBe(expected);
  });
});
