import type { DatabaseOrTransaction } from '@/lib/db/client';
import { toLocale } from '@/lib/i18n/config';
import { enqueueMail } from '@/lib/mail/queue';
import type { AccountLinkPurpose } from '@/lib/mail/templates/account-link';
import type { mailTexts } from '@/lib/mail/texts';
import type { UserRow } from './account-lookup';
import { accountLink } from './links';
import { AUTH_TOKEN_TTL_MS, issueAuthToken } from './tokens';

// The mails that carry one of an account's one-time links (lib/auth/tokens.ts), in the user's language.

const LINKS: Record<AccountLinkPurpose, { purpose: 'activation' | 'password-restore' | 'sign-in'; path: string }> = {
  activation: { purpose: 'activation', path: '/user/activate' },
  passwordRestore: { purpose: 'password-restore', path: '/user/change-password' },
  signIn: { purpose: 'sign-in', path: '/user/sign-in-by-hash' },
};

/** Issues a token and queues the mail carrying its link, in the user's language, in the caller's transaction. */
export async function queueAccountLink(
  tx: DatabaseOrTransaction,
  user: Pick<UserRow, 'id' | 'email' | 'locale'>,
  kind: AccountLinkPurpose,
  texts: Awaited<ReturnType<typeof mailTexts>>,
  now: Date = new Date(),
): Promise<void> {
  const { purpose, path } = LINKS[kind];
  const token = await issueAuthToken(tx, user.id, purpose, now);
  const locale = toLocale(user.locale);
  // The restore page needs the account's id as well (spec 7 change-password: id, password, cpassword, hash).
  const params: Record<string, string> = kind === 'passwordRestore' ? { id: String(user.id), hash: token } : { hash: token };
  await enqueueMail(tx, {
    kind: 'account-link',
    to: user.email,
    locale,
    texts,
    now,
    data: {
      purpose: kind,
      email: user.email,
      url: accountLink(locale, path, params),
      validForHours: AUTH_TOKEN_TTL_MS[purpose] / (60 * 60 * 1000),
    },
  });
}
