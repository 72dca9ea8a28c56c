import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { subscriptionPrices } from '../commerce/subscription-prices';
import { seoEntryByUrl } from '../content/seo';
import { getDb } from '../db/client';
import { type Locale, localizedPath } from '../i18n/config';
import { log } from '../observability/log';
import { type ProgramOffer, softwareApplicationJsonLd } from './json-ld';
import { siteUrl } from './url';

// The home page's structured data: the program and its plans (issue 4: SoftwareApplication with offers).
// Prices come from the price list in USD, the shop's default currency; the page is static, so they are
// read at most hourly.
const usdPrices = unstable_cache(() => subscriptionPrices(getDb()), ['program-usd-prices'], { revalidate: 3600 });

async function programOffers(locale: Locale): Promise<ProgramOffer[]> {
  const t = await getTranslations({ locale, namespace: 'common.program' });
  const trial = { name: t('trial'), price: 0, currency: 'USD' };
  try {
    const { minimalOneYearSubscription: year, lifetimeSubscription: lifetime } = await usdPrices();
    return [
      trial,
      { name: t('oneYear', { pcs: year.pc_num }), price: year.price, currency: 'USD' },
      { name: t('lifetime', { pcs: lifetime.pc_num }), price: lifetime.price, currency: 'USD' },
    ];
  } catch (error) {
    // Structured data is a bonus: without the price list the page still renders, with the trial only.
    log.error({ err: error }, 'The price list is unavailable for the home page structured data');
    return [trial];
  }
}

export async function programJsonLd(locale: Locale) {
  const [seo, offers] = await Promise.all([seoEntryByUrl(locale, '/'), programOffers(locale)]);
  return softwareApplicationJsonLd({
    name: 'Remapper',
    description: seo?.description ?? '',
    url: new URL(localizedPath(locale, '/'), siteUrl()).href,
    offers,
  });
}
