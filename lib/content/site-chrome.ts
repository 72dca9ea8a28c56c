import type { Locale } from '../i18n/config';
import { type OfferBanner, offerBanner } from './offer-banner';
import { type SiteSettings, siteSettings } from './site-settings';

/** What the default layout's frame shows around a page: the Studio's site settings and offer banner. */
export interface SiteChromeContent {
  settings: SiteSettings;
  banner: OfferBanner | null;
}

export async function siteChromeContent(locale: Locale): Promise<SiteChromeContent> {
  const [settings, banner] = await Promise.all([siteSettings(locale), offerBanner(locale)]);
  return { settings, banner };
}
