import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { CONTENT_TAGS } from '@/lib/content/tags';
import { getDb } from '@/lib/db/client';
import { log } from '@/lib/observability/log';
import type { InitialPlanPrices } from './plan-price-list';
import { planPrices } from './plan-prices';

// Prerendered pages are built with the prices of the moment; read at most once a minute. The browser asks
// again for prices older than a minute (components/shop/use-plan-prices.ts), so a change shows without a deploy.
// A staff price change (lib/staff/price-cache.ts) expires the tag on every instance at once.
const cachedPlanPrices = unstable_cache(
  async (country: string) => ({ list: await planPrices(getDb(), country || undefined), readAt: Date.now() }),
  ['plan-prices'],
  { revalidate: 60, tags: [CONTENT_TAGS.prices] },
);

/**
 * The shop's prices for the page's first paint, or null while the price list is unavailable (the browser asks).
 * One object per render and country: the offer banner and the plans table's cells hand the same one to the
 * browser, which the RSC payload then carries once (issue 16).
 */
export const initialPlanPrices = cache(async (country: string | undefined): Promise<InitialPlanPrices | null> => {
  try {
    return { country, ...(await cachedPlanPrices(country ?? '')) };
  } catch (error) {
    log.error({ err: error }, 'The price list is unavailable for a page render');
    return null;
  }
});
