import { describe, expect, it } from 'vitest';
import {
  cheapestOneYear,
  cheapestOneYearPerDevice,
  largestLifetime,
  type PlanPrice,
  type PlanPriceList,
  priceOfPlan,
  smallestLifetime,
} from '@/lib/commerce/plan-price-list';
import { pricingCountry } from '@/lib/commerce/visitor-country';

const plan = (
  kind: PlanPrice['kind'],
  periodMonths: number,
  pcNum: number,
  amount: number,
  amountOld: number | null = null,
): PlanPrice => ({
  kind,
  periodMonths,
  pcNum,
  amount,
  amountOld,
});

// The demo USD list (lib/db/seed.ts), in an order the database need not keep.
const USD_LIST: PlanPriceList = {
  currency: { abbreviation: 'USD', sign: '$', sign_before_value: true, minorUnit: 2 },
  plans: [
    plan('lifetime', 0, 3, 9999, 14999),
    plan('subscription', 12, 5, 4999),
    plan('subscription', 3, 1, 499),
    plan('subscription', 12, 1, 1499),
    plan('lifetime', 0, 1, 4999, 6999),
    plan('subscription', 12, 2, 2499),
    plan('lifetime', 0, 2, 7999, 9999),
  ],
};

describe('the plan price list', () => {
  it('finds the price of a plan, and none for a plan it does not list', () => {
    expect(priceOfPlan(USD_LIST, { kind: 'subscription', periodMonths: 12, pcNum: 2 })?.amount).toBe(2499);
    expect(priceOfPlan(USD_LIST, { kind: 'lifetime', periodMonths: 0, pcNum: 3 })?.amountOld).toBe(14999);
    expect(priceOfPlan(USD_LIST, { kind: 'subscription', periodMonths: 3, pcNum: 5 })).toBeUndefined();
  });

  it('names the plans the phrases are about: the cheapest year, the cheapest year per device, the lifetime ends', () => {
    expect(cheapestOneYear(USD_LIST)?.pcNum).toBe(1);
    // 4999 / 5 = 999.8 a PC, below 1499 and 1249.5
    expect(cheapestOneYearPerDevice(USD_LIST)?.pcNum).toBe(5);
    expect(smallestLifetime(USD_LIST)?.pcNum).toBe(1);
    expect(largestLifetime(USD_LIST)?.pcNum).toBe(3);
  });

  it('has nothing to name in an empty list', () => {
    const empty = { ...USD_LIST, plans: [] };
    expect([cheapestOneYear(empty), cheapestOneYearPerDevice(empty), smallestLifetime(empty), largestLifetime(empty)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('the country prices are shown for', () => {
  it.each<[Parameters<typeof pricingCountry>[0], string | null | undefined, string | undefined]>([
    ['en', undefined, undefined],
    ['en', '', undefined],
    ['zh-CN', undefined, 'CN'],
    ['zh-CN', '', 'CN'],
    ['en', 'de', 'DE'],
    ['zh-CN', ' us ', 'US'],
    ['en', 'D1', undefined],
    ['zh-CN', 'DEU', 'CN'],
  ])('%s with %j chosen is %j', (locale, chosen, country) => {
    expect(pricingCountry(locale, chosen)).toBe(country);
  });
});
