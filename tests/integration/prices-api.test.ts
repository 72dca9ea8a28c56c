import { describe, expect, it, vi } from 'vitest';
import { GET as getCurrency } from '@/app/api/currency/route';
import { GET as getSubscriptionPrices } from '@/app/api/subscription-prices/route';
import { type Currency, currencyForCountry } from '@/lib/commerce/currency';
import { dropPriceAnswers, heldPriceAnswerCount, PRICE_ANSWERS_MAX } from '@/lib/commerce/price-answers';
import { type SubscriptionPriceSet, subscriptionPrices } from '@/lib/commerce/subscription-prices';
import { pingDb, setDb } from '@/lib/db/client';
import { countryCurrencies, currencies } from '@/lib/db/schema';
import { demoPriceRows } from '@/lib/db/seed';
import { log } from '@/lib/observability/log';
import { callRoute } from '@/tests/support/requests';
import { closedDatabase, emptyPgliteDatabase, testDriver, withAppTestDatabase } from './test-db';

const testDb = withAppTestDatabase();

async function priceSet(query = ''): Promise<SubscriptionPriceSet> {
  const response = await callRoute(getSubscriptionPrices, `/api/subscription-prices${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SubscriptionPriceSet;
}

const USD: Currency = { abbreviation: 'USD', sign: '$', sign_before_value: true };
const EUR: Currency = { abbreviation: 'EUR', sign: '€', sign_before_value: false };
const CNY: Currency = { abbreviation: 'CNY', sign: '¥', sign_before_value: true };

describe(`GET /api/currency (${testDriver})`, () => {
  it('defaults to USD with the sign before the value and may be cached publicly', async () => {
    const response = await callRoute(getCurrency, '/api/currency');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(await response.json()).toStrictEqual(USD);
  });

  it.each([
    ['DE', EUR],
    ['de', EUR],
    [' fr ', EUR],
    ['CN', CNY],
    ['GB', { abbreviation: 'GBP', sign: '£', sign_before_value: true }],
    ['US', USD],
    ['JP', USD],
    ['ZZ', USD],
    ['ZZZZ', USD],
    ['d1', USD],
    ['', USD],
  ])('country_code=%j -> %o', async (countryCode, expected) => {
    const response = await callRoute(getCurrency, `/api/currency?country_code=${encodeURIComponent(countryCode)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual(expected);
  });

  it('uses the first country_code when the parameter repeats', async () => {
    const response = await callRoute(getCurrency, '/api/currency?country_code=CN&country_code=DE');
    expect(await response.json()).toStrictEqual(CNY);
  });
});

describe(`GET /api/subscription-prices (${testDriver})`, () => {
  it('answers the USD price set by default', async () => {
    const response = await callRoute(getSubscriptionPrices, '/api/subscription-prices');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const usd = { currency_sign: '$', currency_sign_before_value: true };
    expect(await response.json()).toStrictEqual({
      minimalOneYearSubscription: { ...usd, price: 14.99, price_old: null, pc_num: 1, period: 12 },
      maximalOneYearSubscription: { ...usd, price: 49.99, price_old: null, pc_num: 5, period: 12 },
      lifetimeSubscription: { ...usd, price: 49.99, price_old: 69.99, pc_num: 1, period: 0 },
      lifetimeSubscriptions: [
        { ...usd, price: 49.99, price_old: 69.99, pc_num: 1, period: 0 },
        { ...usd, price: 79.99, price_old: 99.99, pc_num: 2, period: 0 },
        { ...usd, price: 99.99, price_old: 149.99, pc_num: 3, period: 0 },
      ],
    });
  });

  it('answers in euros, sign after the value, for a lower-case euro country', async () => {
    const response = await callRoute(getSubscriptionPrices, '/api/subscription-prices?country_code=de');
    const eur = { currency_sign: '€', currency_sign_before_value: false };
    expect(await response.json()).toStrictEqual({
      minimalOneYearSubscription: { ...eur, price: 13.99, price_old: null, pc_num: 1, period: 12 },
      maximalOneYearSubscription: { ...eur, price: 46.99, price_old: null, pc_num: 5, period: 12 },
      lifetimeSubscription: { ...eur, price: 46.99, price_old: 64.99, pc_num: 1, period: 0 },
      lifetimeSubscriptions: [
        { ...eur, price: 46.99, price_old: 64.99, pc_num: 1, period: 0 },
        { ...eur, price: 74.99, price_old: 94.99, pc_num: 2, period: 0 },
        { ...eur, price: 94.99, price_old: 139.99, pc_num: 3, period: 0 },
      ],
    });
  });

  it('answers in yuan for China and in dollars for an invalid country', async () => {
    const china = await priceSet('?country_code=CN');
    expect(china.minimalOneYearSubscription).toStrictEqual({
      currency_sign: '¥',
      currency_sign_before_value: true,
      price: 98,
      price_old: null,
      pc_num: 1,
      period: 12,
    });
    const invalid = await priceSet('?country_code=ZZZZ');
    const byDefault = await priceSet();
    expect(invalid).toStrictEqual(byDefault);
  });

  // Cross-checks every seeded currency against the seed's own rows, so the two cannot drift.
  it.each([
    ['US', 'USD'],
    ['FR', 'EUR'],
    ['GB', 'GBP'],
    ['CN', 'CNY'],
    ['CA', 'CAD'],
    ['PL', 'PLN'],
  ])('%s matches the seeded %s rows', async (countryCode, currencyCode) => {
    const seeded = demoPriceRows().filter((row) => row.currencyCode === currencyCode);
    const major = (minor: number | null | undefined) => (minor == null ? null : minor / 100);
    const oneYear = seeded.filter((row) => row.kind === 'subscription' && row.periodMonths === 12);
    const lifetime = seeded.filter((row) => row.kind === 'lifetime').sort((a, b) => a.pcNum - b.pcNum);
    const fewest = oneYear.reduce((a, b) => (b.pcNum < a.pcNum ? b : a));
    const most = oneYear.reduce((a, b) => (b.pcNum > a.pcNum ? b : a));

    const set = await priceSet(`?country_code=${countryCode}`);
    expect(set.minimalOneYearSubscription).toMatchObject({ price: major(fewest.amount), pc_num: fewest.pcNum });
    expect(set.maximalOneYearSubscription).toMatchObject({ price: major(most.amount), pc_num: most.pcNum });
    expect(set.lifetimeSubscription).toMatchObject({ price: major(lifetime[0]?.amount), pc_num: 1 });
    expect(set.lifetimeSubscriptions.map((price) => [price.pc_num, price.price, price.price_old])).toStrictEqual(
      lifetime.map((row) => [row.pcNum, major(row.amount), major(row.amountOld)]),
    );
  });
});

describe(`commerce functions (${testDriver})`, () => {
  it('currencyForCountry normalises the country and defaults to USD', async () => {
    expect(await currencyForCountry(testDb.db, 'gb')).toStrictEqual({
      abbreviation: 'GBP',
      sign: '£',
      sign_before_value: true,
    });
    expect(await currencyForCountry(testDb.db)).toStrictEqual(USD);
    expect(await currencyForCountry(testDb.db, 'not a country')).toStrictEqual(USD);
  });

  it('subscriptionPrices falls back to the USD list for a currency without prices', async () => {
    await testDb.db.insert(currencies).values({ code: 'CHF', sign: 'CHF', signBeforeValue: true });
    await testDb.db.insert(countryCurrencies).values({ countryCode: 'CH', currencyCode: 'CHF' });

    expect(await currencyForCountry(testDb.db, 'CH')).toStrictEqual({
      abbreviation: 'CHF',
      sign: 'CHF',
      sign_before_value: true,
    });
    expect(await subscriptionPrices(testDb.db, 'CH')).toStrictEqual(await subscriptionPrices(testDb.db, 'US'));
  });
});

describe(`the price answers held in memory (issue 16, ${testDriver})`, () => {
  it('are byte for byte the answers read from the database', async () => {
    dropPriceAnswers();
    for (const country of ['DE', 'CN', 'GB', 'US', 'JP']) {
      const fresh = [
        JSON.stringify(await currencyForCountry(testDb.db, country)),
        JSON.stringify(await subscriptionPrices(testDb.db, country)),
      ];
      for (let time = 0; time < 2; time++) {
        const currency = await callRoute(getCurrency, '/api/currency', { query: { country_code: country.toLowerCase() } });
        const priceSet = await callRoute(getSubscriptionPrices, '/api/subscription-prices', { query: { country_code: country } });
        expect({ country, time, bodies: [await currency.text(), await priceSet.text()] }).toEqual({ country, time, bodies: fresh });
      }
    }
  });

  it('hold at most PRICE_ANSWERS_MAX answers, whatever country codes are asked, and one for all malformed ones', async () => {
    dropPriceAnswers();
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const codes = letters.flatMap((first) => letters.map((second) => first + second));
    expect(codes.length).toBeGreaterThan(PRICE_ANSWERS_MAX);
    for (const code of codes) expect((await callRoute(getCurrency, '/api/currency', { query: { country_code: code } })).status).toBe(200);
    expect(heldPriceAnswerCount()).toBe(PRICE_ANSWERS_MAX);

    dropPriceAnswers();
    for (const code of ['', 'ZZZZ', 'd1', 'x', '1234', ' ', '%00', 'A'.repeat(1000)]) {
      expect(await (await callRoute(getCurrency, '/api/currency', { query: { country_code: code } })).json()).toStrictEqual(USD);
    }
    expect(heldPriceAnswerCount()).toBe(1);
  });
});

describe(`pingDb (${testDriver})`, () => {
  it('reports a round trip to the process database', async () => {
    expect(await pingDb()).toStrictEqual({ ok: true, driver: testDriver, latencyMs: expect.any(Number) });
  });

  it('reports a failure instead of throwing', async () => {
    const closed = await closedDatabase();
    setDb(closed);
    try {
      expect(await pingDb()).toMatchObject({ ok: false, driver: 'pglite' });
    } finally {
      setDb(testDb.handle);
    }
  });
});

describe('errors', () => {
  it('answers 500 with only a message when the database fails', async () => {
    const unmigrated = await emptyPgliteDatabase();
    const logged = vi.spyOn(log, 'error');
    setDb(unmigrated);
    try {
      for (const [handler, path] of [
        [getCurrency, '/api/currency'],
        [getSubscriptionPrices, '/api/subscription-prices'],
      ] as const) {
        const response = await callRoute(handler, `${path}?country_code=DE`);
        expect(response.status).toBe(500);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toStrictEqual({ message: expect.any(String) });
      }
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      setDb(testDb.handle);
      logged.mockRestore();
      await unmigrated.close();
    }
  });
});
