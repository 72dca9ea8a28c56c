import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { messagesFor } from '@/lib/i18n/held-messages';
import type { AccountDataExport } from './data-export';

// Issue 23 "a readable HTML summary" of Download my data: the same data as the JSON file, one heading per section
// and one table per record, each value labelled, in the reader's language. Every value is escaped; the page loads nothing.

type Row = Record<string, unknown>;

const SECTIONS = [
  'account',
  'orders',
  'memberships',
  'renewals',
  'licenses',
  'licensePcs',
  'pcs',
  'programTokens',
  'programRequests',
  'oauthConnections',
  'sessions',
  'knownDevices',
  'mailedLinks',
  'emailChangeRequests',
  'taobaoCodes',
  'mails',
  'contactRequests',
] as const satisfies readonly (keyof AccountDataExport)[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

type Translator = ReturnType<typeof createTranslator<Messages, 'profile.data'>>;

/** A column's label in the reader's language (profile.data.fields; tests/unit/data-export-html.test.ts checks each has one). */
export function fieldLabel(t: Translator, key: string): string {
  const path = `fields.${key}` as Parameters<Translator>[0];
  return t.has(path) ? t(path) : key;
}

function cell(t: Translator, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return escape(t(value ? 'html.yes' : 'html.no'));
  if (typeof value === 'object') return record(t, value as Row);
  return escape(String(value));
}

function record(t: Translator, row: Row): string {
  const lines = Object.entries(row).map(
    ([key, value]) => `<tr><th scope="row">${escape(fieldLabel(t, key))}</th><td>${cell(t, value)}</td></tr>`,
  );
  return `<table>${lines.join('')}</table>`;
}

const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2328}' +
  'table{border-collapse:collapse;margin:0 0 1rem;width:100%}th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}' +
  'th{width:14rem;background:#f6f8fa;font-weight:600}td{word-break:break-word}h2{margin-top:2rem}';

/** The export as one self-contained HTML page in `locale`. */
export function dataExportHtml(data: AccountDataExport, locale: Locale): string {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'profile.data' });
  const made = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(
    new Date(data.generatedAt),
  );
  const sections = SECTIONS.map((section) => {
    const value = data[section];
    const rows: Row[] = Array.isArray(value) ? value : [value];
    const body = rows.length === 0 ? `<p>${escape(t('html.none'))}</p>` : rows.map((row) => record(t, row)).join('');
    return `<section><h2>${escape(t(`sections.${section}`))}</h2>${body}</section>`;
  });
  const title = escape(t('html.title'));
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${title}</title><style>${STYLE}</style></head><body><h1>${title}</h1><p>${escape(t('html.made', { date: made }))}</p>` +
    `<p>${escape(t('html.intro'))}</p>${sections.join('')}</body></html>\n`
  );
}
