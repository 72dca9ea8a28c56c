import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getPlanPrices } from '@/app/api/plan-prices/route';
import type { PlanPriceList } from '@/lib/commerce/plan-price-list';
import { countryCurrencies, currencies, prices } from '@/lib/db/schema';
import { testDriver, withAppTestDatabase } from './test-db';
import { callRoute } from '@/tests/support/requests';

// GET /api/plan-prices: what the plan tiles, the plans table and the offer banner show, from the price list.

const testDb = withAppTestDatabase();

async function planPriceList(query = ''): Promise<PlanPriceList> {
  const response = await callRoute(getPlanPrices, `/api/plan-prices${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, no-cache');
  return (await response.json()) as PlanPriceList;
}

describe(`GET /api/plan-prices (${testDriver})`, () => {
  it('lists every sold plan in USD by default, in minor units, with the former price', async () => {
    const list = await planPriceList();
    expect(list.currency).toStrictEqual({ abbreviation: 'USD', sign: '$', sign_before_value: true, minorUnit: 2 });
    expect(list.plans).toHaveLength(9);
    expect(list.plans).toContainEqual({ kind: 'subscription', periodMonths: 3, pcNum: 5, amount: 1499, amountOld: null });
    expect(list.plans).toContainEqual({ kind: 'lifetime', periodMonths: 0, pcNum: 3, amount: 9999, amountOld: 14999 });
  });

  it('answers in yuan for China and in euros, sign after the value, for Germany', async () => {
    const china = await planPriceList('?country_code=cn');
    expect(china.currency).toStrictEqual({ abbreviation: 'CNY', sign: '¥', sign_before_value: true, minorUnit: 2 });
    expect(china.plans).toContainEqual({ kind: 'subscription', periodMonths: 12, pcNum: 2, amount: 16800, amountOld: null });
    const germany = await planPriceList('?country_code=DE');
    expect(germany.currency.sign_before_value).toBe(false);
  });

  it('follows the database: a changed price is in the next answer', async () => {
    await testDb.db
      .update(prices)
      .set({ amount: 3999, amountOld: null })
      .where(and(eq(prices.currencyCode, 'USD'), eq(prices.kind, 'lifetime'), eq(prices.pcNum, 1)));
    const list = await planPriceList('?country_code=US');
    expect(list.plans).toContainEqual({ kind: 'lifetime', periodMonths: 0, pcNum: 1, amount: 3999, amountOld: null });
  });

  it('sells in USD where the currency has no price list, and leaves out a row for a plan the shop does not sell', async () => {
    await testDb.db.insert(currencies).values({ code: 'CHF', sign: 'CHF', signBeforeValue: true });
    await testDb.db.insert(countryCurrencies).values({ countryCode: 'CH', currencyCode: 'CHF' });
    expect(await planPriceList('?country_code=CH')).toStrictEqual(await planPriceList());

    await testDb.db.insert(prices).values({ currencyCode: 'USD', kind: 'subscription', periodMonths: 6, pcNum: 1, amount: 999 });
    expect((await planPriceList()).plans.some((plan) => plan.periodMonths === 6)).toBe(false);
  });
});
