import { describe, expect, it } from 'vitest';
import { sellerCountryFromEnv, vatBreakdown, vatFor, type VatMode } from '@/lib/commerce/vat';
import { parseVatNumber } from '@/lib/commerce/vat-number';
import { EU_STANDARD_VAT_RATES, type EuCountry, isEuCountry, normaliseCountry, vatPrefix } from '@/lib/commerce/vat-rates';
import { messagesByLocale } from '@/lib/i18n/messages';

// A format-valid VAT number for every member state (real companies' where known, else numbers whose
// check digits are right); Greece's starts with EL.
const VALID_NUMBERS: Record<EuCountry, string> = {
  AT: 'ATU13585627',
  BE: 'BE0411905847',
  BG: 'BG001234579',
  CY: 'CY01234578X',
  CZ: 'CZ01234579',
  DE: 'DE129273398',
  DK: 'DK01234579',
  EE: 'EE101234568',
  ES: 'ESB58378431',
  FI: 'FI01234570',
  FR: 'FR40303265045',
  GR: 'EL094259216',
  HR: 'HR00001234571',
  HU: 'HU01234572',
  IE: 'IE6388047V',
  IT: 'IT00743110157',
  LT: 'LT001234611',
  LU: 'LU01234664',
  LV: 'LV40001234576',
  MT: 'MT11234622',
  NL: 'NL004495445B01',
  PL: 'PL5260001246',
  PT: 'PT501234578',
  RO: 'RO18547290',
  SE: 'SE556036079301',
  SI: 'SI50223054',
  SK: 'SK2022749619',
};
const EU = Object.keys(EU_STANDARD_VAT_RATES) as EuCountry[];

describe('the EU standard rates', () => {
  it('has the 27 member states and nothing else', () => {
    expect(EU).toHaveLength(27);
    expect(EU.toSorted()).toEqual(Object.keys(VALID_NUMBERS).toSorted());
  });

  it.each(EU)('%s has a whole number of basis points between 15 % (the EU minimum) and 27 %', (country) => {
    const rate = EU_STANDARD_VAT_RATES[country];
    expect(Number.isInteger(rate)).toBe(true);
    expect(rate).toBeGreaterThanOrEqual(1500);
    expect(rate).toBeLessThanOrEqual(2700);
  });

  it.each([
    ['DE', 1900],
    ['FR', 2000],
    ['FI', 2550],
    ['HU', 2700],
    ['LU', 1700],
    ['EE', 2400],
    ['RO', 2100],
    ['SK', 2300],
    ['GR', 2400],
  ] as const)('%s: %i basis points', (country, rate) => {
    expect(EU_STANDARD_VAT_RATES[country]).toBe(rate);
  });

  it.each([
    ['gr', 'GR', true],
    ['EL', 'GR', true],
    [' de ', 'DE', true],
    ['GB', 'GB', false],
    ['XI', 'XI', false],
    ['CH', 'CH', false],
    ['US', 'US', false],
    ['', '', false],
  ])('%j is read as %j, in the EU: %s', (input, country, inEu) => {
    expect(normaliseCountry(input)).toBe(country);
    expect(isEuCountry(country)).toBe(inEu);
  });

  it('writes Greek VAT numbers with EL and the others with the ISO code', () => {
    expect(vatPrefix('GR')).toBe('EL');
    expect(EU.filter((country) => vatPrefix(country) !== country)).toEqual(['GR']);
  });
});

describe('the format check of a VAT number', () => {
  it.each(EU)('accepts a valid number of %s', (country) => {
    const number = VALID_NUMBERS[country];
    expect(parseVatNumber(country, number)).toEqual({ full: number, prefix: number.slice(0, 2), local: number.slice(2) });
  });

  it.each<[EuCountry, string, string | null]>([
    ['DE', 'de 129.273-398', 'DE129273398'],
    ['DE', '129273398', 'DE129273398'],
    ['AT', 'U13585627', 'ATU13585627'],
    ['GR', '094259216', 'EL094259216'],
    ['GR', 'GR094259216', 'EL094259216'],
    ['GR', 'el094259216', 'EL094259216'],
    ['FR', '40303265045', 'FR40303265045'],
    // a French key may be letters: with its FR it is French, without, its letters would be a prefix
    ['FR', 'FRK7399859412', 'FRK7399859412'],
    ['FR', 'K7399859412', 'FRK7399859412'],
    ['FR', 'FRDE129273398', 'FRDE129273398'],
    ['FR', 'GB123456789', null],
    // wrong check digit, wrong length, another country's prefix, nothing but a prefix, rubbish
    ['DE', 'DE129273399', null],
    ['DE', 'DE12927339', null],
    ['FR', 'DE129273398', null],
    ['DE', 'FR40303265045', null],
    ['AT', 'EL094259216', null],
    ['DE', 'DE', null],
    ['DE', '', null],
    ['IE', 'not a number', null],
  ])('%s %j -> %j', (country, input, full) => {
    expect(parseVatNumber(country, input)?.full ?? null).toBe(full);
  });
});

describe('vatFor: who pays which VAT', () => {
  const seller: EuCountry = 'IE';

  it.each(EU)('a consumer in %s pays that country’s standard rate', (buyerCountry) => {
    expect(vatFor({ sellerCountry: seller, buyerCountry })).toEqual({
      ok: true,
      vat: { rateBasisPoints: EU_STANDARD_VAT_RATES[buyerCountry], reverseCharge: false, reason: 'eu-consumer' },
    });
  });

  it.each(EU.filter((country) => country !== seller))('a business in %s with a valid number is reverse-charged', (buyerCountry) => {
    expect(vatFor({ sellerCountry: seller, buyerCountry, vatNumber: VALID_NUMBERS[buyerCountry] })).toEqual({
      ok: true,
      vat: {
        rateBasisPoints: 0,
        reverseCharge: true,
        reason: 'eu-business-reverse-charge',
        vatNumber: VALID_NUMBERS[buyerCountry],
        vatNumberVerified: false,
      },
    });
  });

  it.each<[string, Parameters<typeof vatFor>[0], ReturnType<typeof vatFor>]>([
    [
      'a business in the seller’s own country pays the domestic rate',
      { sellerCountry: 'IE', buyerCountry: 'IE', vatNumber: 'IE6388047V' },
      {
        ok: true,
        vat: {
          rateBasisPoints: 2300,
          reverseCharge: false,
          reason: 'domestic-business',
          vatNumber: 'IE6388047V',
          vatNumberVerified: false,
        },
      },
    ],
    [
      'with another seller country, the same Irish business is reverse-charged',
      { sellerCountry: 'DE', buyerCountry: 'IE', vatNumber: 'IE6388047V' },
      {
        ok: true,
        vat: {
          rateBasisPoints: 0,
          reverseCharge: true,
          reason: 'eu-business-reverse-charge',
          vatNumber: 'IE6388047V',
          vatNumberVerified: false,
        },
      },
    ],
    [
      'a German seller’s German business buyer pays 19 %',
      { sellerCountry: 'DE', buyerCountry: 'DE', vatNumber: 'DE 129 273 398' },
      {
        ok: true,
        vat: {
          rateBasisPoints: 1900,
          reverseCharge: false,
          reason: 'domestic-business',
          vatNumber: 'DE129273398',
          vatNumberVerified: false,
        },
      },
    ],
    [
      'a Greek business given as EL, with a GR-prefixed number',
      { sellerCountry: 'IE', buyerCountry: 'el', vatNumber: 'GR094259216' },
      {
        ok: true,
        vat: {
          rateBasisPoints: 0,
          reverseCharge: true,
          reason: 'eu-business-reverse-charge',
          vatNumber: 'EL094259216',
          vatNumberVerified: false,
        },
      },
    ],
    [
      'a number VIES confirmed is recorded as verified',
      { sellerCountry: 'IE', buyerCountry: 'FR', vatNumber: 'FR40303265045', viesOutcome: 'valid' },
      {
        ok: true,
        vat: {
          rateBasisPoints: 0,
          reverseCharge: true,
          reason: 'eu-business-reverse-charge',
          vatNumber: 'FR40303265045',
          vatNumberVerified: true,
        },
      },
    ],
    [
      'VIES unavailable: accepted, not verified',
      { sellerCountry: 'IE', buyerCountry: 'FR', vatNumber: 'FR40303265045', viesOutcome: 'unavailable' },
      {
        ok: true,
        vat: {
          rateBasisPoints: 0,
          reverseCharge: true,
          reason: 'eu-business-reverse-charge',
          vatNumber: 'FR40303265045',
          vatNumberVerified: false,
        },
      },
    ],
    [
      'VIES says the number is not registered',
      { sellerCountry: 'IE', buyerCountry: 'FR', vatNumber: 'FR40303265045', viesOutcome: 'invalid' },
      { ok: false, error: 'invalidVatNumber' },
    ],
    ['a bad check digit', { sellerCountry: 'IE', buyerCountry: 'DE', vatNumber: 'DE129273399' }, { ok: false, error: 'invalidVatNumber' }],
    [
      'a prefix that is not the buyer country’s',
      { sellerCountry: 'IE', buyerCountry: 'FR', vatNumber: 'DE129273398' },
      { ok: false, error: 'invalidVatNumber' },
    ],
    [
      'an invalid number in the seller’s own country',
      { sellerCountry: 'IE', buyerCountry: 'IE', vatNumber: 'IE123' },
      { ok: false, error: 'invalidVatNumber' },
    ],
    [
      'a blank VAT number is a consumer',
      { sellerCountry: 'IE', buyerCountry: 'FI', vatNumber: '  ' },
      { ok: true, vat: { rateBasisPoints: 2550, reverseCharge: false, reason: 'eu-consumer' } },
    ],
    [
      'a buyer in the US pays no EU VAT',
      { sellerCountry: 'IE', buyerCountry: 'US' },
      { ok: true, vat: { rateBasisPoints: 0, reverseCharge: false, reason: 'outside-eu' } },
    ],
    [
      'a buyer in China pays no EU VAT',
      { sellerCountry: 'IE', buyerCountry: 'cn' },
      { ok: true, vat: { rateBasisPoints: 0, reverseCharge: false, reason: 'outside-eu' } },
    ],
    [
      'the UK is outside the EU',
      { sellerCountry: 'IE', buyerCountry: 'GB' },
      { ok: true, vat: { rateBasisPoints: 0, reverseCharge: false, reason: 'outside-eu' } },
    ],
    [
      'Switzerland is outside the EU, its VAT number ignored',
      { sellerCountry: 'IE', buyerCountry: 'CH', vatNumber: 'CHE-123.456.788 MWST' },
      { ok: true, vat: { rateBasisPoints: 0, reverseCharge: false, reason: 'outside-eu' } },
    ],
  ])('%s', (_case, input, result) => {
    expect(vatFor(input)).toEqual(result);
  });

  it("the error is the key of spec 5's 'Invalid VAT number'", () => {
    expect(messagesByLocale.en.shop.vat.invalidVatNumber).toBe('Invalid VAT number');
  });
});

describe('the seller country', () => {
  it.each([
    [{}, 'IE'],
    [{ SELLER_COUNTRY: '' }, 'IE'],
    [{ SELLER_COUNTRY: 'de' }, 'DE'],
    [{ SELLER_COUNTRY: 'EL' }, 'GR'],
    [{ SELLER_COUNTRY: 'CY' }, 'CY'],
  ])('%j -> %s', (env, country) => {
    expect(sellerCountryFromEnv(env)).toBe(country);
  });

  it.each(['GB', 'US', 'Ireland'])('refuses %s, which would mis-tax every sale', (value) => {
    expect(() => sellerCountryFromEnv({ SELLER_COUNTRY: value })).toThrow(/SELLER_COUNTRY/);
  });
});

describe('vatBreakdown: net + VAT = gross, in integer minor units', () => {
  it.each<[number, number, VatMode, { net: number; vat: number; gross: number }]>([
    // VAT-inclusive list prices: the VAT is carved out of the price paid
    [2999, 1900, 'inclusive', { net: 2520, vat: 479, gross: 2999 }],
    [2999, 2000, 'inclusive', { net: 2499, vat: 500, gross: 2999 }],
    [2999, 2550, 'inclusive', { net: 2390, vat: 609, gross: 2999 }],
    [2999, 2700, 'inclusive', { net: 2361, vat: 638, gross: 2999 }],
    [1999, 1700, 'inclusive', { net: 1709, vat: 290, gross: 1999 }],
    [12000, 2000, 'inclusive', { net: 10000, vat: 2000, gross: 12000 }],
    [4500, 1000, 'inclusive', { net: 4091, vat: 409, gross: 4500 }],
    [1, 2100, 'inclusive', { net: 1, vat: 0, gross: 1 }],
    [2999, 0, 'inclusive', { net: 2999, vat: 0, gross: 2999 }],
    [0, 2100, 'inclusive', { net: 0, vat: 0, gross: 0 }],
    // net prices with VAT on top
    [2999, 1900, 'exclusive', { net: 2999, vat: 570, gross: 3569 }],
    [2999, 2550, 'exclusive', { net: 2999, vat: 765, gross: 3764 }],
    [10000, 2000, 'exclusive', { net: 10000, vat: 2000, gross: 12000 }],
    [2, 2500, 'exclusive', { net: 2, vat: 1, gross: 3 }], // 0.5 rounds half up
    [1, 2500, 'exclusive', { net: 1, vat: 0, gross: 1 }], // 0.25 rounds down
    [0, 2100, 'exclusive', { net: 0, vat: 0, gross: 0 }],
  ])('%i at %i bp, %s -> %o', (amount, rate, mode, breakdown) => {
    expect(vatBreakdown(amount, rate, mode)).toEqual(breakdown);
  });

  it.each<[number, number, VatMode, number]>([
    [221, 1000, 'inclusive', 20], // 20.09
    [5, 10_000, 'inclusive', 3], // 2.5: an exact half rounds up
    [5, 1000, 'exclusive', 1], // 0.5
    [15, 1000, 'exclusive', 2], // 1.5
  ])('%i at %i bp, %s: the VAT rounds half up to %i', (amount, rate, mode, vat) => {
    expect(vatBreakdown(amount, rate, mode).vat).toBe(vat);
  });

  it('always adds up, and the VAT is the nearest minor unit, for every rate in the table', () => {
    for (const rate of new Set(Object.values(EU_STANDARD_VAT_RATES))) {
      for (let amount = 0; amount <= 20_000; amount += 13) {
        for (const mode of ['inclusive', 'exclusive'] as const) {
          const { net, vat, gross } = vatBreakdown(amount, rate, mode);
          expect(net + vat).toBe(gross);
          const exact = mode === 'inclusive' ? (gross * rate) / (10_000 + rate) : (net * rate) / 10_000;
          expect(Math.abs(vat - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        }
      }
    }
  });

  it('stays exact for amounts whose product overflows a double', () => {
    const amount = Number.MAX_SAFE_INTEGER - 1;
    const { net, vat, gross } = vatBreakdown(amount, 2100, 'inclusive');
    expect(BigInt(net) + BigInt(vat)).toBe(BigInt(gross));
  });

  it.each<[number, number]>([
    [-1, 2000],
    [29.99, 2000],
    [Number.NaN, 2000],
    [2999, -1],
    [2999, 19.5],
    [2999, 10_001],
  ])('refuses amount %s at rate %s', (amount, rate) => {
    expect(() => vatBreakdown(amount, rate, 'inclusive')).toThrow(RangeError);
  });
});
