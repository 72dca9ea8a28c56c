import { unstable_cache } from 'next/cache';
import { CONTENT_TAGS } from '@/lib/content/tags';
import { getDb } from '@/lib/db/client';
import { log } from '@/lib/observability/log';
import { type Price, subscriptionPrices } from './subscription-prices';

/** The list prices the home page's structured data names: the cheapest 1-year plan and lifetime access. */
export interface ProgramPrices {
  oneYear: Price;
  lifetime: Price;
}

// In USD, the shop's default currency; the home page is static, so they are read at most hourly, or again at
// once after a staff price change (its tag, lib/staff/price-cache.ts).
const usdPrices = unstable_cache(() => subscriptionPrices(getDb()), ['program-usd-prices'], {
  revalidate: 3600,
  tags: [CONTENT_TAGS.prices],
});

/** The prices of the program's offers (issue 4), or null while the price list is unavailable. */
export async function programPrices(): Promise<ProgramPrices | null> {
  try {
    const { minimalOneYearSubscription: oneYear, lifetimeSubscription: lifetime } = await usdPrices();
    return { oneYear, lifetime };
  } catch (error) {
    // Structured data is a bonus: without the price list the page still renders, with the trial only.
    log.error({ err: error }, 'The price list is unavailable for the home page structured data');
    return null;
  }
}
