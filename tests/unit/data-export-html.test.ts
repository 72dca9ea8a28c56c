import { describe, expect, it } from 'vitest';
import { type AccountDataExport, DATA_EXPORT_FORMAT, DATA_EXPORT_VERSION } from '@/lib/account/data-export';
import { EXPORTED_TABLES } from '@/lib/account/data-export-fields';
import { dataExportHtml } from '@/lib/account/data-export-html';
import { locales } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';

// Issue 23: the readable page of Download my data labels each value in the reader's words, not by column name.

// Keys the export adds to the selected columns (lib/account/data-export.ts).
const ADDED_KEYS = ['hasPassword', 'invoice', 'provider'];

const exportedKeys = [...new Set([...Object.values(EXPORTED_TABLES).flatMap((entry) => [...entry.exported]), ...ADDED_KEYS])];

const sample: AccountDataExport = {
  format: DATA_EXPORT_FORMAT,
  version: DATA_EXPORT_VERSION,
  generatedAt: '2026-11-26T12:00:00.000Z',
  account: { id: 7, email: 'mei@example.com', firstName: 'Mei', subscribedToEmails: true, hasPassword: false },
  sessions: [],
  knownDevices: [],
  mailedLinks: [],
  oauthConnections: [],
  emailChangeRequests: [],
  orders: [{ id: 3, total: 1999, invoice: { number: 41, fullName: 'Mei Lin' } }],
  memberships: [],
  renewals: [],
  taobaoCodes: [],
  licenses: [],
  licensePcs: [],
  pcs: [],
  programTokens: [],
  programRequests: [],
  mails: [],
  contactRequests: [],
};

describe('the data export page', () => {
  it.each(locales)('has a %s label for every exported column', (locale) => {
    const labels: Record<string, string> = messagesByLocale[locale].profile.data.fields;
    expect(exportedKeys.filter((key) => !labels[key])).toEqual([]);
  });

  it('labels the values in English and in Chinese, booleans as words', () => {
    const en = dataExportHtml(sample, 'en');
    expect(en).toContain('<th scope="row">First name</th><td>Mei</td>');
    expect(en).toContain('<th scope="row">Subscribed to emails</th><td>Yes</td>');
    expect(en).toContain('<th scope="row">Has a password</th><td>No</td>');
    expect(en).toContain('<th scope="row">Invoice number</th><td>41</td>');
    const zh = dataExportHtml(sample, 'zh-CN');
    expect(zh).toContain('<th scope="row">名</th><td>Mei</td>');
    expect(zh).toContain('<th scope="row">订阅电子邮件</th><td>是</td>');
    expect(zh).toContain('<th scope="row">发票号码</th><td>41</td>');
    for (const page of [en, zh]) expect(page).not.toMatch(/<th scope="row">(firstName|hasPassword|number|subscribedToEmails)<\/th>/);
  });
});
