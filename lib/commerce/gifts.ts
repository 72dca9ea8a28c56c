import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import type { DatabaseOrTransaction } from '../db/client';
import { users } from '../db/schema';
import type { Locale } from '../i18n/config';
import { isDisposableEmail } from '../validation/disposable-email';

// spec 2 "recipient email (gifts)": the plan goes to the account of that address, made for it when there is
// none. The new account has a password nobody knows (is_auto_password, spec 4): the caller mails the
// recipient a sign-in link (lib/auth/accounts.ts queueAccountLink 'signIn'), and the profile asks them to
// set a password of their own. No mail is sent here.

export interface GiftRecipient {
  userId: number;
  email: string;
  /** True when this call made the account: the caller then mails the recipient. */
  created: boolean;
}

const recipientEmail = z.email().max(254);

export async function findOrCreateGiftRecipient(
  db: DatabaseOrTransaction,
  email: string,
  { locale = 'en' }: { locale?: Locale } = {},
): Promise<GiftRecipient | { kind: 'invalidEmail' }> {
  const parsed = recipientEmail.safeParse(email.trim().toLowerCase());
  if (!parsed.success || isDisposableEmail(parsed.data)) return { kind: 'invalidEmail' };
  const address = parsed.data;
  const find = async () => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
    return user;
  };
  const existing = await find();
  if (existing) return { userId: existing.id, email: address, created: false };

  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const [created] = await db
    .insert(users)
    .values({ email: address, passwordHash, isAutoPassword: true, locale })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created) return { userId: created.id, email: address, created: true };
  // Another request made the account between the look-up and the insert.
  const raced = await find();
  if (!raced) throw new Error(`The account of ${address} vanished while it was being created`);
  return { userId: raced.id, email: address, created: false };
}
