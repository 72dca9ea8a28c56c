import { getTranslations } from 'next-intl/server';
import { type Locale, localizedPath } from '@/lib/i18n/config';
import { type ProgramOffer, softwareApplicationJsonLd } from './json-ld';
import { siteUrl } from './url';

// The home page's structured data: the program and its plans (issue 4: SoftwareApplication with offers).
// The page hands in what it read: the home page's SEO description and the USD list prices
// (lib/commerce/program-prices.ts), null while the price list is unavailable.

/** A listed plan as the offers need it (the shape of lib/commerce/subscription-prices.ts's Price). */
interface ListedPlan {
  price: number;
  pc_num: number;
}

export interface ProgramFacts {
  description: string;
  prices: { oneYear: ListedPlan; lifetime: ListedPlan } | null;
}

async function programOffers(locale: Locale, prices: ProgramFacts['prices']): Promise<ProgramOffer[]> {
  const t = await getTranslations({ locale, namespace: 'common.program' });
  const trial = { name: t('trial'), price: 0, currency: 'USD' };
  if (!prices) return [trial];
  const { oneYear: year, lifetime } = prices;
  return [
    trial,
    { name: t('oneYear', { pcs: year.pc_num }), price: year.price, currency: 'USD' },
    { name: t('lifetime', { pcs: lifetime.pc_num }), price: lifetime.price, currency: 'USD' },
  ];
}

export async function programJsonLd(locale: Locale, { description, prices }: ProgramFacts) {
  return softwareApplicationJsonLd({
    name: 'Remapper',
    description,
    url: new URL(localizedPath(locale, '/'), siteUrl()).href,
    offers: await programOffers(locale, prices),
  });
}
