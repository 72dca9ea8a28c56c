import { accountLink } from '@/lib/auth/links';
import { AUTH_TOKEN_TTL_MS, issueAuthToken } from '@/lib/auth/tokens';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { enqueueMail } from '@/lib/mail/queue';
import type { Order } from './orders';

// spec 2 "recipient email (gifts)": once a gift is paid, its recipient is told, in their language. Queued in
// the payment's transaction (lib/commerce/payments.ts), so a failed or cancelled gift mails nobody.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface GiftRecipientMailTarget {
  id: number;
  email: string;
  locale: Locale;
  isAutoPassword: boolean;
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
