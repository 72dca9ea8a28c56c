import { labelled } from '@/lib/i18n/punctuation';
import { createTranslator } from 'next-intl';
import { localizedPath } from '@/lib/i18n/config';
import { html, link, mailDocument } from './html';
import type { MailContent, MailRenderContext } from './types';

// Issue 19 item 5: a week before an auto-renewing subscription is charged, the buyer is reminded
// (lib/memberships/renewal-reminders.ts). The mail is on the 'renewal-reminders' list (lib/mail/lists.ts):
// it carries the link that turns such mails off, and is not sent to an account that turned them off.

export interface RenewalReminderData {
  plan: { periodMonths: number; pcNum: number };
  /** When the term ends and the renewal is charged (ISO 8601). */
  endsAt: string;
}

export function renewalReminderMail(data: RenewalReminderData, context: MailRenderContext): MailContent {
  const { locale, texts, siteUrl, unsubscribeUrl } = context;
  if (!unsubscribeUrl) throw new Error('A renewal reminder is a list mail: it needs its unsubscribe link');
  const t = createTranslator({ locale, messages: texts, namespace: 'mail.renewalReminder' });
  const plans = createTranslator({ locale, messages: texts, namespace: 'mail.renewal' });
  const layout = createTranslator({ locale, messages: texts, namespace: 'mail.layout' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const plan = plans('planSubscription', { months: data.plan.periodMonths, pcs: data.plan.pcNum });
  const subject = t('subject');
  const heading = t('heading');
  const intro = t('text', { plan, date: day.format(new Date(data.endsAt)) });
  const url = new URL(localizedPath(locale, '/account'), siteUrl).href;
  const action = t('action');
  const listNote = layout('listNote');
  const unsubscribe = layout('unsubscribe');
  const footer = layout('footer', { site: siteUrl.host });

  const text = [
    heading,
    '',
    intro,
    '',
    labelled(locale, action, url),
    '',
    '--',
    listNote,
    labelled(locale, unsubscribe, unsubscribeUrl),
    `${footer} ${siteUrl.href}`,
    '',
  ].join('\n');
  const body = html`<h1 style="font-size:18px;margin:0 0 12px">${heading}</h1>
<p style="margin:0 0 20px">${intro}</p>
<p style="margin:0"><a href="${url}" style="display:inline-block;padding:10px 20px;border-radius:6px;background:#1a56db;color:#ffffff;text-decoration:none;font-weight:bold">${action}</a></p>`;
  const footerHtml = html`${listNote} ${link(unsubscribeUrl, unsubscribe)}<br>${link(siteUrl.href, footer)}`;
  return { subject, text, html: mailDocument({ lang: locale, title: subject, body, footer: footerHtml }) };
}
