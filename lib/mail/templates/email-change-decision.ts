import { labelled } from '@/lib/i18n/punctuation';
import { createTranslator } from 'next-intl';
import { html, link, mailDocument, multiline } from './html';
import type { MailContent, MailRenderContext } from './types';

// Issue 20: staff approved or refused an e-mail change request (spec 3 "Email change request"). An approval is
// mailed to both addresses, so the old one hears that it no longer signs in; a refusal to the account's address,
// with the message staff wrote.

export interface EmailChangeDecisionData {
  decision: 'approved' | 'refused';
  currentEmail: string;
  newEmail: string;
  /** The refusal's message from staff; empty for an approval. */
  message: string;
  signInUrl: string;
  supportUrl: string;
}

export function emailChangeDecisionMail(data: EmailChangeDecisionData, context: MailRenderContext): MailContent {
  const { locale, texts, siteUrl } = context;
  const t = createTranslator({ locale, messages: texts, namespace: 'mail.emailChangeDecision' });
  const layout = createTranslator({ locale, messages: texts, namespace: 'mail.layout' });
  const approved = data.decision === 'approved';
  const subject = approved ? t('approvedSubject') : t('refusedSubject');
  const heading = approved ? t('approvedHeading') : t('refusedHeading');
  const body1 = approved
    ? t('approvedBody', { current: data.currentEmail, next: data.newEmail })
    : t('refusedBody', { current: data.currentEmail, next: data.newEmail });
  const footer = layout('footer', { site: siteUrl.host });
  const messageText = approved ? [] : [labelled(locale, t('messageLabel'), '').trimEnd(), data.message, ''];

  const text = [
    heading,
    '',
    body1,
    '',
    ...messageText,
    labelled(locale, t('signIn'), data.signInUrl),
    labelled(locale, t('contactSupport'), data.supportUrl),
    '',
    '--',
    `${footer} ${siteUrl.href}`,
    '',
  ].join('\n');

  const message = approved
    ? ''
    : html`<p style="margin:0 0 4px;font-weight:bold">${t('messageLabel')}</p>
<p style="margin:0 0 16px;padding:8px 12px;background:#f4f5f7;border-radius:6px">${multiline(data.message)}</p>`;
  const body = html`<h1 style="font-size:18px;margin:0 0 12px">${heading}</h1>
<p style="margin:0 0 16px">${body1}</p>
${message}
<p style="margin:0">${link(data.signInUrl, t('signIn'))} · ${link(data.supportUrl, t('contactSupport'))}</p>`;

  return { subject, text, html: mailDocument({ lang: locale, title: subject, body, footer: link(siteUrl.href, footer) }) };
}
