import { labelled } from '@/lib/i18n/punctuation';
import { createTranslator } from 'next-intl';
import { html, link, mailDocument } from './html';
import type { MailContent, MailRenderContext } from './types';

// spec 2 "recipient email (gifts)": the recipient of a paid gift hears of it. An account made for the gift
// has a password nobody knows (lib/commerce/gifts.ts), so its mail carries a single-use sign-in link; an
// account that existed gets a link to the account page. Links are built by the caller from SITE_URL.

export interface GiftReceivedData {
  buyerEmail: string;
  recipientEmail: string;
  plan: { kind: 'subscription' | 'lifetime'; periodMonths: number; pcNum: number };
  url: string;
  /** The link signs the recipient in (a new account); its lifetime in days. Null: a plain account link. */
  signInLinkDays: number | null;
}

export function giftReceivedMail(data: GiftReceivedData, context: MailRenderContext): MailContent {
  const { locale, texts, siteUrl } = context;
  const t = createTranslator({ locale, messages: texts, namespace: 'mail.gift' });
  const layout = createTranslator({ locale, messages: texts, namespace: 'mail.layout' });
  const plan =
    data.plan.kind === 'lifetime'
      ? t('planLifetime', { pcs: data.plan.pcNum })
      : t('planSubscription', { months: data.plan.periodMonths, pcs: data.plan.pcNum });
  const subject = t('subject');
  const heading = t('heading');
  const intro = t('intro', { buyer: data.buyerEmail, plan, email: data.recipientEmail });
  const action = data.signInLinkDays === null ? t('actionAccount') : t('actionSignIn');
  const expiry = data.signInLinkDays === null ? null : t('expiry', { days: data.signInLinkDays });
  const footer = layout('footer', { site: siteUrl.host });

  const text = [
    heading,
    '',
    intro,
    '',
    labelled(locale, action, data.url),
    '',
    ...(expiry ? [expiry, ''] : []),
    '--',
    `${footer} ${siteUrl.href}`,
    '',
  ].join('\n');

  const body = html`<h1 style="font-size:18px;margin:0 0 12px">${heading}</h1>
<p style="margin:0 0 20px">${intro}</p>
<p style="margin:0 0 20px"><a href="${data.url}" style="display:inline-block;padding:10px 20px;border-radius:6px;background:#1a56db;color:#ffffff;text-decoration:none;font-weight:bold">${action}</a></p>
<p style="margin:0 0 20px;font-size:13px;word-break:break-all">${link(data.url, data.url)}</p>
<p style="margin:0;font-size:13px;color:#59636e">${expiry ?? ''}</p>`;

  return { subject, text, html: mailDocument({ lang: locale, title: subject, body, footer: link(siteUrl.href, footer) }) };
}
