import { describe, expect, it } from 'vitest';
import { invoiceView } from '@/lib/commerce/invoice-view';
import type { Invoice } from '@/lib/commerce/invoices';
import type { Order } from '@/lib/commerce/orders';
import type { Locale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';

// Issue 25: what the invoice says to a reverse-charged business and to a Chinese reader.

const dollars = { sign: '$', sign_before_value: true, minorUnit: 2 };
// Only the fields invoiceView reads.
const order = {
  id: 7,
  plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 },
  subtotal: 2299,
  discount: 0,
  vat: 0,
  vatRate: 0,
  total: 2299,
  vatInclusive: false,
  reverseCharge: true,
  paymentMethod: 'card',
  paidAt: new Date('2026-11-23T05:12:00Z'),
} as unknown as Order;
const billing = {
  email: 'mei@example.com',
  fullName: '林梅',
  company: 'Lin GmbH',
  street: null,
  city: null,
  state: null,
  zip: null,
  country: 'TW',
  vatNumber: 'DE123456789',
};

function view(locale: Locale, overrides: Partial<Order> = {}) {
  const invoice: Invoice = { number: 12, issuedAt: new Date('2026-11-23T05:12:00Z'), billing, order: { ...order, ...overrides } };
  return invoiceView(invoice, dollars, messagesByLocale[locale], locale);
}

describe('the invoice view in zh-CN', () => {
  it('says the buyer, not the seller, accounts for a reverse-charged VAT, and that it is no fapiao', () => {
    const { notes, facts, billing: fields } = view('zh-CN');
    expect(notes).toEqual(['反向征收：由购买方（收票方）自行申报缴纳增值税。', '本发票为跨境销售的收据，并非中国增值税发票。']);
    expect(notes.join()).not.toContain('收款方');
    expect(facts[0]).toEqual({ label: '收据编号', value: '12' });
    expect(fields).toContainEqual({ label: '国家', value: '中国台湾' });
  });

  it('puts the full-width colon after the VAT share of a VAT-inclusive total, and names the plan 1 年', () => {
    const { notes, item } = view('zh-CN', { vatInclusive: true, reverseCharge: false, vat: 367, vatRate: 1900 });
    expect(notes[0]).toBe('总计含增值税（19%）：$3.67');
    expect(item.label).toBe('Remapper 订阅，1 年，2 台电脑');
  });

  it('in English, says the same with an English colon', () => {
    const { notes } = view('en', { vatInclusive: true, reverseCharge: false, vat: 367, vatRate: 1900 });
    expect(notes).toEqual([
      'Total includes VAT (19%): $3.67',
      'This is a receipt for a cross-border sale. It is not a Chinese VAT invoice (fapiao).',
    ]);
  });
});
