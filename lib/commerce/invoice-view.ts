import { createTranslator } from 'next-intl';
import { config, type Environment } from '@/lib/config';
import { labelled } from '@/lib/i18n/punctuation';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import type { Invoice } from './invoices';
import { formatAmount, type DisplayCurrency } from './price-display';
import type { PlanChoice } from './plans';
import { sellerCountryFromEnv } from './vat';
import { vatRatePercent } from './vat-rates';
import { countryName } from '@/lib/validation/countries';

// spec 3 "Invoice: receipt, date paid, due date, payment method, order, item, total, VAT, billing information
// (email, full name, street, city, zip/postal code, country), postal address". One pure function words the
// invoice; the pdf-layout page (HTML) and the PDF (invoice-pdf.ts) both draw what it returns, so the two
// never disagree.

export interface InvoiceField {
  label: string;
  value: string;
}

export interface InvoiceView {
  title: string;
  number: number;
  /** Receipt, date paid, due date, payment method, order. */
  facts: InvoiceField[];
  /** The item bought and its list price. */
  item: InvoiceField;
  /** Subtotal, discount, VAT and total, in that order; `total` is the last. */
  totals: InvoiceField[];
  notes: string[];
  billingHeading: string;
  billing: InvoiceField[];
  postalAddressHeading: string;
  /** The seller's postal address, one line an entry. */
  postalAddress: string[];
  fileName: string;
}

/** A plan as an invoice's item ('Remapper subscription, 1 year, 2 PCs'). */
export function planItem(messages: Messages, locale: Locale, plan: PlanChoice): string {
  const t = createTranslator({ locale, messages, namespace: 'shop.orders.item' });
  return plan.kind === 'lifetime'
    ? t('lifetime', { pcNum: plan.pcNum })
    : t('subscription', { months: plan.periodMonths, pcNum: plan.pcNum });
}

/** A payment method as the shop names it; an unknown one as it is stored. */
export function paymentMethodName(messages: Messages, method: string): string {
  const names: Record<string, string> = messages.shop.orders.methods;
  return names[method] ?? method;
}

/** A date as the invoice prints it, in UTC (the day the payment was booked, wherever the reader is). */
export function invoiceDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The seller's postal address: INVOICE_SELLER_ADDRESS, lines separated by '|' or new lines. The spec names
 * no company; the default names the shop and its VAT country (SELLER_COUNTRY) only.
 */
export function sellerPostalAddress(locale: Locale, env?: Environment): string[] {
  const configured = config(env)
    .env.INVOICE_SELLER_ADDRESS?.split(/\||\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (configured && configured.length > 0) return configured;
  return ['Remapper', countryName(sellerCountryFromEnv(env), locale)];
}

export function invoiceView(
  invoice: Invoice,
  currency: DisplayCurrency,
  messages: Messages,
  locale: Locale,
  env?: Environment,
): InvoiceView {
  const t = createTranslator({ locale, messages, namespace: 'shop.invoice' });
  const { order, billing } = invoice;
  const money = (amount: number) => formatAmount(amount, currency);
  const paidAt = order.paidAt ?? invoice.issuedAt;
  const rate = vatRatePercent(order.vatRate);

  const totals: InvoiceField[] = [{ label: t('subtotal'), value: money(order.subtotal) }];
  if (order.discount > 0) totals.push({ label: t('discount'), value: money(-order.discount) });
  // B2C prices include VAT (the total shows its share); a business outside the seller's country adds it.
  if (!order.vatInclusive) totals.push({ label: t('vat', { rate }), value: money(order.vat) });
  totals.push({ label: t('total'), value: money(order.total) });
  const notes: string[] = [];
  if (order.vatInclusive && order.vat > 0) notes.push(labelled(locale, t('vatIncluded', { rate }), money(order.vat)));
  if (order.reverseCharge) notes.push(t('reverseCharge'));
  // Issue 25: a Chinese reader takes 发票 for an official fapiao; the invoice says what it is.
  notes.push(t('crossBorder'));

  const country = billing.country ? countryName(billing.country, locale) : null;
  const billingFields: [string, string | null | undefined][] = [
    [t('email'), billing.email],
    [t('fullName'), billing.fullName],
    [t('company'), billing.company],
    [t('street'), billing.street],
    [t('city'), billing.city],
    [t('state'), billing.state],
    [t('zip'), billing.zip],
    [t('country'), country],
    [t('vatNumber'), billing.vatNumber],
  ];

  return {
    title: t('title'),
    number: invoice.number,
    facts: [
      { label: t('receipt'), value: String(invoice.number) },
      { label: t('datePaid'), value: invoiceDate(paidAt, locale) },
      // Paid on purchase: due the day it was paid.
      { label: t('dueDate'), value: invoiceDate(paidAt, locale) },
      { label: t('paymentMethod'), value: paymentMethodName(messages, order.paymentMethod) },
      { label: t('order'), value: String(order.id) },
    ],
    item: { label: planItem(messages, locale, order.plan), value: money(order.subtotal) },
    totals,
    notes,
    billingHeading: t('billingInformation'),
    billing: billingFields.filter((field): field is [string, string] => Boolean(field[1])).map(([label, value]) => ({ label, value })),
    postalAddressHeading: t('postalAddress'),
    postalAddress: sellerPostalAddress(locale, env),
    fileName: t('fileName', { number: invoice.number }),
  };
}
