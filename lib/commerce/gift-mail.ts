import { eq } from 'drizzle-orm';
import { accountLink } from '../auth/links';
import { AUTH_TOKEN_TTL_MS, issueAuthToken } from '../auth/tokens';
import type { DatabaseOrTransaction } from '../db/client';
import { users } from '../db/schema';
import type { Locale } from '../i18n/config';
import type { Messages } from '../i18n/messages';
import { enqueueMail } from '../mail/queue';
import type { Order } from './orders';

// spec 2 "recipient email (gifts)": once a gift is paid, its recipient is told, in their language. Queued in
// the payment's transaction (lib/payments/fake-payment.ts), so a failed or cancelled gift mails nobody.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface GiftRecipientMailTarget {
  id: number;
  email: string;
  locale: Locale;
  isAutoPassword: boolean;
}

/** The recipient of a gift order, or null when the buyer bought for themselves. Read before the transaction. */
export async function giftRecipientOf(db: DatabaseOrTransaction, order: Pick<Order, 'buyerUserId' | 'recipientUserId'>) {
  if (order.recipientUserId === order.buyerUserId) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, locale: users.locale, isAutoPassword: users.isAutoPassword })
    .from(users)
    .where(eq(users.id, order.recipientUserId))
    .limit(1);
  if (!row) return null;
  return { ...row, locale: row.locale === 'zh-CN' ? 'zh-CN' : 'en' } satisfies GiftRecipientMailTarget;
}

export async function queueGiftMail(
  tx: DatabaseOrTransaction,
  order: Pick<Order, 'buyerEmail' | 'plan'>,
  recipient: GiftRecipientMailTarget,
  texts: Messages,
  now = new Date(),
): Promise<void> {
  // An account made for the gift has no password anyone knows: it gets a single-use sign-in link.
  const signIn = recipient.isAutoPassword;
  const url = signIn
    ? accountLink(recipient.locale, '/user/sign-in-by-hash', { hash: await issueAuthToken(tx, recipient.id, 'sign-in', now) })
    : accountLink(recipient.locale, '/account', {});
  await enqueueMail(tx, {
    kind: 'gift-received',
    to: recipient.email,
    locale: recipient.locale,
    texts,
    now,
    data: {
      buyerEmail: order.buyerEmail,
      recipientEmail: recipient.email,
      plan: order.plan,
      url,
      signInLinkDays: signIn ? Math.round(AUTH_TOKEN_TTL_MS['sign-in'] / DAY_MS) : null,
    },
  });
}
