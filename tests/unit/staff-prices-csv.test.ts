import { describe, expect, it } from 'vitest';
import { majorAmountText, parseMajorAmount, priceTarget } from '@/lib/staff/prices';

// Issue 20: what staff type for a price, and the CSV files they load (legacy licences).

describe('parseMajorAmount', () => {
  it("reads a positive amount with at most the currency's decimals, in minor units", () => {
    expect(parseMajorAmount('9.99', 2)).toBe(999);
    expect(parseMajorAmount(' 10 ', 2)).toBe(1000);
    expect(parseMajorAmount('10.5', 2)).toBe(1050);
    expect(parseMajorAmount('0.01', 2)).toBe(1);
    expect(parseMajorAmount('980', 0)).toBe(980);
    expect(parseMajorAmount('1.2345', 4)).toBe(12345);
  });

  it('refuses zero, signs, separators, exponents, too many decimals and more than a million', () => {
    for (const [text, minorUnit] of [
      ['0', 2],
      ['0.00', 2],
      ['-1', 2],
      ['+1', 2],
      ['9.999', 2],
      ['9.5', 0],
      ['9.', 2],
      ['.5', 2],
      ['1,99', 2],
      ['1 000', 2],
      ['1e3', 2],
      ['$9', 2],
      ['', 2],
      ['1000000.01', 2],
      ['Infinity', 2],
    ] as const) {
      expect({ text, minorUnit, amount: parseMajorAmount(text, minorUnit) }).toEqual({ text, minorUnit, amount: null });
    }
  });

  it('writes minor units back as typed, and names a plan for the audit log', () => {
    expect(majorAmountText(999, 2)).toBe('9.99');
    expect(majorAmountText(5, 2)).toBe('0.05');
    expect(majorAmountText(98, 0)).toBe('98');
    for (const amount of [1, 99, 100, 12345, 39999]) expect(parseMajorAmount(majorAmountText(amount, 2), 2)).toBe(amount);
    expect(priceTarget({ currencyCode: 'USD', kind: 'subscription', periodMonths: 12, pcNum: 2 })).toBe('USD subscription 12m ×2');
    expect(priceTarget({ currencyCode: 'EUR', kind: 'lifetime', periodMonths: 0, pcNum: 1 })).toBe('EUR lifetime ×1');
  });
});
