import type { Locale } from '../i18n/config';
import { contentLocale } from './locale';
import { offerBannerQuery } from './queries';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

/** The offer banner (spec 3: price, priceOld, enabled) as the site shows it. */
export interface OfferBanner {
  enabled: boolean;
  price: string;
  priceOld: string | null;
  text: string;
  buttonLabel: string;
}

/** The published banner in a locale, or null when there is none or it has no text or price to show. */
export async function offerBanner(locale: Locale): Promise<OfferBanner | null> {
  const row = await fetchContent(offerBannerQuery, { locale: contentLocale(locale) }, { tags: [CONTENT_TAGS.offerBanner] });
  if (!row?.price || !row.text || !row.buttonLabel) return null;
  return {
    enabled: row.enabled === true,
    price: row.price,
    priceOld: row.priceOld ?? null,
    text: row.text,
    buttonLabel: row.buttonLabel,
  };
}
