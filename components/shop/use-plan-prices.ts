'use client';

import { useLocale } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';
import { getJson } from '@/lib/api/send';
import type { InitialPlanPrices, PlanPriceList } from '@/lib/commerce/plan-price-list';
import { pricingCountry } from '@/lib/commerce/visitor-country';
import { toLocale } from '@/lib/i18n/config';
import { createPlanPriceStore, type PlanPriceStore } from '@/lib/ui/plan-price-store';

// The shop's prices in the browser (GET /api/plan-prices), one entry per country shared by every price on the
// page (lib/ui/plan-price-store.ts). Pages are prerendered with the prices of their render (initial); older than a
// minute, they are asked again, so a price changed in the database shows without a deploy.

let browserStore: PlanPriceStore | undefined;

/** One store per browser tab; the server renders from `initial` alone and keeps nothing between requests. */
function priceStore(): PlanPriceStore {
  if (!browserStore) {
    // With spec 7's one retry, and without the API client, whose error texts no marketing page needs (issue 16).
    const store = createPlanPriceStore((country) => getJson<PlanPriceList>('/api/plan-prices', { country_code: country }));
    const refresh = () => {
      if (document.visibilityState === 'visible') store.refreshShown();
    };
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('online', refresh);
    browserStore = store;
  }
  return browserStore;
}

const noSubscription = () => () => undefined;
const addressBarCountry = () => new URLSearchParams(window.location.search).get('country_code');

/** spec 7's country_code in the address bar; the server renders without one. */
function useAddressBarCountry(): string | null {
  return useSyncExternalStore(noSubscription, addressBarCountry, () => null);
}

/**
 * The prices in the visitor's currency: of `pricedIn` where the page has decided it (the checkout, which quotes
 * its total there; '' for the default currency), else of the address bar's country, else of the page language's
 * (lib/commerce/visitor-country.ts). Undefined until they are known.
 */
export function usePlanPrices(initial: InitialPlanPrices | null, pricedIn?: string): PlanPriceList | undefined {
  const locale = toLocale(useLocale());
  const fromAddressBar = useAddressBarCountry();
  const country = pricedIn === undefined ? pricingCountry(locale, fromAddressBar) : pricedIn || undefined;
  const usable = initial !== null && initial.country === country;
  const key = country ?? '';
  if (usable && typeof window !== 'undefined') priceStore().seed(key, initial);
  const subscribe = useCallback((changed: () => void) => priceStore().subscribe(key, changed), [key]);
  return useSyncExternalStore(
    subscribe,
    () => priceStore().held(key),
    () => (usable ? initial.list : undefined),
  );
}
