import { expect } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { PASSWORD } from './app-helpers';
import { dismissCookieBanner, E2E_CAPTCHA_TOKEN, freshClientIp, mailedLink, pathOf, uniqueEmail } from './user-helpers';

// Issue 19 item 5: an account with an auto-renewing subscription gets a renewal reminder a week before the
// charge, in its language, with a signed unsubscribe link and RFC 8058's one-click header. Signed out, the link
// opens /account/unsubscribe, which turns the reminders off; a tampered link gets a clear page in the visitor's
// language; signed in, the account navigation leads to the same page, which turns them on again.

const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    subject: 'Your Remapper subscription renews soon',
    nav: 'Mail preferences',
    reminders: 'Renewal reminders',
    news: 'News and offers',
    save: 'Save preferences',
    saved: 'Your mail preferences have been saved.',
    invalid: 'This link does not work',
  },
  {
    locale: 'zh-CN' as const,
    prefix: '/zh-CN',
    subject: '您的 Remapper 订阅即将续费',
    nav: '邮件偏好',
    reminders: '续费提醒',
    news: '新闻和优惠',
    save: '保存偏好',
    saved: '您的邮件偏好已保存。',
    invalid: '此链接无效',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

interface OutboxMail {
  subject: string;
  locale: string;
  links: string[];
  headers: Record<string, string>;
}

for (const copy of LOCALES) {
  test(`a renewal reminder's link turns reminders off signed out, and the account page on again (${copy.locale})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const ip = freshClientIp();
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    const origin = new URL(test.info().project.use.baseURL as string).origin;
    const email = uniqueEmail(`unsubscribe-${copy.locale}`).toLowerCase();

    // An account in the visitor's language, with an auto-renewing yearly subscription.
    const signUp = await page.request.post('/api/auth/sign-up', {
      headers: { origin },
      data: { email, password: PASSWORD, cpassword: PASSWORD, locale: copy.locale, captchaToken: E2E_CAPTCHA_TOKEN },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const { url: activation } = await mailedLink(page.request, email, '/user/activate');
    await page.request.post('/api/auth/activate', { headers: { origin }, data: { hash: activation.searchParams.get('hash') } });
    expect((await page.request.post('/api/auth/sign-in', { headers: { origin }, data: { email, password: PASSWORD } })).status()).toBe(200);
    const order = await page.request.post('/api/e2e/orders', {
      data: { email, plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 }, country: 'DE', paymentMethod: 'card', autoRenew: true },
    });
    expect(order.status(), await order.text()).toBe(200);
    const { order_id: orderId } = (await order.json()) as { order_id: number };

    // The renewal job, run as of six days before the term ends: a reminder, no charge.
    const termEnd = new Date();
    termEnd.setUTCFullYear(termEnd.getUTCFullYear() + 1);
    const run = await page.request.post('/api/e2e/renewals', {
      data: { order_id: orderId, at: new Date(termEnd.getTime() - 6 * DAY_MS).toISOString() },
    });
    expect(run.status(), await run.text()).toBe(200);
    expect(await run.json()).toMatchObject({ charges: 0 });
    const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}&kind=renewal-reminder`);
    const { mails } = (await outbox.json()) as { mails: OutboxMail[] };
    expect(mails).toHaveLength(1);
    const [reminder] = mails as [OutboxMail];
    expect(reminder).toMatchObject({ subject: copy.subject, locale: copy.locale });
    expect(reminder.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(reminder.headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/mail\/unsubscribe\?token=[^>]+>$/);
    const { url: unsubscribe } = await mailedLink(page.request, email, '/account/unsubscribe');
    expect(unsubscribe.pathname).toBe(`${copy.prefix}/account/unsubscribe`);

    // Signed out, in a browser of its own: the mail's link opens the account's preferences.
    const signedOut = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshClientIp() } });
    const reader = await signedOut.newPage();
    await reader.goto(pathOf(unsubscribe));
    await dismissCookieBanner(reader);
    const form = reader.getByTestId('mail-preferences-form');
    await expect(reader.getByRole('heading', { level: 2 }).filter({ hasText: email })).toBeVisible();
    await expect(reader.getByTestId('account-nav')).toHaveCount(0);
    await expect(form.getByLabel(copy.reminders)).toBeChecked();
    await expect(form.getByLabel(copy.news)).not.toBeChecked();
    await expect(form.getByRole('button', { name: copy.save })).toBeEnabled();
    expect(await accessibilityViolations(reader)).toEqual([]);
    await form.getByLabel(copy.reminders).uncheck();
    await form.getByRole('button', { name: copy.save }).click();
    await expect(form.getByRole('status')).toHaveText(copy.saved);
    await reader.reload();
    await expect(reader.getByTestId('mail-preferences-form').getByLabel(copy.reminders)).not.toBeChecked();

    // A link whose token was changed opens nothing, and says so in the page's language.
    const tampered = new URL(unsubscribe);
    tampered.searchParams.set('token', `${tampered.searchParams.get('token')}x`);
    const refused = await reader.goto(pathOf(tampered));
    expect(refused?.status()).toBeLessThan(500);
    await expect(reader.getByTestId('unsubscribe-invalid')).toContainText(copy.invalid);
    await expect(reader.getByTestId('mail-preferences-form')).toHaveCount(0);
    await signedOut.close();

    // Signed in, the account navigation leads to the same preferences, which turn the reminders on again.
    await page.goto(`${copy.prefix}/account/profile`);
    await dismissCookieBanner(page);
    await page.getByTestId('account-nav').getByRole('link', { name: copy.nav }).click();
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/account/unsubscribe$`));
    const own = page.getByTestId('mail-preferences-form');
    await expect(own.getByLabel(copy.reminders)).not.toBeChecked();
    await expect(own.getByRole('button', { name: copy.save })).toBeEnabled();
    await own.getByLabel(copy.reminders).check();
    await own.getByRole('button', { name: copy.save }).click();
    await expect(own.getByRole('status')).toHaveText(copy.saved);
    await page.reload();
    await expect(page.getByTestId('mail-preferences-form').getByLabel(copy.reminders)).toBeChecked();
  });
}
