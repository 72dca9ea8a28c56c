import { createFormatter, createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { ContactRequest } from '@/lib/validation/contact-forms';
import { html, link, mailDocument, multiline } from './html';
import type { MailContent, MailRenderContext } from './types';

// spec 4 and the issue: "Requests are stored, then mailed to the support address". Support answers with
// Reply, so the mail carries everything the visitor typed, labelled as the form labelled it.

export interface ContactRequestMailData {
  /** The row id in contact_requests. */
  id: number;
  request: ContactRequest;
  /** The language the visitor wrote from, so the answer can be in it. */
  visitorLocale: Locale;
  receivedAt: Date;
}

interface Row {
  label: string;
  value: string;
}

export function contactRequestMail(data: ContactRequestMailData, context: MailRenderContext): MailContent {
  const { request } = data;
  const { locale, texts, siteUrl } = context;
  const t = createTranslator({ locale, messages: texts, namespace: 'mail.contactRequest' });
  const layout = createTranslator({ locale, messages: texts, namespace: 'mail.layout' });
  const format = createFormatter({ locale, timeZone: 'UTC' });

  const form = t(`forms.${request.form}`);
  const sender = request.name || request.email;
  const topic = request.form === 'contact' ? oneLine(request.subject ?? '') : '';
  const subject = topic ? t('subjectWithTopic', { form, id: data.id, sender, topic }) : t('subject', { form, id: data.id, sender });
  const heading = t('heading', { form, id: data.id });
  const intro = t('intro', { site: siteUrl.host });
  const details: Row[] = [
    { label: t('details.received'), value: format.dateTime(data.receivedAt, RECEIVED_FORMAT) },
    { label: t('details.locale'), value: t(`locales.${data.visitorLocale}`) },
  ];
  const fields = formFields(request, texts.forms);
  const message = { label: messageLabel(request, texts.forms), value: request.message || t('noMessage') };
  const footer = layout('footer', { site: siteUrl.host });

  // Chinese text sets a full-width colon after a label: the separator is part of the translation.
  const rowsAsText = (rows: Row[]) => rows.map(({ label, value }) => layout('field', { label, value: oneLine(value) }));
  const text = [
    intro,
    '',
    heading,
    ...rowsAsText(details),
    '',
    ...rowsAsText(fields),
    '',
    layout('fieldHeading', { label: message.label }),
    message.value,
    '',
    '--',
    `${footer} ${siteUrl.href}`,
    '',
  ].join('\n');

  const replyHref = `mailto:${request.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
  const body = html`<h1 style="font-size:18px;margin:0 0 12px">${heading}</h1>
<p style="margin:0 0 16px">${intro}</p>
${rowsAsTable([...details, ...fields])}
<h2 style="font-size:15px;margin:20px 0 8px">${message.label}</h2>
<blockquote style="margin:0;padding:12px 16px;border-left:4px solid #d0d7de;background:#f6f8fa">${multiline(message.value)}</blockquote>
<p style="margin:20px 0 0">${link(replyHref, t('reply', { email: request.email }))}</p>`;

  return {
    subject,
    text,
    html: mailDocument({ lang: locale, title: subject, body, footer: link(siteUrl.href, footer) }),
  };
}

const RECEIVED_FORMAT = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
} as const;

type FormTexts = MailRenderContext['texts']['forms'];

/** The fields of the request's form, in the form's order, under the form's labels; empty ones left out. */
function formFields(request: ContactRequest, forms: FormTexts): Row[] {
  const { fields } = forms;
  const rows: [string, string | undefined][] = (() => {
    switch (request.form) {
      case 'contact':
        return [
          [fields.name, request.name],
          [fields.email, request.email],
          [fields.subject, request.subject],
        ];
      case 'partner':
        return [
          [fields.name, request.name],
          [fields.email, request.email],
          [fields.partnerType, forms.partnerTypes[request.partnerType]],
          [fields.website, request.website],
          [fields.dailyVisitors, request.dailyVisitors],
        ];
      case 'translator':
        return [
          [fields.name, request.name],
          [fields.contactEmail, request.email],
          [fields.language, request.language],
        ];
      case 'developer':
        return [
          [fields.name, request.name],
          [fields.contactEmail, request.email],
          [fields.company, request.company],
        ];
    }
  })();
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}

/** The translators' form calls its message "Tell us more"; the others call it "Message". */
function messageLabel(request: ContactRequest, forms: FormTexts): string {
  return request.form === 'translator' ? forms.fields.tellUsMore : forms.fields.message;
}

function rowsAsTable(rows: Row[]) {
  return html`<table style="border-collapse:collapse;width:100%">${rows.map(
    ({ label, value }) =>
      html`<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;font-weight:normal;color:#59636e;white-space:nowrap">${label}</th><td style="padding:4px 0">${value}</td></tr>`,
  )}</table>`;
}

/** A header or a table cell holds one line: line breaks a visitor pasted become spaces. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
