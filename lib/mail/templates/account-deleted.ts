import { createTranslator } from 'next-intl';
import { html, link, mailDocument } from './html';
import type { MailContent, MailRenderContext } from './types';

// Issue 23 "a mail confirms the deletion, in the account's language": sent to the address the account had, once
// it is erased (lib/account/deletion.ts). It holds no link that signs anyone in; only the way to start again.

export interface AccountDeletedData {
  email: string;
  /** When the account was deleted, ISO 8601. */
  deletedAt: string;
  signUpUrl: string;
}

export function accountDeletedMail(data: AccountDeletedData, context: MailRenderContext): MailContent {
  const { locale, texts, siteUrl } = context;
  const t = createTranslator({ locale, messages: texts, namespace: 'mail.accountDeleted' });
  const layout = createTranslator({ locale, messages: texts, namespace: 'mail.layout' });
  // A mail has no time zone of its reader: UTC, said so.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(new Date(data.deletedAt));
  const subject = t('subject');
  const heading = t('heading');
  const intro = t('intro', { email: data.email, date });
  const kept = t('kept');
  const again = t('again');
  const footer = layout('footer', { site: siteUrl.host });

  const text = [heading, '', intro, '', kept, '', `${again} ${data.signUpUrl}`, '', '--', `${footer} ${siteUrl.href}`, ''].join('\n');

  const body = html`<h1 style="font-size:18px;margin:0 0 12px">${heading}</h1>
<p style="margin:0 0 16px">${intro}</p>
<p style="margin:0 0 16px">${kept}</p>
<p style="margin:0">${again} ${link(data.signUpUrl, data.signUpUrl)}</p>`;

  return { subject, text, html: mailDocument({ lang: locale, title: subject, body, footer: link(siteUrl.href, footer) }) };
}
