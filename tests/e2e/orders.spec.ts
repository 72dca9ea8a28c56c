import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { confirmedAccount, dismissCookieBanner, freshClientIp, uniqueEmail } from './user-helpers';

// spec 2 /account/orders, /account/orders/{id}, /account/orders/invoice/{id}, /user/taobao-purchase; spec 5
// (the Taobao messages) and 8 ('Invoice Details Not Found', the profile warning). Until the checkout page can
// buy, orders are made and paid by the test-only POST /api/e2e/orders, through the same lib/commerce calls.

const PASSWORD = 'a long enough passphrase';
const BILLING = { firstName: 'Mei', lastName: 'Lin', address: '1 Harbour Road', city: 'Cork', zip: 'T12 X2Y3', country: 'IE' };

const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    ordersTitle: 'Payment history',
    invoiceNumber: (number: number) => `No. ${number}`,
    invoiceTitle: (number: number) => `Invoice ${number}`,
    // The PDF's title, in its uncompressed info dictionary.
    pdfMarker: (number: number) => `(Invoice ${number})`,
    item: 'Remapper subscription, 1 year, 2 PCs',
    empty: 'You have no payments yet.',
    paid: 'Paid',
    refunded: 'Refunded',
    yes: 'Yes',
    refundedOn: 'Refunded on',
    emptySearch: 'No payments match this client email.',
    notFound: 'Invoice Details Not Found',
    profileWarning: 'You cannot receive an invoice until you fill out your profile.',
    applied: 'The code has been applied. Your plan is active.',
    invalidCode: 'Please enter a valid code',
    alreadyApplied: 'This code has already been applied and cannot be used again',
    hasActiveSubscription: 'Your account already has an active subscription. The code cannot be applied',
  },
  {
    locale: 'zh-CN',
    prefix: '/zh-CN',
    ordersTitle: '付款记录',
    invoiceNumber: (number: number) => `编号 ${number}`,
    invoiceTitle: (number: number) => `发票 ${number}`,
    // Chinese text embeds the CJK font (its title is UTF-16, so the font's name is what can be looked for).
    pdfMarker: () => 'NotoSansCJKsc-Regular',
    item: 'Remapper 订阅，1 年，2 台电脑',
    empty: '您还没有付款记录。',
    paid: '已付款',
    refunded: '已退款',
    yes: '是',
    refundedOn: '退款日期',
    emptySearch: '没有与此客户邮箱匹配的付款。',
    notFound: '未找到发票详情',
    profileWarning: '在您填写个人资料之前，无法获取发票。',
    applied: '兑换码已应用，您的套餐已生效。',
    invalidCode: '请输入有效的兑换码',
    alreadyApplied: '此兑换码已被使用，无法再次使用',
    hasActiveSubscription: '您的账户已有生效中的订阅，无法使用此兑换码',
  },
] as const;

/** A confirmed account, signed in in the page's browser context. */
async function signedInAccount(page: Page, request: APIRequestContext, label: string) {
  const ip = freshClientIp();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  // Accounts keep their address in lower case.
  const email = uniqueEmail(label).toLowerCase();
  const origin = new URL(test.info().project.use.baseURL as string).origin;
  await confirmedAccount(request, origin, ip, email, PASSWORD);
  const signIn = await page.request.post('/api/auth/sign-in', { headers: { origin }, data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  return email;
}

/** A paid 1-year 2-PC order of `email`'s account (the test-only seed). */
async function paidOrder(
  request: APIRequestContext,
  email: string,
  billing: typeof BILLING | null = BILLING,
  reverseChargeVatNumber?: string,
) {
  const response = await request.post('/api/e2e/orders', { data: { email, billing: billing ?? undefined, reverseChargeVatNumber } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { order_id: number; status: string; invoice_number: number };
}

for (const copy of LOCALES) {
  test.describe(`orders and invoices (${copy.locale})`, () => {
    test('a paid order appears in the payment history, searchable, with its own page', async ({ page, request }) => {
      const email = await signedInAccount(page, request, `orders-${copy.locale}`);
      await page.goto(`${copy.prefix}/account/orders`);
      await dismissCookieBanner(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.ordersTitle);
      await expect(page.getByTestId('orders-empty')).toHaveText(copy.empty);

      const { order_id: orderId, invoice_number: invoiceNumber } = await paidOrder(request, email);
      await page.reload();
      const row = page.getByTestId('order-row');
      await expect(row).toHaveCount(1);
      await expect(row).toHaveAttribute('data-order-id', String(orderId));
      await expect(row).toContainText(email);
      await expect(row.getByTestId('invoice-link')).toHaveText(copy.invoiceNumber(invoiceNumber));
      const amount = (await row.locator('td').nth(2).innerText()).trim();
      expect(amount).toMatch(/^\$\d+\.\d\d$/);
      expect(await accessibilityViolations(page)).toEqual([]);

      // spec 2 'Search client email'.
      await page.getByTestId('orders-search').fill('nobody-at-all');
      await expect(page.getByTestId('orders-empty')).toHaveText(copy.emptySearch);
      await page.getByTestId('orders-search').fill(email.slice(0, 12));
      await expect(row).toHaveCount(1);

      // The order's own page.
      await page.goto(`${copy.prefix}/account/orders/${orderId}`);
      await expect(page.getByTestId('order-total')).toHaveText(amount);
    });

    test('the invoice of a paid order opens from the payment history, as HTML and as a PDF', async ({ page, request }) => {
      const email = await signedInAccount(page, request, `invoice-${copy.locale}`);
      const { order_id: orderId, invoice_number: invoiceNumber } = await paidOrder(request, email);
      await page.goto(`${copy.prefix}/account/orders`);
      await dismissCookieBanner(page);
      const row = page.getByTestId('order-row');
      const amount = (await row.locator('td').nth(2).innerText()).trim();

      // The invoice in the pdf layout.
      await row
        .getByTestId('invoice-link')
        .filter({ hasText: copy.invoiceNumber(invoiceNumber) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${copy.prefix}/account/orders/invoice/${orderId}$`));
      await expect(page.getByTestId('pdf-layout')).toBeVisible();
      await expect(page.getByTestId('invoice-title')).toHaveText(copy.invoiceTitle(invoiceNumber));
      await expect(page.getByTestId('invoice-item')).toHaveText(copy.item);
      await expect(page.getByTestId('invoice-total')).toHaveText(amount);
      await expect(page.getByTestId('invoice-billing')).toContainText('Mei Lin');
      await expect(page.getByTestId('invoice-billing')).toContainText('1 Harbour Road');
      expect(await accessibilityViolations(page)).toEqual([]);

      // ...and as a PDF.
      const href = await page.getByTestId('invoice-pdf-link').getAttribute('href');
      expect(href).toBe(`/api/account/orders/${orderId}/invoice.pdf?locale=${copy.locale}`);
      const pdf = await page.request.get(href as string);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const bytes = await pdf.body();
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain(copy.pdfMarker(invoiceNumber));
    });

    test('a refunded order says so in the payment history and on its page', async ({ page, request }) => {
      const email = await signedInAccount(page, request, `refund-${copy.locale}`);
      const { order_id: orderId } = await paidOrder(request, email);
      await page.goto(`${copy.prefix}/account/orders`);
      await dismissCookieBanner(page);
      const row = page.getByTestId('order-row');
      await expect(row.locator('td').nth(4)).toHaveText(copy.paid);

      // What staff's `npm run order:refund` does (lib/commerce/staff-refund.ts).
      const refund = await request.post('/api/e2e/refunds', { data: { order_id: orderId } });
      expect(refund.status(), await refund.text()).toBe(200);
      await page.reload();
      await expect(row.locator('td').nth(4)).toHaveText(copy.refunded);
      await expect(row.locator('td').nth(7)).toHaveText(copy.yes);
      await page.goto(`${copy.prefix}/account/orders/${orderId}`);
      await expect(page.getByText(copy.refundedOn, { exact: true })).toBeVisible();
    });

    test('an invoice waits for the profile, and a foreign one is not found', async ({ page, browser, request }) => {
      const email = await signedInAccount(page, request, `invoice-${copy.locale}`);
      const { order_id: orderId } = await paidOrder(request, email, null);
      await page.goto(`${copy.prefix}/account/orders/invoice/${orderId}`);
      await dismissCookieBanner(page);
      await expect(page.getByTestId('invoice-profile-warning')).toContainText(copy.profileWarning);
      await expect(page.getByTestId('invoice-pdf-link')).toHaveCount(0);
      expect((await page.request.get(`/api/account/orders/${orderId}/invoice.pdf`)).status()).toBe(409);

      // Another account opens it: the same answer as for a number that does not exist.
      const stranger = await browser.newPage();
      await signedInAccount(stranger, request, `stranger-${copy.locale}`);
      for (const id of [orderId, 999999999]) {
        const response = await stranger.goto(`${copy.prefix}/account/orders/invoice/${id}`);
        expect(response?.status()).toBe(404);
        await expect(stranger.getByTestId('invoice-not-found').getByRole('heading', { level: 1 })).toHaveText(copy.notFound);
      }
      expect((await stranger.request.get(`/api/account/orders/${orderId}/invoice.pdf`)).status()).toBe(404);
      expect((await stranger.goto(`${copy.prefix}/account/orders/${orderId}`))?.status()).toBe(404);
      await stranger.close();
    });

    test('a Taobao code applies once', async ({ page, browser, request }) => {
      const created = await request.post('/api/e2e/taobao-codes');
      expect(created.status()).toBe(201);
      const { code } = (await created.json()) as { code: string };

      await signedInAccount(page, request, `taobao-${copy.locale}`);
      await page.goto(`${copy.prefix}/user/taobao-purchase`);
      await dismissCookieBanner(page);
      const form = page.getByTestId('taobao-form');
      const submit = form.locator('button[type="submit"]');
      await expect(submit).toBeEnabled();
      expect(await accessibilityViolations(page)).toEqual([]);

      await form.getByRole('textbox').fill('x');
      await submit.click();
      await expect(page.getByTestId('error-code')).toHaveText(copy.invalidCode);

      await form.getByRole('textbox').fill(code.toLowerCase());
      await submit.click();
      await expect(page.getByTestId('taobao-applied')).toContainText(copy.applied);

      // The same code from another account: already applied.
      const other = await browser.newPage();
      await signedInAccount(other, request, `taobao-other-${copy.locale}`);
      await other.goto(`${copy.prefix}/user/taobao-purchase`);
      await dismissCookieBanner(other);
      const otherForm = other.getByTestId('taobao-form');
      await expect(otherForm.locator('button[type="submit"]')).toBeEnabled();
      await otherForm.getByRole('textbox').fill(code);
      await otherForm.locator('button[type="submit"]').click();
      await expect(other.getByTestId('error-code')).toHaveText(copy.alreadyApplied);
      await other.close();

      // A second code on the account that now holds the first one's subscription.
      const second = (await (await request.post('/api/e2e/taobao-codes')).json()) as { code: string };
      await page.goto(`${copy.prefix}/user/taobao-purchase`);
      await expect(submit).toBeEnabled();
      await form.getByRole('textbox').fill(second.code);
      await submit.click();
      await expect(page.getByTestId('error-code')).toHaveText(copy.hasActiveSubscription);
    });
  });
}

test('the Taobao page and the payment history send a signed-out visitor to sign in, and back', async ({ page }) => {
  for (const path of ['/user/taobao-purchase', '/account/orders', '/zh-CN/account/orders/invoice/1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/user\/sign-in\?/);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(path);
  }
});

// Issue 25: a Chinese reader of a reverse-charged invoice reads that the buyer accounts for the VAT (it said the
// seller), and that the invoice is a cross-border receipt, not a Chinese VAT fapiao.
test('a reverse-charged invoice in zh-CN says the buyer accounts for the VAT and that it is no fapiao', async ({ page, request }) => {
  const email = await signedInAccount(page, request, 'reverse-zh-CN');
  const { order_id: orderId, invoice_number: invoiceNumber } = await paidOrder(request, email, BILLING, 'IE1234567T');
  await page.goto(`/zh-CN/account/orders/invoice/${orderId}`);
  await dismissCookieBanner(page);
  await expect(page.getByTestId('invoice-title')).toHaveText(`发票 ${invoiceNumber}`);
  await expect(page.getByTestId('invoice-note')).toHaveText([
    '反向征收：由购买方（收票方）自行申报缴纳增值税。',
    '本发票为跨境销售的收据，并非中国增值税发票。',
  ]);
  await expect(page.getByTestId('pdf-layout')).toContainText('收据编号');
  await expect(page.getByTestId('pdf-layout')).not.toContainText('收款方');
});
