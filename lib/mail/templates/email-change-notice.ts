import { labelled } from '@/lib/i18n/punctuation';
import { createTranslator } from 'next-intl';
import { html, link, mailDocument, multiline } from './html';
import type { MailContent, MailRenderContext } from './types';

// spec 4 "Email change: request sent": the address the account has now hears of the request, so a
// takeover through a stolen session does not go unnoticed. Links are built by the caller from SITE_URL.

export interface EmailChangeNoticeData {
  currentEmail: string;
  newEmail: string;
  reason: string;
  /** When the request was made, ISO 8601. */
  requestedAt: string;
  changePasswordUrl: string;
  supportUrl: string;
}

export function emailChangeNoticeMail(data: EmailChangeNoticeData, context: MailRenderContext): MailContent {
  const { locale, texts, siteUrl } = context;
  const t = createTranslator({ locale, messages: texts, namespace: 'mail.emailChange' });
  const layout = createTranslator({ locale, messages: texts, namespace: 'mail.layout' });
  // A mail has no time zone of its reader: UTC, said so.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(
    new Date(data.requestedAt),
  );
  const subject = t('subject');
  const heading = t('heading');
  const intro = t('intro', { current: data.currentEmail, next: data.newEmail, date });
  const next = t('next', { current: data.currentEmail });
  const footer = layout('footer', { site: siteUrl.host });

  const text = [
    heading,
    '',
    intro,
    '',
    labelled(locale, t('reasonLabel'), '').trimEnd(),
    data.reason,
    '',
    next,
    '',
    t('notYou'),
    labelled(locale, t('changePassword'), data.changePasswordUrl),
    labelled(locale, t('contactSupport'), data.supportUrl),
    '',
    '--',
    `${footer} ${siteUrl.href}`,
    '',
  ].join('\n');

  const body = html`<h1 style="font-size:18px;margin:0 0 12px">${heading}</h1>
<p style="margin:0 0 16px">${intro}</p>
<p style="margin:0 0 4px;font-weight:bold">${t('reasonLabel')}</p>
<p style="margin:0 0 16px;padding:8px 12px;background:#f4f5f7;border-radius:6px">${multiline(data.reason)}</p>
<p style="margin:0 0 16px">${next}</p>
<p style="margin:0 0 8px">${t('notYou')}</p>
<p style="margin:0">${link(data.changePasswordUrl, t('changePassword'))} · ${link(data.supportUrl, t('contactSupport'))}</p>`;

  return { subject, text, html: mailDocument({ lang: locale, title: subject, body, footer: link(siteUrl.href, footer) }) };
}
