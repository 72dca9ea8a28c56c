import { accountDeletedMail } from './account-deleted';
import { accountLinkMail } from './account-link';
import { contactRequestMail } from './contact-request';
import { emailChangeNoticeMail } from './email-change-notice';
import { giftReceivedMail } from './gift-received';
import { renewalMail } from './renewal';
import type { MailContent, MailRenderContext, MailTemplate } from './types';

export type { MailContent, MailRenderContext, MailTemplate } from './types';

// Every mail the shop sends, by kind (the `kind` column of mail_messages). A new mail is one template file
// in this folder, one line here and its strings in lib/i18n/messages/{en,zh-CN}/mail.json.
export const mailTemplates = {
  'contact-request': contactRequestMail,
  'account-link': accountLinkMail,
  'account-deleted': accountDeletedMail,
  'email-change-notice': emailChangeNoticeMail,
  'gift-received': giftReceivedMail,
  renewal: renewalMail,
} satisfies Record<string, MailTemplate<never>>;

export type MailKind = keyof typeof mailTemplates;
export type MailData<Kind extends MailKind> = Parameters<(typeof mailTemplates)[Kind]>[0];

export function renderMail<Kind extends MailKind>(
  kind: Kind,
  data: MailData<Kind>,
  context: MailRenderContext,
): MailContent {
  // TypeScript cannot tie the looked-up template to `Kind` on its own.
  const template = mailTemplates[kind] as MailTemplate<MailData<Kind>>;
  return template(data, context);
}
