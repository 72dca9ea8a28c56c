import { getLocale } from 'next-intl/server';
import { offerBanner } from '@/lib/content/offer-banner';
import { toLocale } from '@/lib/i18n/config';
import { OfferBannerBar } from './offer-banner-bar';

/** spec 3/4: the marketer's offer banner; the bar decides in the browser whether this page and viewer get it. */
export async function OfferBanner() {
  const banner = await offerBanner(toLocale(await getLocale()));
  if (!banner?.enabled) return null;
  return <OfferBannerBar banner={banner} />;
}
