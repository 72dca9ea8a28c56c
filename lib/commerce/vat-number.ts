import { checkVAT, type Country, countries } from 'jsvat';
import { type EuCountry, vatPrefix } from './vat-rates';

// spec 5 "VAT: 'Invalid VAT number'": the format check of a buyer's VAT number, offline. jsvat checks
// each member state's pattern and check digits (no network, no dependencies, its own types, MIT); it is
// the most used and maintained of the format checkers on npm (jsvat-next is a smaller fork of it,
// validate-vat and validate-vat-ts only call VIES). Whether the number is registered is VIES's
// business (lib/commerce/vies.ts).

/** A VAT number that passed the format check, in the forms the records and VIES need. */
export interface VatNumber {
  /** 'EL094259216': prefix and number, no spaces, as printed on an invoice. */
  full: string;
  /** 'EL': the VAT prefix (Greece's differs from its ISO code). */
  prefix: string;
  /** '094259216': the number without its prefix, as VIES takes it. */
  local: string;
}

/** jsvat's rules for one member state; jsvat names countries by ISO code ('GR', not 'EL'). */
function jsvatCountry(country: EuCountry): Country | undefined {
  return countries.find(({ codes }) => codes[0] === country);
}

/**
 * The buyer's VAT number if its format is valid for the buyer's country, else null. Spaces, dots, dashes
 * and case are ignored, and the prefix may be left out. Two leading letters are always read as a
 * prefix, which must be the buyer country's (Greeks may write 'GR' for 'EL'): otherwise 'DE129273398'
 * from a French buyer would pass as the French number FR DE 129273398, whose key may be letters. So a
 * French number with a letter key needs its 'FR'.
 */
export function parseVatNumber(country: EuCountry, input: string): VatNumber | null {
  const rules = jsvatCountry(country);
  if (!rules) return null;
  const prefix = vatPrefix(country);
  const cleaned = input.replace(/[\s.\-]/g, '').toUpperCase();
  const given = /^[A-Z]{2}/.test(cleaned) ? cleaned.slice(0, 2) : undefined;
  if (given !== undefined && given !== prefix && !(country === 'GR' && given === 'GR')) return null;
  const local = given === undefined ? cleaned : cleaned.slice(2);
  const full = `${prefix}${local}`;
  if (local === '' || !checkVAT(full, [rules]).isValid) return null;
  return { full, prefix, local };
}
