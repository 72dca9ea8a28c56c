import type { CurrencyDetails } from './currency';

// spec 1, 9 "Price display": two decimals, or rounded down when asked; the sign before or after the
// value per currency; per-instance price = price / pc_num, per-month price = price / period. Pure, on
// integer minor units (DESIGN.md "Commerce"), so the pages, mails and invoices print the same string.

/** What formatting needs of a currency (lib/commerce/currency.ts). */
export type DisplayCurrency = Pick<CurrencyDetails, 'sign' | 'sign_before_value' | 'minorUnit'>;

export interface FormatOptions {
  /** spec 9 "rounded down when asked": whole major units, the fraction dropped ($29.99 -> $29). */
  wholeNumber?: boolean;
}

/**
 * Between the value and a sign written after it ('29.99 €', '49.00 zł'): a no-break space, so a
 * narrow column never wraps the sign onto its own line. A sign written before touches the value
 * ('$29.99', 'CA$29.99'), as currencies written that way usually do.
 */
export const SIGN_AFTER_SEPARATOR = '\u00a0';

const ONE_YEAR_MONTHS = 12;

function assertMinorUnits(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`An amount in minor units must be an integer: ${amount}`);
}

/**
 * Digits grouped by three with ',' and '.' before the decimals ('1,299.00'): both UI locales (en and
 * zh-CN) write numbers so, and a currency's setting (spec 3) is only its sign and where it goes.
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * An amount in minor units as the shop shows it: 2999 USD -> '$29.99', 2999 EUR -> '29.99 €' (with
 * SIGN_AFTER_SEPARATOR), 4500 JPY (minorUnit 0) -> '¥4,500'. A negative amount (a discount) gets a
 * leading '-' ('-$5.00'); rounding down drops the fraction of the magnitude, so it never overstates.
 */
export function formatAmount(amount: number, currency: DisplayCurrency, { wholeNumber = false }: FormatOptions = {}): string {
  assertMinorUnits(amount);
  const scale = 10 ** currency.minorUnit;
  const magnitude = Math.abs(amount);
  const whole = groupThousands(String(Math.floor(magnitude / scale)));
  const fraction = String(magnitude % scale).padStart(currency.minorUnit, '0');
  const value = wholeNumber || currency.minorUnit === 0 ? whole : `${whole}.${fraction}`;
  const signed = currency.sign_before_value ? `${currency.sign}${value}` : `${value}${SIGN_AFTER_SEPARATOR}${currency.sign}`;
  return amount < 0 ? `-${signed}` : signed;
}

/**
 * Both shares round DOWN to the minor unit: a "from" or "per device" price is then never above what
 * the customer really pays per month or per device (1999 / 12 = 166.58 -> 166).
 */
function share(amount: number, parts: number, what: string): number {
  assertMinorUnits(amount);
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`${what} must be a positive integer: ${parts}`);
  return Math.floor(amount / parts);
}

/** spec 9: the per-instance price is price / pc_num; lifetime x3 gives the per-instance lifetime price. */
export function perInstanceAmount(amount: number, pcNum: number): number {
  return share(amount, pcNum, 'pc_num');
}

/** spec 9: the per-month price is price / period (months). Lifetime (period 0) has none: it throws. */
export function perMonthAmount(amount: number, periodMonths: number): number {
  return share(amount, periodMonths, 'period');
}

/** The phrases of spec 1, in the 'shop.price' messages; `t` is next-intl's translator for that namespace. */
export type PricePhraseTranslator = (
  key: 'fromPerMonthBilledAnnually' | 'perDeviceYear' | 'perDeviceLifetime',
  values: { price: string },
) => string;

/** spec 1 'from {price}/month when billed annually': a one-year price spread over its 12 months. */
export function fromPerMonthBilledAnnually(
  t: PricePhraseTranslator,
  oneYearAmount: number,
  currency: DisplayCurrency,
  options?: FormatOptions,
): string {
  const price = formatAmount(perMonthAmount(oneYearAmount, ONE_YEAR_MONTHS), currency, options);
  return t('fromPerMonthBilledAnnually', { price });
}

/** spec 1 '{price}/device/year': a one-year price for pc_num PCs, per PC. */
export function perDeviceYear(
  t: PricePhraseTranslator,
  oneYearAmount: number,
  pcNum: number,
  currency: DisplayCurrency,
  options?: FormatOptions,
): string {
  return t('perDeviceYear', { price: formatAmount(perInstanceAmount(oneYearAmount, pcNum), currency, options) });
}

/** spec 9: lifetime access for pc_num PCs, per PC ('$33.33/device for life' for lifetime x3 at $99.99). */
export function perDeviceLifetime(
  t: PricePhraseTranslator,
  lifetimeAmount: number,
  pcNum: number,
  currency: DisplayCurrency,
  options?: FormatOptions,
): string {
  return t('perDeviceLifetime', { price: formatAmount(perInstanceAmount(lifetimeAmount, pcNum), currency, options) });
}
