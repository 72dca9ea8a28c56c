import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import { mailLinks } from '@/lib/mail/links';
import { type MailData, renderMail } from '@/lib/mail/templates';

// spec 4 "Email change: request sent": the notice to the address the account has now.

const siteUrl = new URL('https://shop.example/');
const context = (locale: Locale) => ({ locale, texts: messagesByLocale[locale], siteUrl });

const notice: MailData<'email-change-notice'> = {
  currentEmail: 'mei.lin@example.com',
  newEmail: 'mei@new.example',
  reason: 'Moving <b>providers</b>\nsoon',
  requestedAt: '2026-11-23T07:30:00.000Z',
  changePasswordUrl: 'https://shop.example/account/change-password',
  supportUrl: 'https://shop.example/help',
};

describe('the email change notice', () => {
  it('in English: both addresses, the time in UTC, the reason as text and the way out', () => {
    const mail = renderMail('email-change-notice', notice, context('en'));
    expect(mail.subject).toBe('A request to change the email of your Remapper account');
    expect(mail.text).toContain(
      'A request to change the email of the Remapper account mei.lin@example.com to mei@new.example was sent from your signed-in account on November 23, 2026 at 7:30:00 AM UTC.',
    );
    expect(mail.text).toContain('Moving <b>providers</b>\nsoon');
    expect(mail.text).toContain('Change my password: https://shop.example/account/change-password');
    expect(mail.html).toContain('Moving &lt;b&gt;providers&lt;/b&gt;<br>soon');
    expect(mail.html).not.toContain('<b>providers');
    expect(mailLinks(mail.html, mail.text)).toEqual([
      'https://shop.example/account/change-password',
      'https://shop.example/help',
      'https://shop.example/',
    ]);
  });

  it('in Chinese', () => {
    const mail = renderMail(
      'email-change-notice',
      { ...notice, changePasswordUrl: 'https://shop.example/zh-CN/account/change-password' },
      context('zh-CN'),
    );
    expect(mail.subject).toBe('您的 Remapper 账户邮箱更换申请');
    expect(mail.text).toContain('提交了申请，要求将邮箱更换为 mei@new.example。');
    expect(mail.text).toContain('修改我的密码：https://shop.example/zh-CN/account/change-password');
    expect(mail.html).toContain('<html lang="zh-CN">');
  });
});
