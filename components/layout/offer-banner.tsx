import { getLocale } from 'next-intl/server';
import { initialPlanPrices } from '@/lib/commerce/initial-plan-prices';
import { pricingCountry } from '@/lib/commerce/visitor-country';
import type { OfferBanner as OfferBannerContent } from '@/lib/content/offer-banner';
import { toLocale } from '@/lib/i18n/config';
import { OfferBannerBar } from './offer-banner-bar';

/**
 * spec 3/4: the marketer's offer banner; the bar decides in the browser whether this page and viewer get it.
 * Rendered with the shop's prices in the page language's currency; the browser keeps them current.
 */
export async function OfferBanner({ banner }: { banner: OfferBannerContent | null }) {
  if (!banner?.enabled) return null;
  const initialPrices = await initialPlanPrices(pricingCountry(toLocale(await getLocale())));
  return <OfferBannerBar banner={banner} initialPrices={initialPrices} />;
}
