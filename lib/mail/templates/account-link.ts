import { labelled } from '@/lib/i18n/punctuation';
import { createTranslator } from 'next-intl';
import { html, link, mailDocument } from './html';
import type { MailContent, MailRenderContext } from './types';

// spec 4 "Account email" and "Password recovery", /user/sign-in-by-hash: a mail whose point is one link
// the user follows. The link is built by the caller from SITE_URL (lib/auth/links.ts), never a Host header.

export type AccountLinkPurpose = 'activation' | 'passwordRestore' | 'signIn';

export interface AccountLinkMailData {
  purpose: AccountLinkPurpose;
  email: string;
  url: string;
  /** How long the link works, in hours. */
  validForHours: number;
}

export function accountLinkMail(data: AccountLinkMailData, context: MailRenderContext): MailContent {
  const { locale, texts, siteUrl } = context;
  const t = createTranslator({ locale, messages: texts, namespace: 'mail.accountLink' });
  const layout = createTranslator({ locale, messages: texts, namespace: 'mail.layout' });
  const key = data.purpose;
  const hours = data.validForHours;
  const subject = t(`${key}.subject`);
  const heading = t(`${key}.heading`);
  const intro = t(`${key}.intro`, { email: data.email });
  const expiry = t(`${key}.expiry`, { hours, days: Math.round(hours / 24) });
  const footer = layout('footer', { site: siteUrl.host });

  const text = [
    heading,
    '',
    intro,
    '',
    labelled(locale, t(`${key}.action`), data.url),
    '',
    expiry,
    t('ignore'),
    '',
    '--',
    `${footer} ${siteUrl.href}`,
    '',
  ].join('\n');

  const body = html`<h1 style="font-size:18px;margin:0 0 12px">${heading}</h1>
<p style="margin:0 0 20px">${intro}</p>
<p style="margin:0 0 20px"><a href="${data.url}" style="display:inline-block;padding:10px 20px;border-radius:6px;background:#1a56db;color:#ffffff;text-decoration:none;font-weight:bold">${t(`${key}.action`)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#59636e">${t('copyLink')}</p>
<p style="margin:0 0 20px;font-size:13px;word-break:break-all">${link(data.url, data.url)}</p>
<p style="margin:0 0 8px;font-size:13px;color:#59636e">${expiry}</p>
<p style="margin:0;font-size:13px;color:#59636e">${t('ignore')}</p>`;

  return { subject, text, html: mailDocument({ lang: locale, title: subject, body, footer: link(siteUrl.href, footer) }) };
}
