import { accountDeletedMail } from './account-deleted';
import { accountLinkMail } from './account-link';
import { contactRequestMail } from './contact-request';
import { emailChangeDecisionMail } from './email-change-decision';
import { emailChangeNoticeMail } from './email-change-notice';
import { giftReceivedMail } from './gift-received';
import type { MailList } from '@/lib/mail/lists';
import { renewalMail } from './renewal';
import { renewalReminderMail } from './renewal-reminder';
import type { MailContent, MailRenderContext, MailTemplate } from './types';

export type { MailContent, MailRenderContext, MailTemplate } from './types';

// Every mail the shop sends, by kind (the `kind` column of mail_messages). A new mail is one template file
// in this folder, one line here and its strings in lib/i18n/messages/{en,zh-CN}/mail.json.
export const mailTemplates = {
  'contact-request': contactRequestMail,
  'account-link': accountLinkMail,
  'account-deleted': accountDeletedMail,
  'email-change-notice': emailChangeNoticeMail,
  'email-change-decision': emailChangeDecisionMail,
  'gift-received': giftReceivedMail,
  renewal: renewalMail,
  'renewal-reminder': renewalReminderMail,
} satisfies Record<string, MailTemplate<never>>;

export type MailKind = keyof typeof mailTemplates;

/** The list of each mail that is not transactional (lib/mail/lists.ts); a kind not named here is always sent. */
export const MAIL_KIND_LISTS = {
  'renewal-reminder': 'renewal-reminders',
} as const satisfies Partial<Record<MailKind, MailList>>;

/** What queueing a mail gives: its id, or, for a mail on a list the account turned off, null. */
export type QueuedMailId<Kind extends MailKind> = Kind extends keyof typeof MAIL_KIND_LISTS ? number | null : number;

export function mailListOf(kind: MailKind): MailList | undefined {
  return (MAIL_KIND_LISTS as Partial<Record<MailKind, MailList>>)[kind];
}

export type MailData<Kind extends MailKind> = Parameters<(typeof mailTemplates)[Kind]>[0];

export function renderMail<Kind extends MailKind>(kind: Kind, data: MailData<Kind>, context: MailRenderContext): MailContent {
  // TypeScript cannot tie the looked-up template to `Kind` on its own.
  const template = mailTemplates[kind] as MailTemplate<MailData<Kind>>;
  return template(data, context);
}
