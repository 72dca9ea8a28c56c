// Standard VAT rates of the 27 EU member states, in basis points (1 % = 100), because Finland's 25.5 %
// is not a whole percent. Source: European Commission, "VAT rates applied in the Member States of the
// European Union" (taxation-customs.ec.europa.eu), situation at 1 January 2026; includes the 2024-2025
// rises (FI 25.5 % Sep 2024, SK 23 % Jan 2025, EE 24 % Jul 2025, RO 21 % Aug 2025). A digital service
// sold to a consumer is taxed at the standard rate of the consumer's country. Review every January.
// Keys are ISO 3166-1 countries: Greece is 'GR' here, though its VAT numbers start with 'EL'.
export const EU_STANDARD_VAT_RATES = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
} as const satisfies Record<string, number>;

export type EuCountry = keyof typeof EU_STANDARD_VAT_RATES;

/** 100 % in basis points. */
export const FULL_RATE_BASIS_POINTS = 10_000;

/** A rate in basis points as the percentage shown to people, without the sign: 1900 -> '19', 2550 -> '25.5'. */
export function vatRatePercent(basisPoints: number): string {
  return String(basisPoints / 100);
}

/**
 * A country code as ISO writes it, upper case. 'EL' (Greece's VAT prefix, not an ISO country) is read
 * as 'GR', so a Greek buyer can never fall outside the EU, and so 0 % VAT, through a code mix-up.
 */
export function normaliseCountry(country: string): string {
  const code = country.trim().toUpperCase();
  return code === 'EL' ? 'GR' : code;
}

/** Whether a country (after normaliseCountry) is an EU member state. The UK and Northern Ireland ('XI') are not. */
export function isEuCountry(country: string): country is EuCountry {
  return Object.hasOwn(EU_STANDARD_VAT_RATES, country);
}

/** The two letters an EU country's VAT numbers start with: the ISO code, except 'EL' for Greece. */
export function vatPrefix(country: EuCountry): string {
  return country === 'GR' ? 'EL' : country;
}
