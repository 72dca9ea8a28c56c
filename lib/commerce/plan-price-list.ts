import type { Currency } from './currency';
import type { DisplayCurrency } from './price-display';
import type { PlanChoice } from './plans';

// The shop's price of every plan it sells, in one currency (GET /api/plan-prices): what the checkout's plan
// tiles, the marketing pages and the offer banner show. Pure and free of the database, so the browser can
// import it.

/** One sold plan's price, in integer minor units; amountOld is spec 3's price_old (struck through). */
export interface PlanPrice extends PlanChoice {
  amount: number;
  amountOld: number | null;
}

export interface PlanPriceList {
  currency: Currency & DisplayCurrency;
  plans: PlanPrice[];
}

/** The prices a page is rendered with, for the country they are in, and when they were read (ms since epoch). */
export interface InitialPlanPrices {
  country: string | undefined;
  list: PlanPriceList;
  readAt: number;
}

export function priceOfPlan(list: PlanPriceList, plan: PlanChoice): PlanPrice | undefined {
  return list.plans.find((price) => price.kind === plan.kind && price.periodMonths === plan.periodMonths && price.pcNum === plan.pcNum);
}

/** The one-year subscription that costs least per PC (spec 1 '{price}/device/year' is the lowest there is). */
export function cheapestOneYearPerDevice(list: PlanPriceList): PlanPrice | undefined {
  const oneYear = list.plans.filter((price) => price.kind === 'subscription' && price.periodMonths === 12);
  return oneYear.reduce<PlanPrice | undefined>(
    (best, price) => (best === undefined || price.amount * best.pcNum < best.amount * price.pcNum ? price : best),
    undefined,
  );
}

/** The cheapest one-year subscription: spec 1 'from {price}/month when billed annually'. */
export function cheapestOneYear(list: PlanPriceList): PlanPrice | undefined {
  const oneYear = list.plans.filter((price) => price.kind === 'subscription' && price.periodMonths === 12);
  return oneYear.reduce<PlanPrice | undefined>(
    (best, price) => (best === undefined || price.amount < best.amount ? price : best),
    undefined,
  );
}

/** Lifetime access for the most PCs: spec 9 "the 3-PC lifetime option gives the per-instance lifetime price". */
export function largestLifetime(list: PlanPriceList): PlanPrice | undefined {
  const lifetime = list.plans.filter((price) => price.kind === 'lifetime');
  return lifetime.reduce<PlanPrice | undefined>(
    (best, price) => (best === undefined || price.pcNum > best.pcNum ? price : best),
    undefined,
  );
}

/** Lifetime access for the fewest PCs: the lowest lifetime price. */
export function smallestLifetime(list: PlanPriceList): PlanPrice | undefined {
  const lifetime = list.plans.filter((price) => price.kind === 'lifetime');
  return lifetime.reduce<PlanPrice | undefined>(
    (best, price) => (best === undefined || price.pcNum < best.pcNum ? price : best),
    undefined,
  );
}
