import { labelled } from '@/lib/i18n/punctuation';
import { createTranslator } from 'next-intl';
import { localizedPath } from '@/lib/i18n/config';
import { html, link, mailDocument } from './html';
import type { MailContent, MailRenderContext } from './types';

// spec 4 autocharge: the renewal jobs (lib/memberships/renewals.ts) tell the buyer at each step: renewed, a
// declined charge that will be tried again, and auto-renewal stopped after the last attempt.

export interface RenewalMailData {
  outcome: 'renewed' | 'retrying' | 'stopped';
  plan: { kind: 'subscription' | 'lifetime'; periodMonths: number; pcNum: number };
  /** When the subscription ends now (ISO 8601): the new end once renewed, else the current one. */
  endsAt: string;
  /** The next attempt (ISO 8601), while retrying. */
  nextAttemptAt: string | null;
}

export function renewalMail(data: RenewalMailData, context: MailRenderContext): MailContent {
  const { locale, texts, siteUrl } = context;
  const t = createTranslator({ locale, messages: texts, namespace: 'mail.renewal' });
  const layout = createTranslator({ locale, messages: texts, namespace: 'mail.layout' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const plan = t('planSubscription', { months: data.plan.periodMonths, pcs: data.plan.pcNum });
  const date = day.format(new Date(data.endsAt));
  const subject = t(`${data.outcome}Subject`);
  const heading = t(`${data.outcome}Heading`);
  const intro =
    data.outcome === 'retrying'
      ? t('retryingText', { plan, date, next: `${moment.format(new Date(data.nextAttemptAt ?? data.endsAt))} UTC` })
      : t(`${data.outcome}Text`, { plan, date });
  const url = new URL(localizedPath(locale, '/account'), siteUrl).href;
  const action = t('action');
  const footer = layout('footer', { site: siteUrl.host });

  const text = [heading, '', intro, '', labelled(locale, action, url), '', '--', `${footer} ${siteUrl.href}`, ''].join('\n');
  const body = html`<h1 style="font-size:18px;margin:0 0 12px">${heading}</h1>
<p style="margin:0 0 20px">${intro}</p>
<p style="margin:0"><a href="${url}" style="display:inline-block;padding:10px 20px;border-radius:6px;background:#1a56db;color:#ffffff;text-decoration:none;font-weight:bold">${action}</a></p>`;
  return { subject, text, html: mailDocument({ lang: locale, title: subject, body, footer: link(siteUrl.href, footer) }) };
}
