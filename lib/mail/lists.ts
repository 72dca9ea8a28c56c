import type { UserRow } from '@/lib/db/schema';

// Issue 19 item 5: the mails an account may turn off. Transactional mails (activation, password restore,
// receipts, renewals charged or declined, gifts) belong to no list and are always sent; a mail on a list
// is sent only while the account takes that list, and carries a link to /account/unsubscribe and RFC 8058's
// one-click List-Unsubscribe header.

export const MAIL_LISTS = ['marketing', 'renewal-reminders'] as const;
export type MailList = (typeof MAIL_LISTS)[number];

/** The account's field that says whether it takes a list: news is opt-in (spec 3), reminders opt-out. */
export const MAIL_LIST_FIELDS = {
  marketing: 'subscribedToEmails',
  'renewal-reminders': 'renewalReminderEmails',
} as const satisfies Record<MailList, keyof UserRow>;

export function isMailList(value: unknown): value is MailList {
  return typeof value === 'string' && (MAIL_LISTS as readonly string[]).includes(value);
}

/** The headers of a mail on a list (RFC 2369 and RFC 8058); none for a transactional mail. */
export function listUnsubscribeHeaders(oneClickUrl: string | null): Record<string, string> {
  if (!oneClickUrl) return {};
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * RFC 8058 section 3.1: the one-click POST's body is `List-Unsubscribe=One-Click`, sent as a form
 * (application/x-www-form-urlencoded) or as multipart/form-data.
 */
export function isOneClickUnsubscribe(body: string, contentType: string | null): boolean {
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) {
    return /content-disposition:\s*form-data;\s*name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
  }
  return new URLSearchParams(body.trim()).get('List-Unsubscribe') === 'One-Click';
}
