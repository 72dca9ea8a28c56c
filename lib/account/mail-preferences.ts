import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { requireSignedIn } from '@/lib/auth/guard';
import { type DatabaseOrTransaction, getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { localizedPath, type Locale } from '@/lib/i18n/config';
import { MAIL_LIST_FIELDS } from '@/lib/mail/lists';
import { verifyUnsubscribeToken } from '@/lib/mail/unsubscribe-links';

// Issue 19 item 5, /account/unsubscribe: which mail lists (lib/mail/lists.ts) an account takes, read and set
// by its owner signed in, or by anyone holding a signed link from one of its list mails.

export interface MailPreferences {
  email: string;
  marketing: boolean;
  renewalReminders: boolean;
}

/** One schema for the form, the route and its tests: each list on or off, the link's token when signed out. */
export const mailPreferencesInputSchema = z.object({
  token: z.string().max(200).optional(),
  marketing: z.boolean(),
  renewalReminders: z.boolean(),
});

/** The account's lists; undefined for an account that does not exist or was deleted. */
export async function readMailPreferences(db: DatabaseOrTransaction, userId: number): Promise<MailPreferences | undefined> {
  const [row] = await db
    .select({ email: users.email, marketing: users.subscribedToEmails, renewalReminders: users.renewalReminderEmails })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/**
 * What /account/unsubscribe shows: the lists of the account a mailed link's `token` names, or without a token
 * the signed-in account's (signed out, the visitor is sent to sign in); undefined for a token that is not good.
 */
export async function mailPreferencesForPage(locale: Locale, token: string | null): Promise<MailPreferences | undefined> {
  const userId =
    token === null
      ? (await requireSignedIn(locale, localizedPath(locale, '/account/unsubscribe'))).user.id
      : verifyUnsubscribeToken(token)?.userId;
  return userId === undefined ? undefined : readMailPreferences(getDb(), userId);
}

/** Turns each list on or off; undefined when the account is gone. */
export async function saveMailPreferences(
  db: DatabaseOrTransaction,
  userId: number,
  { marketing, renewalReminders }: { marketing: boolean; renewalReminders: boolean },
): Promise<MailPreferences | undefined> {
  const [row] = await db
    .update(users)
    .set({ subscribedToEmails: marketing, renewalReminderEmails: renewalReminders })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ email: users.email, marketing: users.subscribedToEmails, renewalReminders: users.renewalReminderEmails });
  return row;
}

/** RFC 8058 one-click: the token's list off for the token's account; false when the token or account is not good. */
export async function unsubscribeByToken(db: DatabaseOrTransaction, token: unknown): Promise<boolean> {
  const grant = verifyUnsubscribeToken(token);
  if (!grant) return false;
  const turnedOff = await db
    .update(users)
    .set({ [MAIL_LIST_FIELDS[grant.list]]: false })
    .where(and(eq(users.id, grant.userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return turnedOff.length > 0;
}
