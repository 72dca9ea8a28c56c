import { getLocale } from 'next-intl/server';
import { LifetimePrices, SubscriptionPrices } from '@/components/shop/plan-price';
import { initialPlanPrices } from '@/lib/commerce/initial-plan-prices';
import { pricingCountry } from '@/lib/commerce/visitor-country';
import { toLocale } from '@/lib/i18n/config';

/**
 * A comparison cell that shows the shop's prices: rendered with the page language's prices, so the first paint
 * has them; the browser keeps them current and in the visitor's currency (components/shop/use-plan-prices.ts).
 */
export async function PlanPricesCell({ kind }: { kind: 'subscription' | 'lifetime' }) {
  const initial = await initialPlanPrices(pricingCountry(toLocale(await getLocale())));
  return kind === 'subscription' ? <SubscriptionPrices initial={initial} /> : <LifetimePrices initial={initial} />;
}
