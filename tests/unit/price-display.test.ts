import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import {
  type DisplayCurrency,
  formatAmount,
  fromPerMonthBilledAnnually,
  perDeviceLifetime,
  perDeviceYear,
  perInstanceAmount,
  perMonthAmount,
} from '@/lib/commerce/price-display';
import { messagesByLocale } from '@/lib/i18n/messages';

// spec 9: "two decimals, or rounded down when asked. The currency sign goes before or after the value
// per setting. Per-instance price is price divided by pc_num; per-month price is price divided by
// period; the 3-PC lifetime option gives the per-instance lifetime price."

const USD: DisplayCurrency = { sign: '$', sign_before_value: true, minorUnit: 2 };
const EUR: DisplayCurrency = { sign: '€', sign_before_value: false, minorUnit: 2 };
const PLN: DisplayCurrency = { sign: 'zł', sign_before_value: false, minorUnit: 2 };
const CNY: DisplayCurrency = { sign: '¥', sign_before_value: true, minorUnit: 2 };
const JPY: DisplayCurrency = { sign: '¥', sign_before_value: true, minorUnit: 0 };
const KWD: DisplayCurrency = { sign: 'KD', sign_before_value: false, minorUnit: 3 };

const nbsp = '\u00a0';

describe('formatAmount', () => {
  it.each<[number, DisplayCurrency, boolean, string]>([
    [2999, USD, false, '$29.99'],
    [2999, USD, true, '$29'],
    [2900, USD, false, '$29.00'],
    [5, USD, false, '$0.05'],
    [99, USD, true, '$0'],
    [0, USD, false, '$0.00'],
    [0, USD, true, '$0'],
    [129900, USD, false, '$1,299.00'],
    [123456789, USD, false, '$1,234,567.89'],
    [2999, EUR, false, `29.99${nbsp}€`],
    [2999, EUR, true, `29${nbsp}€`],
    [0, EUR, false, `0.00${nbsp}€`],
    [100000, EUR, false, `1,000.00${nbsp}€`],
    [4900, PLN, false, `49.00${nbsp}zł`],
    [19900, CNY, false, '¥199.00'],
    [19950, CNY, true, '¥199'],
    [4500, JPY, false, '¥4,500'],
    [4500, JPY, true, '¥4,500'],
    [0, JPY, false, '¥0'],
    [12345, KWD, false, `12.345${nbsp}KD`],
    [-500, USD, false, '-$5.00'],
    [-599, USD, true, '-$5'],
    [-500, EUR, false, `-5.00${nbsp}€`],
  ])('%i in %o (whole number: %s) is %s', (amount, currency, wholeNumber, shown) => {
    expect(formatAmount(amount, currency, { wholeNumber })).toBe(shown);
  });

  it('shows two decimals unless asked to round down', () => {
    expect(formatAmount(1999, USD)).toBe('$19.99');
  });

  it.each([29.99, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s, which is not an amount in minor units', (amount) => {
    expect(() => formatAmount(amount, USD)).toThrow(RangeError);
  });
});

describe('per-instance price: price / pc_num, rounded down to the minor unit', () => {
  it.each([
    // one-year subscriptions for 1, 2 and 5 PCs
    [2999, 1, 2999],
    [4999, 2, 2499],
    [7999, 5, 1599],
    [1000, 3, 333],
    // the 3-PC lifetime option gives the per-instance lifetime price
    [14999, 3, 4999],
    [15000, 3, 5000],
    [0, 5, 0],
    [4500, 2, 2250],
  ])('%i for %i PCs is %i each', (amount, pcNum, each) => {
    expect(perInstanceAmount(amount, pcNum)).toBe(each);
  });

  it.each([0, -1, 1.5])('refuses pc_num %s', (pcNum) => {
    expect(() => perInstanceAmount(2999, pcNum)).toThrow(RangeError);
  });
});

describe('per-month price: price / period, rounded down to the minor unit', () => {
  it.each([
    [2999, 12, 249],
    [1999, 12, 166],
    [1200, 12, 100],
    [1199, 12, 99],
    [11, 12, 0],
    [999, 3, 333],
    [1000, 3, 333],
    [1001, 3, 333],
    [1002, 3, 334],
    [0, 3, 0],
    [0, 12, 0],
  ])('%i over %i months is %i a month', (amount, period, monthly) => {
    expect(perMonthAmount(amount, period)).toBe(monthly);
  });

  it('a lifetime price (period 0) has no per-month price', () => {
    expect(() => perMonthAmount(14999, 0)).toThrow(RangeError);
  });

  it('the per-month share times the period never exceeds the price', () => {
    for (let amount = 0; amount < 3000; amount += 7) {
      for (const period of [3, 12]) {
        const monthly = perMonthAmount(amount, period);
        expect(monthly * period).toBeLessThanOrEqual(amount);
        expect((monthly + 1) * period).toBeGreaterThan(amount);
      }
    }
  });
});

describe('the spec 1 phrases, from the message catalogues', () => {
  const en = createTranslator({ locale: 'en', messages: messagesByLocale.en, namespace: 'shop.price' });
  const zh = createTranslator({ locale: 'zh-CN', messages: messagesByLocale['zh-CN'], namespace: 'shop.price' });

  it.each<[string, DisplayCurrency, boolean, string]>([
    ['USD', USD, false, 'from $2.49/month when billed annually'],
    ['USD rounded down', USD, true, 'from $2/month when billed annually'],
    ['EUR', EUR, false, `from 2.49${nbsp}€/month when billed annually`],
    ['CNY', CNY, false, 'from ¥2.49/month when billed annually'],
  ])("'from {price}/month when billed annually' in %s", (_name, currency, wholeNumber, phrase) => {
    expect(fromPerMonthBilledAnnually(en, 2999, currency, { wholeNumber })).toBe(phrase);
  });

  it.each<[number, number, DisplayCurrency, string]>([
    [2999, 1, USD, '$29.99/device/year'],
    [4999, 2, USD, '$24.99/device/year'],
    [7999, 5, USD, '$15.99/device/year'],
    [7999, 5, EUR, `15.99${nbsp}€/device/year`],
    [450000, 5, JPY, '¥90,000/device/year'],
  ])("'{price}/device/year': %i for %i PCs in %o", (amount, pcNum, currency, phrase) => {
    expect(perDeviceYear(en, amount, pcNum, currency)).toBe(phrase);
  });

  it('says the same in Chinese', () => {
    expect(fromPerMonthBilledAnnually(zh, 19900, CNY)).toBe('按年付费，低至每月 ¥16.58');
    expect(perDeviceYear(zh, 19900, 2, CNY)).toBe('¥99.50/台电脑/年');
  });

  it.each<[number, number, DisplayCurrency, boolean, string]>([
    // spec 9: the 3-PC lifetime option gives the per-instance lifetime price, rounded down to the cent
    [9999, 3, USD, false, '$33.33/device for life'],
    [10000, 3, USD, false, '$33.33/device for life'],
    [10002, 3, USD, false, '$33.34/device for life'],
    [9999, 3, USD, true, '$33/device for life'],
    [9499, 3, EUR, false, `31.66${nbsp}€/device for life`],
    [59999, 3, PLN, true, `199${nbsp}zł/device for life`],
    [68800, 3, CNY, false, '¥229.33/device for life'],
  ])('%i cents for lifetime x%i in %o (whole number: %s) is %s', (amount, pcNum, currency, wholeNumber, phrase) => {
    expect(perDeviceLifetime(en, amount, pcNum, currency, { wholeNumber })).toBe(phrase);
  });

  it('rounds the phrases down, never up, and puts the sign where the currency writes it', () => {
    // 1999 / 12 = 166.58 cents a month: shown as 1.66, not 1.67
    expect(fromPerMonthBilledAnnually(en, 1999, USD)).toBe('from $1.66/month when billed annually');
    expect(fromPerMonthBilledAnnually(en, 1999, USD, { wholeNumber: true })).toBe('from $1/month when billed annually');
    expect(fromPerMonthBilledAnnually(en, 1199, USD, { wholeNumber: true })).toBe('from $0/month when billed annually');
    expect(perDeviceYear(en, 4999, 5, PLN)).toBe(`9.99${nbsp}zł/device/year`);
    expect(perDeviceYear(en, 4999, 5, PLN, { wholeNumber: true })).toBe(`9${nbsp}zł/device/year`);
    expect(zh('perDeviceYear', { price: '¥1' })).toBe('¥1/台电脑/年');
    expect(perDeviceLifetime(zh, 68800, 3, CNY)).toBe('¥229.33/台电脑（终身授权）');
  });

  it("has the tier label 'lifetime x{pc_num}'", () => {
    expect(en('lifetimeTier', { pc_num: 3 })).toBe('lifetime x3');
  });
});
