import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { config, type Environment } from '@/lib/config';
import { localizedPath, type Locale } from '@/lib/i18n/config';
import { isMailList, type MailList } from './lists';

// The links of a list mail (lib/mail/lists.ts) and their token. The token: the account id, the list, and an HMAC-SHA256 of both under
// MAIL_LINK_SECRET. It opens that account's mail preferences with no sign-in, so it must not be forgeable
// nor reusable for another account: changing the id or the list breaks the HMAC. It does not expire, since
// a mail may be read months later, and it grants nothing but turning lists off and on.

const TOKEN_PATTERN = /^([1-9][0-9]{0,9})\.([a-z-]{1,32})\.([A-Za-z0-9_-]{43})$/;

// The local profile serves one machine and has no secrets of its own; production refuses to start without
// MAIL_LINK_SECRET (lib/config/problems.ts).
const LOCAL_SECRET = createHash('sha256').update('remapper local mail links').digest('base64url');

function secret(env?: Environment): string {
  return config(env).env.MAIL_LINK_SECRET ?? LOCAL_SECRET;
}

function signature(userId: number, list: MailList, env?: Environment): Buffer {
  // The purpose is part of what is signed, so no other HMAC the shop might make under this key is a token.
  return createHmac('sha256', secret(env)).update(`unsubscribe\n${userId}\n${list}`).digest();
}

export function signUnsubscribeToken(userId: number, list: MailList, env?: Environment): string {
  return `${userId}.${list}.${signature(userId, list, env).toString('base64url')}`;
}

export interface UnsubscribeGrant {
  userId: number;
  list: MailList;
}

/** Whose lists a token opens, or null when it is missing, malformed or altered. */
export function verifyUnsubscribeToken(token: unknown, env?: Environment): UnsubscribeGrant | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id, list, mac] = match as unknown as [string, string, string, string];
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || !isMailList(list)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(userId, list, env);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, list };
}

/** Where a list mail's reader manages the account's lists, signed in or not (the token says whose). */
export function unsubscribePageUrl(siteUrl: URL, locale: Locale, userId: number, list: MailList): string {
  const url = new URL(localizedPath(locale, '/account/unsubscribe'), siteUrl);
  url.searchParams.set('token', signUnsubscribeToken(userId, list));
  return url.href;
}

/** RFC 8058: the URL a mail client POSTs `List-Unsubscribe=One-Click` to, with no page and no sign-in. */
export function oneClickUnsubscribeUrl(siteUrl: URL, userId: number, list: MailList): string {
  const url = new URL('/api/mail/unsubscribe', siteUrl);
  url.searchParams.set('token', signUnsubscribeToken(userId, list));
  return url.href;
}
