import { expect } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { activatePc, appToken, PASSWORD, signedInAccount } from './app-helpers';
import { dismissCookieBanner, E2E_CAPTCHA_TOKEN, freshClientIp } from './user-helpers';

// Issue 23 "Delete my account" on /account/profile: an account with a paid order, an auto-renewing subscription
// and a PC deletes itself with its password and its address typed again; then it cannot sign in, the program's
// token is refused, the renewal job does not charge, the invoice is still there for the shop with the buyer's name
// and address as invoiced, and the address can sign up again as a new account.

const BILLING = { firstName: 'Mei', lastName: 'Lin', address: '1 Harbour Road', city: 'Cork', zip: 'T12 X2Y3', country: 'IE' };

const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    heading: 'Delete account',
    password: 'Current password',
    confirmation: 'Your email address, to confirm',
    submit: 'Delete my account permanently',
    mismatch: "Type your account's email address exactly as shown.",
    deleted: 'Your account has been deleted. We have sent a confirmation to your email address.',
  },
  {
    locale: 'zh-CN' as const,
    prefix: '/zh-CN',
    heading: '删除账户',
    password: '当前密码',
    confirmation: '确认用电子邮件地址',
    submit: '永久删除我的账户',
    mismatch: '请按显示内容准确输入您账户的电子邮件地址。',
    deleted: '您的账户已删除。我们已向您的电子邮件地址发送确认邮件。',
  },
];

for (const copy of LOCALES) {
  test(`deletes an account with an order, a PC and an auto-renewing subscription (${copy.locale})`, async ({ page }) => {
    test.slow();
    const { email, origin } = await signedInAccount(page, `delete-${copy.locale}`);
    const order = await page.request.post('/api/e2e/orders', {
      data: {
        email,
        plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 },
        country: 'DE',
        paymentMethod: 'card',
        autoRenew: true,
        billing: BILLING,
      },
    });
    expect(order.status(), await order.text()).toBe(200);
    const { order_id: orderId, invoice_number: invoiceNumber } = (await order.json()) as { order_id: number; invoice_number: number };
    const token = await appToken(page.request, origin, 'Doomed Desk');
    const pcId = await activatePc(page.request, token, 'Doomed Desk PC');

    await page.goto(`${copy.prefix}/account/profile`);
    await dismissCookieBanner(page);
    const section = page.getByRole('region', { name: copy.heading });
    await expect(section).toContainText(email);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A wrong address is refused in the page's language, and nothing is deleted.
    await section.getByLabel(copy.password).fill(PASSWORD);
    await section.getByLabel(copy.confirmation).fill('someone-else@example.com');
    await section.getByRole('button', { name: copy.submit }).click();
    await expect(section.getByText(copy.mismatch)).toBeVisible();

    await section.getByLabel(copy.confirmation).fill(email);
    await section.getByRole('button', { name: copy.submit }).click();
    await expect(section.getByRole('status')).toHaveText(copy.deleted);

    // Signed out here, and the account cannot sign in again.
    await page.goto(`${copy.prefix}/account/profile`);
    await expect(page).toHaveURL(/\/user\/sign-in\?/);
    const signIn = await page.request.post('/api/auth/sign-in', { headers: { origin }, data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(422);
    // The program's token is refused.
    const heartbeat = await page.request.post('/api/app/heartbeat', {
      headers: { authorization: `Bearer ${token}` },
      data: { instance_id: pcId },
    });
    expect(heartbeat.status()).toBe(401);
    // The renewal job, run as of half an hour before the term ends, charges nothing: the subscription no longer renews.
    const renewal = await page.request.post('/api/e2e/renewals', { data: { order_id: orderId } });
    expect(renewal.status(), await renewal.text()).toBe(200);
    expect(await renewal.json()).toMatchObject({ memberships: 1, outcomes: [], charges: 0 });
    // The invoice is still there for the shop, with the buyer's name and address as invoiced.
    const invoice = await page.request.get(`/api/e2e/invoices?order_id=${orderId}&locale=${copy.locale}`);
    expect(invoice.status(), await invoice.text()).toBe(200);
    const { complete, invoice: view } = (await invoice.json()) as {
      complete: boolean;
      invoice: { number: number; billing: { value: string }[] };
    };
    expect(complete).toBe(true);
    expect(view.number).toBe(invoiceNumber);
    expect(view.billing.map((field) => field.value)).toEqual(expect.arrayContaining(['Mei Lin', '1 Harbour Road', 'Cork', 'T12 X2Y3']));
    // The address can sign up again, as a new account.
    const ip = freshClientIp();
    const signUp = await page.request.post('/api/auth/sign-up', {
      headers: { origin, 'x-forwarded-for': ip },
      data: { email, password: PASSWORD, cpassword: PASSWORD, locale: copy.locale, captchaToken: E2E_CAPTCHA_TOKEN },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    // The deletion was confirmed by mail in the account's language.
    const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}&kind=account-deleted`);
    const { mails } = (await outbox.json()) as { mails: { locale: string }[] };
    expect(mails).toHaveLength(1);
  });
}
