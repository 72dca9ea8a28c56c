import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { prices } from '@/lib/db/schema';
import { type CurrencyDetails, currencyDetailsForCountry, DEFAULT_CURRENCY_CODE } from './currency';
import type { PlanPriceList } from './plan-price-list';
import { isSoldPlan } from './plans';

async function listIn(db: DatabaseOrTransaction, currency: CurrencyDetails): Promise<PlanPriceList> {
  const rows = await db
    .select({
      kind: prices.kind,
      periodMonths: prices.periodMonths,
      pcNum: prices.pcNum,
      amount: prices.amount,
      amountOld: prices.amountOld,
    })
    .from(prices)
    .where(eq(prices.currencyCode, currency.abbreviation))
    .orderBy(prices.kind, prices.periodMonths, prices.pcNum);
  const { abbreviation, sign, sign_before_value, minorUnit } = currency;
  // A row for a plan the shop does not sell (left from an older offer) is never shown as if it were for sale.
  return { currency: { abbreviation, sign, sign_before_value, minorUnit }, plans: rows.filter(isSoldPlan) };
}

/**
 * GET /api/plan-prices: every sold plan's price in the currency of `countryCode`. As the quote does
 * (quote.ts), a currency with no price list yet sells in USD, so what is shown is what is charged.
 */
export async function planPrices(db: DatabaseOrTransaction, countryCode?: string): Promise<PlanPriceList> {
  const currency = await currencyDetailsForCountry(db, countryCode);
  const list = await listIn(db, currency);
  if (list.plans.length === 0 && currency.abbreviation !== DEFAULT_CURRENCY_CODE) return listIn(db, await currencyDetailsForCountry(db));
  return list;
}
