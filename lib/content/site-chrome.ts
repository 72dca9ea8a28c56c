import { GOOGLE_TAG_ORIGIN } from '@/lib/analytics/third-party';
import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/config';
import { type OfferBanner, offerBanner } from './offer-banner';
import { type SiteSettings, siteSettings } from './site-settings';

/** What the default layout's frame shows around a page: the Studio's site settings and offer banner. */
export interface SiteChromeContent {
  settings: SiteSettings;
  banner: OfferBanner | null;
  /** Where the third-party scripts of the settings load from (THIRD_PARTY_SCRIPT_ORIGIN, else Google's). */
  thirdPartyOrigin: string;
}

export async function siteChromeContent(locale: Locale): Promise<SiteChromeContent> {
  const [settings, banner] = await Promise.all([siteSettings(locale), offerBanner(locale)]);
  return { settings, banner, thirdPartyOrigin: config().env.THIRD_PARTY_SCRIPT_ORIGIN ?? GOOGLE_TAG_ORIGIN };
}
