import { describe, expect, it } from 'vitest';
import { messagesByLocale } from '@/lib/i18n/messages';
import { mailLinks } from '@/lib/mail/links';
import { isOneClickUnsubscribe, listUnsubscribeHeaders } from '@/lib/mail/lists';
import { renderMail } from '@/lib/mail/templates';
import { oneClickUnsubscribeUrl, signUnsubscribeToken, unsubscribePageUrl, verifyUnsubscribeToken } from '@/lib/mail/unsubscribe-links';

// Issue 19 item 5: the signed token of an unsubscribe link, the list headers, and the reminder that carries them.

const env = { MAIL_LINK_SECRET: 'a-mail-link-secret-of-some-length' };
const siteUrl = new URL('https://shop.example');

describe('the unsubscribe token', () => {
  it('opens the account and list it was signed for', () => {
    const token = signUnsubscribeToken(42, 'renewal-reminders', env);
    expect(verifyUnsubscribeToken(token, env)).toEqual({ userId: 42, list: 'renewal-reminders' });
    expect(verifyUnsubscribeToken(signUnsubscribeToken(7, 'marketing', env), env)).toEqual({ userId: 7, list: 'marketing' });
  });

  it('differs for every account and list', () => {
    const tokens = new Set([
      signUnsubscribeToken(42, 'marketing', env),
      signUnsubscribeToken(43, 'marketing', env),
      signUnsubscribeToken(42, 'renewal-reminders', env),
    ]);
    expect(tokens.size).toBe(3);
  });

  it('is refused when another account or list is put in it', () => {
    const token = signUnsubscribeToken(42, 'renewal-reminders', env);
    const [, list, mac] = token.split('.');
    expect(verifyUnsubscribeToken(`43.${list}.${mac}`, env)).toBeNull();
    expect(verifyUnsubscribeToken(`42.marketing.${mac}`, env)).toBeNull();
    expect(verifyUnsubscribeToken(`042.${list}.${mac}`, env)).toBeNull();
  });

  it('is refused when its signature is altered, or signed with another key', () => {
    const token = signUnsubscribeToken(42, 'marketing', env);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUnsubscribeToken(flipped, env)).toBeNull();
    expect(
      verifyUnsubscribeToken(signUnsubscribeToken(42, 'marketing', { MAIL_LINK_SECRET: 'another-secret-of-some-length' }), env),
    ).toBeNull();
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'garbage',
    '42.marketing',
    '42.newsletter.' + 'A'.repeat(43),
    '42.marketing.' + 'A'.repeat(43) + '.x',
    '-1.marketing.' + 'A'.repeat(43),
  ])('is refused when malformed (%o)', (token) => {
    expect(verifyUnsubscribeToken(token, env)).toBeNull();
  });
});

describe('the list headers', () => {
  it('offer RFC 8058 one-click unsubscribe on a list mail, nothing on a transactional one', () => {
    const url = oneClickUnsubscribeUrl(siteUrl, 42, 'renewal-reminders');
    expect(url).toMatch(/^https:\/\/shop\.example\/api\/mail\/unsubscribe\?token=42\.renewal-reminders\./);
    expect(listUnsubscribeHeaders(url)).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(listUnsubscribeHeaders(null)).toEqual({});
  });

  it.each([
    ['List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded', true],
    ['List-Unsubscribe=One-Click\r\n', null, true],
    ['List-Unsubscribe=Nope', 'application/x-www-form-urlencoded', false],
    ['', 'application/x-www-form-urlencoded', false],
    [
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
      true,
    ],
    ['--b\r\nContent-Disposition: form-data; name="Other"\r\n\r\nOne-Click\r\n--b--\r\n', 'multipart/form-data; boundary=b', false],
  ])('knows the one-click body %j (%s)', (body, contentType, expected) => {
    expect(isOneClickUnsubscribe(body, contentType)).toBe(expected);
  });
});

describe('the renewal reminder', () => {
  it.each(['en', 'zh-CN'] as const)('links to the unsubscribe page in its text and HTML (%s)', (locale) => {
    const unsubscribeUrl = unsubscribePageUrl(siteUrl, locale, 42, 'renewal-reminders');
    const mail = renderMail(
      'renewal-reminder',
      { plan: { periodMonths: 12, pcNum: 2 }, endsAt: '2027-01-10T08:00:00.000Z' },
      { locale, texts: messagesByLocale[locale], siteUrl, unsubscribeUrl },
    );
    const page = locale === 'en' ? '/account/unsubscribe' : '/zh-CN/account/unsubscribe';
    expect(new URL(unsubscribeUrl).pathname).toBe(page);
    expect(mailLinks(mail.html, '')).toContain(unsubscribeUrl);
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.text).toContain(messagesByLocale[locale].mail.layout.unsubscribe);
    expect(mail.subject).toBe(messagesByLocale[locale].mail.renewalReminder.subject);
  });

  it('is never rendered without its unsubscribe link', () => {
    expect(() =>
      renderMail(
        'renewal-reminder',
        { plan: { periodMonths: 3, pcNum: 1 }, endsAt: '2027-01-10T08:00:00.000Z' },
        { locale: 'en', texts: messagesByLocale.en, siteUrl },
      ),
    ).toThrow(/unsubscribe link/);
  });
});
