import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import { mailLinks } from '@/lib/mail/links';
import { type MailData, renderMail } from '@/lib/mail/templates';
import { escapeHtml, html, link, multiline } from '@/lib/mail/templates/html';

const siteUrl = new URL('https://shop.example/');
const context = (locale: Locale) => ({ locale, texts: messagesByLocale[locale], siteUrl });
const receivedAt = new Date('2026-11-23T05:12:00Z');

const helpRequest: MailData<'contact-request'> = {
  id: 42,
  request: {
    form: 'contact',
    name: 'Mei Lin',
    email: 'mei.lin@example.com',
    subject: 'Licence on a new PC',
    message: 'My old PC died.\nHow do I move my licence?',
  },
  visitorLocale: 'en',
  receivedAt,
};

describe('the contact-request mail', () => {
  it('in English: subject, text and HTML with every field the visitor filled in', () => {
    const mail = renderMail('contact-request', helpRequest, context('en'));
    expect(mail.subject).toBe('Help request #42 from Mei Lin: Licence on a new PC');
    expect(mail.text).toBe(
      [
        'A visitor sent this through a contact form on shop.example. Reply to this mail to answer them.',
        '',
        'Help request #42',
        'Received: November 23, 2026 at 05:12 UTC',
        'Site language: English',
        '',
        'Name: Mei Lin',
        'Email: mei.lin@example.com',
        'Subject: Licence on a new PC',
        '',
        'Message:',
        'My old PC died.',
        'How do I move my licence?',
        '',
        '--',
        'Sent by the Remapper website, shop.example. https://shop.example/',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<title>Help request #42 from Mei Lin: Licence on a new PC</title>');
    expect(mail.html).toContain('My old PC died.<br>How do I move my licence?');
    expect(mailLinks(mail.html, mail.text)).toEqual([
      'mailto:mei.lin@example.com?subject=Re%3A%20Help%20request%20%2342%20from%20Mei%20Lin%3A%20Licence%20on%20a%20new%20PC',
      'https://shop.example/',
    ]);
  });

  it('in Simplified Chinese, for a visitor who wrote from /zh-CN', () => {
    const mail = renderMail('contact-request', { ...helpRequest, visitorLocale: 'zh-CN' }, context('zh-CN'));
    expect(mail.subject).toBe('帮助请求 #42，来自 Mei Lin：Licence on a new PC');
    expect(mail.text).toContain('一位访客通过 shop.example 上的联系表单发送了以下内容。');
    expect(mail.text).toContain('网站语言：简体中文');
    expect(mail.text).toContain('姓名：Mei Lin');
    expect(mail.text).toContain('留言：\nMy old PC died.');
    expect(mail.text).toContain('由 Remapper 网站 shop.example 发送。');
    expect(mail.text).toMatch(/收到时间：2026年11月23日.*05:12/);
    expect(mail.html).toContain('<html lang="zh-CN">');
    expect(mail.html).toContain('回复 mei.lin@example.com');
  });

  it("escapes the visitor's words in the HTML part and keeps headers on one line", () => {
    const mail = renderMail(
      'contact-request',
      {
        ...helpRequest,
        request: {
          form: 'contact',
          email: 'x@example.com',
          name: '<img src=x onerror=alert(1)>',
          subject: 'Hi\r\nBcc: victim@example.com',
          message: '<script>alert("x")</script> & more',
        },
      },
      context('en'),
    );
    expect(mail.subject).toBe('Help request #42 from <img src=x onerror=alert(1)>: Hi Bcc: victim@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(mail.text).toContain('Subject: Hi Bcc: victim@example.com');
  });

  it.each([
    [
      'partner' as const,
      { form: 'partner', email: 'p@example.com', partnerType: 'manufacturer', website: 'https://pads.example' },
      [
        'Partnership request #42 from p@example.com',
        'Partner type: Device manufacturer',
        'Page, site, channel or shop: https://pads.example',
        'Message:\n(no message)',
      ],
    ],
    [
      'translator' as const,
      { form: 'translator', name: 'Ana', email: 'ana@example.com', language: 'Brazilian Portuguese', message: 'I translate.' },
      ['Translation offer #42 from Ana', 'Contact email: ana@example.com', 'Language: Brazilian Portuguese', 'Tell us more:\nI translate.'],
    ],
    [
      'developer' as const,
      { form: 'developer', name: 'Ada', email: 'ada@studio.example', company: 'Tiny Studio' },
      ['Game developer request #42 from Ada', 'Company: Tiny Studio', 'Contact email: ada@studio.example'],
    ],
  ])('the %s form, under the labels of that form', (_, request, expected) => {
    const mail = renderMail(
      'contact-request',
      { ...helpRequest, request: request as MailData<'contact-request'>['request'] },
      context('en'),
    );
    for (const part of expected) expect(`${mail.subject}\n${mail.text}`).toContain(part);
    expect(mail.text).not.toContain('Subject:');
  });
});

describe('the HTML helpers', () => {
  it('escape every interpolation that is not already HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${['<', html`<br>`]}${null}${3}</p>`.value).toBe('<p><b>&lt;i&gt;</b>&lt;<br>3</p>');
    expect(multiline('a<b\r\nc').value).toBe('a&lt;b<br>c');
  });

  it('make links of http(s) and mailto only', () => {
    expect(link('https://x.example/?a=1&b=2', 'Open').value).toBe(
      '<a href="https://x.example/?a=1&amp;b=2" style="color:#1a56db">Open</a>',
    );
    expect(link('javascript:alert(1)', 'Open').value).toBe('Open');
  });
});

describe('the account-link mails', () => {
  const url = 'https://shop.example/zh-CN/user/change-password?id=7&hash=abc_DEF-123';

  it.each([
    ['activation', 'en', 'Confirm your email for Remapper', 'expires in 7 days'],
    ['passwordRestore', 'en', 'Reset your Remapper password', 'expires in 1 hour'],
    ['signIn', 'en', 'Your sign-in link for Remapper', 'expires in 3 days'],
    ['activation', 'zh-CN', '确认您的 Remapper 电子邮箱', '7 天后失效'],
    ['passwordRestore', 'zh-CN', '重置您的 Remapper 密码', '1 小时后失效'],
  ] as const)('%s in %s: the subject, the link in both parts, and how long it works', (purpose, locale, subject, expiry) => {
    const validForHours = { activation: 168, passwordRestore: 1, signIn: 72 }[purpose];
    const mail = renderMail('account-link', { purpose, email: 'mei.lin@example.com', url, validForHours }, context(locale));
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain(expiry);
    expect(mail.text).toContain('mei.lin@example.com');
    expect(mailLinks(mail.html, '')).toContain(url);
    expect(mail.html).toContain(`<html lang="${locale}">`);
  });

  it('escapes the address it names in the HTML part', () => {
    const mail = renderMail(
      'account-link',
      { purpose: 'activation', email: '"<b>x</b>"@example.com', url, validForHours: 168 },
      context('en'),
    );
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('the renewal mails', () => {
  const plan = { kind: 'subscription', periodMonths: 12, pcNum: 2 } as const;

  it('say renewed, retrying (with the next attempt) and stopped, with the date the subscription runs to', () => {
    const renewed = renderMail(
      'renewal',
      { outcome: 'renewed', plan, endsAt: '2027-01-10T08:00:00.000Z', nextAttemptAt: null },
      context('en'),
    );
    expect(renewed.subject).toBe('Your Remapper subscription was renewed');
    expect(renewed.text).toContain(
      'Your 12-month subscription for 2 PCs was renewed with your saved payment method. It now runs until January 10, 2027',
    );
    expect(renewed.text).toContain('Open my account: https://shop.example/account');

    const retrying = renderMail(
      'renewal',
      { outcome: 'retrying', plan, endsAt: '2026-01-10T08:00:00.000Z', nextAttemptAt: '2026-01-09T20:00:00.000Z' },
      context('en'),
    );
    expect(retrying.subject).toBe('We could not renew your Remapper subscription');
    expect(retrying.text).toContain('We will try again on January 9, 2026 at 8:00 PM UTC.');
    expect(retrying.text).toContain('runs until January 10, 2026');

    const stopped = renderMail(
      'renewal',
      { outcome: 'stopped', plan, endsAt: '2026-01-10T08:00:00.000Z', nextAttemptAt: null },
      context('en'),
    );
    expect(stopped.subject).toBe('Your Remapper subscription will not renew');
    expect(stopped.html).toContain('<h1 style="font-size:18px;margin:0 0 12px">Auto-renewal stopped</h1>');
  });

  it('in Simplified Chinese, linking the zh-CN account', () => {
    const mail = renderMail(
      'renewal',
      { outcome: 'stopped', plan, endsAt: '2026-01-10T08:00:00.000Z', nextAttemptAt: null },
      context('zh-CN'),
    );
    expect(mail.subject).toBe('您的 Remapper 订阅将不会续费');
    expect(mail.text).toContain('1 年、2 台电脑的订阅');
    expect(mail.text).toContain('2026年1月10日');
    expect(mail.text).toContain('https://shop.example/zh-CN/account');
  });
});
