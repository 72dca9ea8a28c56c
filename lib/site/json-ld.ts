// Structured data for search engines (schema.org as JSON-LD). Pure builders; pages put the result in a
// <script type="application/ld+json">.

/**
 * JSON for inside a <script> element: "<", ">" and "&" are escaped so no value (content edited in the
 * Studio) can close the script or open a comment; U+2028/2029 so the text stays valid JavaScript for old
 * parsers. It still parses to the same data.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface ProgramOffer {
  name: string;
  /** Major units, e.g. 49.99; 0 for the free trial. */
  price: number;
  currency: string;
}

export interface ProgramFacts {
  name: string;
  description: string;
  url: string;
  offers: readonly ProgramOffer[];
}

/** spec 1/9: the program as a SoftwareApplication, with one Offer per plan. */
export function softwareApplicationJsonLd({ name, description, url, offers }: ProgramFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name,
    description,
    url,
    applicationCategory: 'UtilitiesApplication',
    operatingSystem: 'Windows 10, Windows 11 (64-bit)',
    processorRequirements: 'x64 or ARM64',
    memoryRequirements: '4 GB RAM',
    storageRequirements: '90 MB',
    offers: offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.price.toFixed(2),
      priceCurrency: offer.currency,
      availability: 'https://schema.org/InStock',
    })),
  };
}
