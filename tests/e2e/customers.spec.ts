import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { confirmedAccount, dismissCookieBanner, freshClientIp, uniqueEmail } from './user-helpers';

// spec 2 /account/customers and /account/customers/{id}, spec 6 resellers: a reseller's account opens on its
// customers (never /account), lists what it bought for each, and sees nobody else's customers.

const PASSWORD = 'a reseller passphrase';

const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    title: 'Customers',
    nav: ['Customers', 'Profile', 'Payments', 'Password', 'Email', 'Mail preferences'],
    type: 'Subscription',
    term: '1 year',
    details: '2 PCs, active',
    view: 'View',
    empty: 'No customers match this email.',
    detailTitle: (email: string) => `Customer ${email}`,
    back: 'Back to customers',
  },
  {
    locale: 'zh-CN',
    prefix: '/zh-CN',
    title: '客户',
    nav: ['客户', '个人资料', '付款', '密码', '邮箱', '邮件偏好'],
    type: '订阅',
    term: '1 年',
    details: '2 台电脑，生效中',
    view: '查看',
    empty: '没有与此邮箱匹配的客户。',
    detailTitle: (email: string) => `客户 ${email}`,
    back: '返回客户列表',
  },
] as const;

/** A confirmed reseller account, signed in in the page's context. */
async function reseller(page: Page, baseURL: string) {
  const ip = freshClientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const email = uniqueEmail('reseller').toLowerCase();
  await confirmedAccount(page.request, baseURL, ip, email, PASSWORD);
  expect((await page.request.post('/api/e2e/users', { data: { email, partner: true } })).status()).toBe(200);
  expect(
    (await page.request.post('/api/auth/sign-in', { headers: { origin: baseURL }, data: { email, password: PASSWORD } })).status(),
  ).toBe(200);
  return email;
}

for (const copy of LOCALES) {
  test(`a reseller sees its customers and not /account (${copy.locale})`, async ({ page, baseURL }) => {
    const email = await reseller(page, baseURL!);
    const customer = uniqueEmail(`customer-${copy.locale}`).toLowerCase();
    // The reseller buys a 1-year 2-PC plan for a customer with no account yet: it is made when paid.
    const bought = await page.request.post('/api/e2e/orders', { data: { email, giftRecipientEmail: customer } });
    expect(bought.status(), await bought.text()).toBe(200);

    await page.goto(`${copy.prefix}/account`);
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/account/customers$`));
    await dismissCookieBanner(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    await expect(page.getByTestId('account-nav').getByRole('link')).toHaveText([...copy.nav]);
    await expect(page.getByTestId('offer-banner')).toHaveCount(0);

    const row = page.getByTestId('customer-row');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td')).toHaveText([customer, copy.type, 'Epic', copy.term, copy.details, /^36[56]/, copy.view]);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByTestId('customers-search').fill('nobody-like-this');
    await expect(page.getByTestId('customers-empty')).toHaveText(copy.empty);
    await page.getByTestId('customers-search').fill(customer.slice(0, 12));
    await expect(row).toHaveCount(1);

    const id = await row.getAttribute('data-customer-id');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/account/customers/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.detailTitle(customer));
    await expect(page.getByTestId('customer-plan')).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    const customerPath = new URL(page.url()).pathname;
    await page.getByTestId('customer-back').click();
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/account/customers$`));

    // Another reseller: not its customer.
    await page.context().clearCookies();
    await reseller(page, baseURL!);
    const foreign = await page.goto(customerPath);
    expect(foreign?.status()).toBe(404);
  });
}
