import type { Database, DatabaseOrTransaction } from './client';
import { countryCurrencies, coupons, currencies, type NewCouponRow, type NewPriceRow, prices, taobaoCodes } from './schema';

// Demo data for the embedded database (DESIGN.md "Running it"). Inserts skip rows that exist, so
// seeding is safe on every start and never overwrites prices edited since.

const DEMO_CURRENCIES = [
  { code: 'USD', sign: '$', signBeforeValue: true },
  { code: 'EUR', sign: '€', signBeforeValue: false },
  { code: 'GBP', sign: '£', signBeforeValue: true },
  { code: 'CNY', sign: '¥', signBeforeValue: true },
  { code: 'CAD', sign: 'CA$', signBeforeValue: true },
  { code: 'PLN', sign: 'zł', signBeforeValue: false },
] as const;

type DemoCurrencyCode = (typeof DEMO_CURRENCIES)[number]['code'];

// The euro area; every country without a row pays in USD (spec 3).
const EURO_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
] as const;

const DEMO_COUNTRY_CURRENCIES: ReadonlyArray<{ countryCode: string; currencyCode: DemoCurrencyCode }> = [
  { countryCode: 'US', currencyCode: 'USD' },
  { countryCode: 'GB', currencyCode: 'GBP' },
  { countryCode: 'CN', currencyCode: 'CNY' },
  { countryCode: 'CA', currencyCode: 'CAD' },
  { countryCode: 'PL', currencyCode: 'PLN' },
  ...EURO_COUNTRIES.map((countryCode) => ({ countryCode, currencyCode: 'EUR' as const })),
];

// Amounts in minor units, as [pc_num, amount, former amount?]. spec 1 / 9: subscriptions of
// 3 months or 1 year for 1, 2 or 5 PCs; lifetime for up to 3 PCs, with a struck-through price.
type Offer = readonly [pcNum: number, amount: number, amountOld?: number];
type PriceList = { threeMonths: readonly Offer[]; oneYear: readonly Offer[]; lifetime: readonly Offer[] };

const DEMO_PRICE_TABLE: Record<DemoCurrencyCode, PriceList> = {
  USD: {
    threeMonths: [
      [1, 499],
      [2, 799],
      [5, 1499],
    ],
    oneYear: [
      [1, 1499],
      [2, 2499],
      [5, 4999],
    ],
    lifetime: [
      [1, 4999, 6999],
      [2, 7999, 9999],
      [3, 9999, 14999],
    ],
  },
  EUR: {
    threeMonths: [
      [1, 499],
      [2, 799],
      [5, 1399],
    ],
    oneYear: [
      [1, 1399],
      [2, 2299],
      [5, 4699],
    ],
    lifetime: [
      [1, 4699, 6499],
      [2, 7499, 9499],
      [3, 9499, 13999],
    ],
  },
  GBP: {
    threeMonths: [
      [1, 399],
      [2, 699],
      [5, 1199],
    ],
    oneYear: [
      [1, 1199],
      [2, 1999],
      [5, 3999],
    ],
    lifetime: [
      [1, 3999, 5499],
      [2, 6499, 8499],
      [3, 8499, 11999],
    ],
  },
  CNY: {
    threeMonths: [
      [1, 2900],
      [2, 4900],
      [5, 9900],
    ],
    oneYear: [
      [1, 9800],
      [2, 16800],
      [5, 32800],
    ],
    lifetime: [
      [1, 32800, 45800],
      [2, 52800, 69800],
      [3, 68800, 98800],
    ],
  },
  CAD: {
    threeMonths: [
      [1, 699],
      [2, 1099],
      [5, 1999],
    ],
    oneYear: [
      [1, 1999],
      [2, 3299],
      [5, 6799],
    ],
    lifetime: [
      [1, 6799, 9499],
      [2, 10999, 13999],
      [3, 13499, 19999],
    ],
  },
  PLN: {
    threeMonths: [
      [1, 1999],
      [2, 3199],
      [5, 5999],
    ],
    oneYear: [
      [1, 5999],
      [2, 9999],
      [5, 19999],
    ],
    lifetime: [
      [1, 19999, 27999],
      [2, 31999, 39999],
      [3, 39999, 59999],
    ],
  },
};

export function demoPriceRows(): NewPriceRow[] {
  return DEMO_CURRENCIES.flatMap(({ code }) => {
    const { threeMonths, oneYear, lifetime } = DEMO_PRICE_TABLE[code];
    const rows = (kind: NewPriceRow['kind'], periodMonths: number, offers: readonly Offer[]) =>
      offers.map(([pcNum, amount, amountOld]): NewPriceRow => ({
        currencyCode: code,
        kind,
        periodMonths,
        pcNum,
        amount,
        amountOld: amountOld ?? null,
      }));
    return [...rows('subscription', 3, threeMonths), ...rows('subscription', 12, oneYear), ...rows('lifetime', 0, lifetime)];
  });
}

// Coupons to try the checkout with (lib/commerce/coupons.ts): each rule once.
export const DEMO_COUPONS: readonly NewCouponRow[] = [
  { code: 'WELCOME10', kind: 'percent', percentOff: 10 },
  { code: 'SAVE5', kind: 'fixed', amountOff: 500, currencyCode: 'USD' },
  { code: 'LIFETIME20', kind: 'percent', percentOff: 20, planKinds: ['lifetime'] },
  { code: 'EXPIRED25', kind: 'percent', percentOff: 25, validUntil: new Date('2024-01-01T00:00:00Z') },
  { code: 'ONCE50', kind: 'percent', percentOff: 50, usageLimit: 1 },
];

// Unused codes for /user/taobao-purchase (lib/commerce/taobao.ts).
export const DEMO_TAOBAO_CODES = [
  { code: 'TAOBAO-DEMO-3M1', kind: 'subscription', periodMonths: 3, pcNum: 1 },
  { code: 'TAOBAO-DEMO-1Y2', kind: 'subscription', periodMonths: 12, pcNum: 2 },
  { code: 'TAOBAO-DEMO-1Y5', kind: 'subscription', periodMonths: 12, pcNum: 5 },
  { code: 'TAOBAO-DEMO-LT1', kind: 'lifetime', periodMonths: 0, pcNum: 1 },
] as const;

export interface SeedResult {
  /** Rows inserted by this run; all zero when the data was already there. */
  inserted: { currencies: number; countries: number; prices: number; coupons: number; taobaoCodes: number };
}

/**
 * The starting catalogue: currencies, the countries that pay in each, and the price list. Every profile
 * gets it on first start (a shop without prices sells nothing); rows that exist are left as they are.
 */
export async function seedCatalogue(
  db: DatabaseOrTransaction,
): Promise<Pick<SeedResult['inserted'], 'currencies' | 'countries' | 'prices'>> {
  const insertedCurrencies = await db
    .insert(currencies)
    .values([...DEMO_CURRENCIES])
    .onConflictDoNothing()
    .returning({ code: currencies.code });
  const insertedCountries = await db
    .insert(countryCurrencies)
    .values([...DEMO_COUNTRY_CURRENCIES])
    .onConflictDoNothing()
    .returning({ countryCode: countryCurrencies.countryCode });
  const insertedPrices = await db.insert(prices).values(demoPriceRows()).onConflictDoNothing().returning({ id: prices.id });
  return { currencies: insertedCurrencies.length, countries: insertedCountries.length, prices: insertedPrices.length };
}

/**
 * The demo codes: coupons (ONCE50 is half off) and Taobao codes (TAOBAO-DEMO-LT1 is lifetime access for
 * free). The local profile seeds them; elsewhere only `npm run db:seed-demo` does, on a test shop.
 */
export async function seedDemoCodes(db: DatabaseOrTransaction): Promise<Pick<SeedResult['inserted'], 'coupons' | 'taobaoCodes'>> {
  const insertedCoupons = await db
    .insert(coupons)
    .values([...DEMO_COUPONS])
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  const insertedTaobaoCodes = await db
    .insert(taobaoCodes)
    .values([...DEMO_TAOBAO_CODES])
    .onConflictDoNothing()
    .returning({ id: taobaoCodes.id });
  return { coupons: insertedCoupons.length, taobaoCodes: insertedTaobaoCodes.length };
}

/** The catalogue and the demo codes: what the local profile and the tests start from. */
export async function seedDemoData(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx) => ({ inserted: { ...(await seedCatalogue(tx)), ...(await seedDemoCodes(tx)) } }));
}
