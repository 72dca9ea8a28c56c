import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '@/lib/auth/password';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/config';
import { isDisposableEmail } from '@/lib/validation/disposable-email';

// spec 2 "recipient email (gifts)": the plan goes to the account of that address, made for it when there is
// none, once the gift is paid (lib/commerce/payments.ts): an order that is never paid makes nobody an
// account. The new account has a password nobody knows (is_auto_password, spec 4): the payment mails the
// recipient a single-use sign-in link (gift-mail.ts), and the profile asks them to set a password of their
// own. No mail is sent here.

export interface GiftRecipient {
  userId: number;
  email: string;
  /** True when this call made the account: the caller then mails the recipient. */
  created: boolean;
}

const recipientEmail = z.email().max(254);

/** A recipient address as orders keep it (lower case), or null for one that cannot receive a gift. */
export function giftRecipientAddress(email: string): string | null {
  const parsed = recipientEmail.safeParse(email.trim().toLowerCase());
  return parsed.success && !isDisposableEmail(parsed.data) ? parsed.data : null;
}

/** The id of the account of `address` (as giftRecipientAddress gives it), if there is one. */
export async function accountIdOf(db: DatabaseOrTransaction, address: string): Promise<number | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  return user?.id ?? null;
}

export async function findOrCreateGiftRecipient(
  db: DatabaseOrTransaction,
  email: string,
  { locale = 'en' }: { locale?: Locale } = {},
): Promise<GiftRecipient | { kind: 'invalidEmail' }> {
  const address = giftRecipientAddress(email);
  if (!address) return { kind: 'invalidEmail' };
  const existing = await accountIdOf(db, address);
  if (existing !== null) return { userId: existing, email: address, created: false };

  // A password nobody is told (not even the recipient, whose gift mail signs them in by a single-use link and
  // asks them to set their own): it only keeps the account from having none. So sign-in never meets it, and
  // never answers error code 7 (README, Accounts).
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const [created] = await db
    .insert(users)
    .values({ email: address, passwordHash, isAutoPassword: true, locale })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created) return { userId: created.id, email: address, created: true };
  // Another request made the account between the look-up and the insert.
  const raced = await accountIdOf(db, address);
  if (raced === null) throw new Error(`The account of ${address} vanished while it was being created`);
  return { userId: raced, email: address, created: false };
}
