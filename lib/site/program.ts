import { type ProgramOffer, softwareApplicationJsonLd } from './json-ld';

// The home page's structured data: the program and its plans (issue 4: SoftwareApplication with offers).
// The page hands in what it read: the home page's SEO description, its URL and the USD list prices
// (lib/commerce/program-prices.ts), null while the price list is unavailable. Pure, so the browser's
// components/program-json-ld.tsx makes it from these few facts (issue 16: sent once, not again as data).

/** A listed plan as the offers need it (the shape of lib/commerce/subscription-prices.ts's Price). */
export interface ListedPlan {
  price: number;
  pc_num: number;
}

export interface ProgramFacts {
  description: string;
  url: string;
  prices: { oneYear: ListedPlan; lifetime: ListedPlan } | null;
}

/** The offers' names in the page's language (common.program). */
export type OfferName = (key: 'trial' | 'oneYear' | 'lifetime', values?: { pcs: number }) => string;

function programOffers(name: OfferName, prices: ProgramFacts['prices']): ProgramOffer[] {
  const trial = { name: name('trial'), price: 0, currency: 'USD' };
  if (!prices) return [trial];
  const { oneYear: year, lifetime } = prices;
  return [
    trial,
    { name: name('oneYear', { pcs: year.pc_num }), price: year.price, currency: 'USD' },
    { name: name('lifetime', { pcs: lifetime.pc_num }), price: lifetime.price, currency: 'USD' },
  ];
}

export function programJsonLd({ description, url, prices }: ProgramFacts, name: OfferName) {
  return softwareApplicationJsonLd({ name: 'Remapper', description, url, offers: programOffers(name, prices) });
}

/** Only what the offers use, so the page's payload carries no more of the price list than that. */
export function listedPlan({ price, pc_num }: ListedPlan): ListedPlan {
  return { price, pc_num };
}
