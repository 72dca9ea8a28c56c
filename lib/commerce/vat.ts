import { config, type Environment } from '@/lib/config';
import { parseVatNumber } from './vat-number';
import { EU_STANDARD_VAT_RATES, type EuCountry, FULL_RATE_BASIS_POINTS, isEuCountry, normaliseCountry } from './vat-rates';
import { checkVatNumberLive, type ViesConfig, viesConfigFromEnv, type ViesOutcome } from './vies';

// EU VAT at checkout (spec 2 "optional VAT number (European business)", spec 3 Checkout and Invoice
// "VAT", spec 5 'Invalid VAT number'). Rates are in basis points (lib/commerce/vat-rates.ts); amounts in
// integer minor units (DESIGN.md "Commerce").

/**
 * The EU country the seller is registered for VAT in, which decides when a business buyer is
 * domestic (charged VAT) rather than reverse-charged. The spec names no company, so the default is a
 * placeholder: Ireland, a common seat for software sellers. Set SELLER_COUNTRY to the real one.
 */
export const DEFAULT_SELLER_COUNTRY: EuCountry = 'IE';

/** SELLER_COUNTRY, an EU ISO code ('GR' or 'EL' for Greece). A wrong value throws: it would mis-tax every sale. */
export function sellerCountryFromEnv(env?: Environment): EuCountry {
  const value = config(env).env.SELLER_COUNTRY;
  if (!value) return DEFAULT_SELLER_COUNTRY;
  const country = normaliseCountry(value);
  if (!isEuCountry(country)) throw new Error(`SELLER_COUNTRY must be the ISO code of an EU member state, not '${value}'`);
  return country;
}

export type VatReason = 'eu-consumer' | 'domestic-business' | 'eu-business-reverse-charge' | 'outside-eu';

export interface VatDecision {
  rateBasisPoints: number;
  reverseCharge: boolean;
  reason: VatReason;
  /** A business buyer's VAT number as the invoice prints it ('EL094259216'). */
  vatNumber?: string;
  /** Whether VIES confirmed that number; false when the live check is off or VIES did not answer. */
  vatNumberVerified?: boolean;
}

/** 'invalidVatNumber' is the key of spec 5's 'Invalid VAT number' in the 'shop.vat' messages. */
export type VatResult = { ok: true; vat: VatDecision } | { ok: false; error: 'invalidVatNumber' };

export interface VatInput {
  /** The checkout's country, ISO 3166-1 ('GR' for Greece; 'EL' is read as 'GR'). */
  buyerCountry: string;
  /** The optional VAT number of a European business; blank means a consumer. */
  vatNumber?: string;
  sellerCountry?: EuCountry;
  /** VIES's answer for vatNumber, when the live check ran. */
  viesOutcome?: ViesOutcome;
}

/**
 * Who pays which VAT:
 * - buyer outside the EU: 0 %, outside the scope of EU VAT (a VAT number, if any, is ignored);
 * - EU consumer (no VAT number): the standard rate of the buyer's country;
 * - EU business in the seller's country: the domestic rate, no reverse charge;
 * - EU business elsewhere in the EU: 0 %, reverse charge (the buyer accounts for the VAT).
 * A VAT number that is not valid for the buyer's country, by format or by VIES, is an error, never a
 * silent fallback to the consumer rate: the buyer meant to buy as a business.
 */
export function vatFor({ buyerCountry, vatNumber, sellerCountry = sellerCountryFromEnv(), viesOutcome }: VatInput): VatResult {
  const buyer = normaliseCountry(buyerCountry);
  if (!isEuCountry(buyer)) return { ok: true, vat: { rateBasisPoints: 0, reverseCharge: false, reason: 'outside-eu' } };
  const rate = EU_STANDARD_VAT_RATES[buyer];
  if (!vatNumber?.trim()) return { ok: true, vat: { rateBasisPoints: rate, reverseCharge: false, reason: 'eu-consumer' } };

  const parsed = parseVatNumber(buyer, vatNumber);
  if (!parsed || viesOutcome === 'invalid') return { ok: false, error: 'invalidVatNumber' };
  const business = { vatNumber: parsed.full, vatNumberVerified: viesOutcome === 'valid' };
  if (buyer === sellerCountry) {
    return { ok: true, vat: { rateBasisPoints: rate, reverseCharge: false, reason: 'domestic-business', ...business } };
  }
  return { ok: true, vat: { rateBasisPoints: 0, reverseCharge: true, reason: 'eu-business-reverse-charge', ...business } };
}

/**
 * vatFor, with the VIES check first when it is configured (VIES_CHECK=1) and there is a format-valid
 * EU business number to check. VIES being unavailable leaves the number accepted but unverified.
 */
export async function vatForCheckout(
  input: Omit<VatInput, 'viesOutcome'>,
  { vies = viesConfigFromEnv(), fetch }: { vies?: ViesConfig; fetch?: typeof globalThis.fetch } = {},
): Promise<VatResult> {
  const offline = vatFor(input);
  const buyer = normaliseCountry(input.buyerCountry);
  if (!vies.enabled || !offline.ok || offline.vat.vatNumber === undefined || !isEuCountry(buyer)) return offline;
  const viesOutcome = await checkVatNumberLive(buyer, offline.vat.vatNumber, { fetch, timeoutMs: vies.timeoutMs, url: vies.url });
  return vatFor({ ...input, viesOutcome });
}

/**
 * Whether list prices include VAT. They do: a consumer in the EU pays the price shown, whatever their
 * country's rate, and the VAT is carved out of it for the invoice. Reverse-charged businesses and buyers
 * outside the EU pay the same list price with 0 % VAT in it.
 */
export const LIST_PRICES_INCLUDE_VAT = true;

export type VatMode = 'inclusive' | 'exclusive';

export interface VatBreakdown {
  net: number;
  vat: number;
  gross: number;
}

/**
 * An amount in minor units split into net + VAT = gross, exactly. 'inclusive': the amount is the
 * gross and the VAT is taken out of it (gross * rate / (100 % + rate)); 'exclusive': the amount is the
 * net and the VAT goes on top (net * rate / 100 %). The VAT is rounded half up to the minor unit (the
 * usual commercial rounding in the member states) and the other part is the difference, so the three
 * always add up. BigInt keeps the product exact for any safe amount.
 */
export function vatBreakdown(amount: number, rateBasisPoints: number, mode: VatMode): VatBreakdown {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`An amount must be a non-negative integer in minor units: ${amount}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > FULL_RATE_BASIS_POINTS) {
    throw new RangeError(`A VAT rate must be whole basis points from 0 to ${FULL_RATE_BASIS_POINTS}: ${rateBasisPoints}`);
  }
  const numerator = BigInt(amount) * BigInt(rateBasisPoints);
  const denominator = BigInt(FULL_RATE_BASIS_POINTS + (mode === 'inclusive' ? rateBasisPoints : 0));
  const vat = Number((2n * numerator + denominator) / (2n * denominator));
  return mode === 'inclusive' ? { net: amount - vat, vat, gross: amount } : { net: amount, vat, gross: amount + vat };
}
