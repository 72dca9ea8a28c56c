'use client';

import { QueryClient, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api/client';
import type { InitialPlanPrices, PlanPriceList } from '@/lib/commerce/plan-price-list';
import { pricingCountry } from '@/lib/commerce/visitor-country';
import { toLocale } from '@/lib/i18n/config';

// The shop's prices in the browser (GET /api/plan-prices), one query per country shared by every price on the
// page. Pages are prerendered with the prices of their render (initial); older than a minute, they are asked
// again, so a price changed in the database shows without a deploy.

const FRESH_FOR_MS = 60_000;

let browserClient: QueryClient | undefined;

/** One client per browser tab, without a provider in every layout; a new one per server render (never shared). */
function priceQueryClient(): QueryClient {
  // The api helper already retries once where spec 7 allows it.
  const create = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: FRESH_FOR_MS } } });
  if (typeof window === 'undefined') return create();
  if (!browserClient) {
    browserClient = create();
    browserClient.mount();
  }
  return browserClient;
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
  const { data } = useQuery(
    {
      queryKey: ['plan-prices', country ?? ''],
      queryFn: ({ signal }) => api.get<PlanPriceList>('/api/plan-prices', { query: { country_code: country ?? '' }, signal }),
      initialData: usable ? initial.list : undefined,
      initialDataUpdatedAt: usable ? initial.readAt : undefined,
    },
    priceQueryClient(),
  );
  return data;
}
