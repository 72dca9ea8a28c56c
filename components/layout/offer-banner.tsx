import type { OfferBanner as OfferBannerContent } from '@/lib/content/offer-banner';
import { OfferBannerBar } from './offer-banner-bar';

/** spec 3/4: the marketer's offer banner; the bar decides in the browser whether this page and viewer get it. */
export function OfferBanner({ banner }: { banner: OfferBannerContent | null }) {
  if (!banner?.enabled) return null;
  return <OfferBannerBar banner={banner} />;
}
