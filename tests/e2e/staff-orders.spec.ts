import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { staffSignIn, testAccount } from './staff-helpers';
import { dismissCookieBanner, preparePage } from './user-helpers';

// Issue 20, orders and Taobao codes: a staff member finds a customer's order and refunds it in full (confirmed
// first; a second refund is refused; the customer's order page then says refunded), imports a CSV of Taobao codes
// (the report names the refused rows by line and reason), and the customer redeems one of them at
// /user/taobao-purchase (the refund ended the order's plan, so the account may take a code's); the used code then
// shows who applied it.

const TEXTS = {
  en: {
    prefix: '',
    ordersTitle: 'Orders',
    search: "Order number, buyer's e-mail or payment id",
    searchButton: 'Search',
    paid: 'Paid',
    refunded: 'Refunded',
    refundButton: 'Refund the full amount',
    confirmButton: 'Yes, refund',
    refundedNow: 'Refunded.',
    isRefunded: 'This order has been refunded.',
    twice: 'This order has been refunded already, or its refund is on its way: it cannot be refunded twice.',
    refundedOn: 'Refunded on',
    taobaoTitle: 'Taobao codes',
    file: 'CSV file',
    importButton: 'Import',
    loaded: '2 codes were loaded.',
    duplicate: 'This code is on an earlier line of the file.',
    badPlan: 'Not a plan the shop sells',
    applied: 'The code has been applied. Your plan is active.',
    used: /^Used \(/,
  },
  'zh-CN': {
    prefix: '/zh-CN',
    ordersTitle: '订单',
    search: '订单号、买家邮箱或支付编号',
    searchButton: '搜索',
    paid: '已付款',
    refunded: '已退款',
    refundButton: '全额退款',
    confirmButton: '确定退款',
    refundedNow: '已退款。',
    isRefunded: '此订单已退款。',
    twice: '此订单已退款，或退款正在处理中：不能重复退款。',
    refundedOn: '退款日期',
    taobaoTitle: '淘宝兑换码',
    file: 'CSV 文件',
    importButton: '导入',
    loaded: '已导入 2 个兑换码。',
    duplicate: '此兑换码已出现在文件的前面某行。',
    badPlan: '不是本店出售的套餐',
    applied: '兑换码已应用，您的套餐已生效。',
    used: /^已使用（/,
  },
} as const;

/** The customer, signed in through the API in a browser of their own. */
async function customerPage(page: Page, email: string, password: string, baseURL: string) {
  await preparePage(page);
  const signedIn = await page.request.post('/api/auth/sign-in', { headers: { origin: baseURL }, data: { email, password } });
  expect(signedIn.status()).toBe(200);
}

for (const locale of ['en', 'zh-CN'] as const) {
  test(`staff (${locale}): an order found and refunded once; Taobao codes imported and one redeemed`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const t = TEXTS[locale];
    const staffEmail = await testAccount(request, baseURL!, `staff-orders-${locale}`, 'staff password 1', { staff: true });
    const customerEmail = await testAccount(request, baseURL!, `buyer-${locale}`, 'buyer password 1');
    const seeded = await request.post('/api/e2e/orders', { data: { email: customerEmail } });
    expect(seeded.status(), await seeded.text()).toBe(200);
    const { order_id: orderId } = (await seeded.json()) as { order_id: number };

    await staffSignIn(page, `${TEXTS[locale].prefix}/staff`, staffEmail, 'staff password 1');

    // Find the order by the buyer's address; its page shows the line, the amounts and the buyer.
    await page.goto(`${t.prefix}/staff/orders`);
    // Never indexed: the staff layout's robots rule holds on every page of the area.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: t.ordersTitle })).toBeVisible();
    await page.getByLabel(t.search).fill(customerEmail);
    await page.getByRole('button', { name: t.searchButton }).click();
    const row = page.getByTestId('staff-order-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.paid);
    expect(await accessibilityViolations(page)).toEqual([]);
    await row.getByRole('link', { name: `#${orderId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/orders/${orderId}$`));
    await expect(page.getByTestId('order-status')).toHaveText(t.paid);
    await expect(page.getByTestId('order-buyer')).toHaveText(customerEmail);
    await expect(page.getByTestId('order-lines')).toBeVisible();
    const total = (await page.getByTestId('staff-order-total').innerText()).trim();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The buyer's staff page lists the order, and leads back to it.
    await page.getByTestId('order-buyer').click();
    await expect(page).toHaveURL(/\/staff\/accounts\/\d+$/);
    await page.getByRole('link', { name: `#${orderId}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/orders/${orderId}$`));

    // The refund asks first, then runs once.
    const refund = page.getByTestId('refund-order');
    await refund.getByRole('button', { name: t.refundButton }).click();
    await expect(refund.getByTestId('refund-confirm')).toContainText(total);
    await expect(refund.getByTestId('refund-confirm')).toContainText(customerEmail);
    expect(await accessibilityViolations(page)).toEqual([]);
    await refund.getByRole('button', { name: t.confirmButton }).click();
    await expect(page.getByTestId('order-status')).toHaveText(t.refunded);
    await expect(page.getByTestId('refund-state')).toHaveText(t.isRefunded);
    const again = await page.request.post(`/api/staff/orders/${orderId}/refund`, { headers: { origin: baseURL! }, data: { locale } });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(t.twice);

    // The customer's order page says it was refunded.
    const customer = await (await browser.newContext({ baseURL })).newPage();
    await customerPage(customer, customerEmail, 'buyer password 1', baseURL!);
    await customer.goto(`${t.prefix}/account/orders/${orderId}`);
    await dismissCookieBanner(customer);
    await expect(customer.getByText(t.refundedOn, { exact: true })).toBeVisible();
    await expect(customer.getByTestId('order-detail')).toContainText(t.refunded);

    // Staff import a CSV of Taobao codes: two load; a duplicate and a plan the shop does not sell are refused by line.
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();
    const [first, second] = [`TB-E2E-${stamp}-1`, `TB-E2E-${stamp}-2`];
    const file = ['code,term,pcs', `${first},1y,2`, `${second},lifetime,1`, `${first},3m,1`, `TB-E2E-${stamp}-X,1y,4`].join('\r\n');
    await page.goto(`${t.prefix}/staff/taobao-codes`);
    await expect(page.getByRole('heading', { level: 1, name: t.taobaoTitle })).toBeVisible();
    const importer = page.getByTestId('taobao-import');
    await expect(importer.getByRole('button', { name: t.importButton })).toBeEnabled();
    await importer.getByLabel(t.file).setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await importer.getByRole('button', { name: t.importButton }).click();
    await expect(page.getByTestId('taobao-loaded')).toHaveText(t.loaded);
    const refused = page.getByTestId('taobao-refused').locator('tbody tr');
    await expect(refused).toHaveCount(2);
    await expect(refused.nth(0)).toContainText('4');
    await expect(refused.nth(0)).toContainText(t.duplicate);
    await expect(refused.nth(1)).toContainText('5');
    await expect(refused.nth(1)).toContainText(t.badPlan);
    await page.reload();
    await expect(page.getByTestId('taobao-unused').locator(`tr[data-code="${first}"]`)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The customer (whose plan the refund ended) redeems one.
    await customer.goto(`${t.prefix}/user/taobao-purchase`);
    const form = customer.getByTestId('taobao-form');
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
    await form.getByRole('textbox').fill(first.toLowerCase());
    await form.locator('button[type="submit"]').click();
    await expect(customer.getByTestId('taobao-applied')).toContainText(t.applied);

    // Staff see it used: by whom and when.
    await page.getByRole('link', { name: t.used }).click();
    const used = page.getByTestId('taobao-used').locator(`tr[data-code="${first}"]`);
    await expect(used).toContainText(customerEmail);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The audit log holds the refund and the import.
    await page.goto(`${t.prefix}/staff/audit`);
    const rows = page.getByTestId('audit-log').locator('tbody tr');
    await expect(rows.filter({ hasText: 'order.refund' }).filter({ hasText: `order #${orderId}` })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'taobao.import' }).filter({ hasText: first }).first()).toContainText(second);
  });
}
