import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { staffSignIn, testAccount } from './staff-helpers';
import { dismissCookieBanner, preparePage, signIn } from './user-helpers';

// Issue 20, the second slice of /staff: a staff member changes a price and the checkout shows it at once, then
// imports legacy licences, which show on the owner's account. Each language changes a price in złoty, of a plan of
// its own (no other test reads złoty prices), and puts it back after.

const TEXTS = {
  en: {
    prefix: '',
    confirm: 'Confirm',
    continue: 'Go to the staff area',
    pricesTitle: 'Prices',
    price: 'Price',
    priceOld: 'Former price',
    save: 'Save',
    saved: 'Saved.',
    notAbove: 'The former price must be higher than the price, or empty.',
    legacyTitle: 'Legacy licences',
    paste: 'Or paste the lines',
    importButton: 'Import',
    loaded: '1 licence was loaded.',
    refused: '1 row was refused:',
    noAccount: 'Line 3: no account has this e-mail address.',
    plan: { term: '3m', pc: 5, row: 'price-row-PLN-subscription-3-5', was: '59.99', now: '61.17' },
  },
  'zh-CN': {
    prefix: '/zh-CN',
    confirm: '确认',
    continue: '进入工作人员区',
    pricesTitle: '价格',
    price: '价格',
    priceOld: '原价',
    save: '保存',
    saved: '已保存。',
    notAbove: '原价必须高于现价，或留空。',
    legacyTitle: '旧版许可证',
    paste: '或粘贴文件内容',
    importButton: '导入',
    loaded: '已导入 1 个许可证。',
    refused: '有 1 行被拒绝：',
    noAccount: '第 3 行：没有使用该邮箱的账户。',
    plan: { term: 'lifetime', pc: 3, row: 'price-row-PLN-lifetime-0-3', was: '399.99', now: '388.88' },
  },
} as const;

type Locale = keyof typeof TEXTS;

/** The checkout's total for the locale's plan, priced in Poland (złoty). */
async function checkoutTotal(page: Page, locale: Locale, expected: string) {
  const { prefix, plan } = TEXTS[locale];
  await page.goto(`${prefix}/checkout?term=${plan.term}&pc=${plan.pc}`);
  await page.getByTestId('country').selectOption('PL');
  await expect(page.getByTestId('total')).toContainText(expected);
}

async function setPrice(page: Page, locale: Locale, price: string, priceOld: string) {
  const t = TEXTS[locale];
  const row = page.getByTestId(t.plan.row);
  await row.getByLabel(t.price, { exact: true }).fill(price);
  await row.getByLabel(t.priceOld).fill(priceOld);
  await row.getByRole('button', { name: t.save }).click();
}

for (const locale of ['en', 'zh-CN'] as const) {
  test(`staff (${locale}): a price change shows on the checkout at once; imported legacy licences show on the owner's account`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const t = TEXTS[locale];
    const staffEmail = await testAccount(request, baseURL!, `prices-staff-${locale}`, 'staff password 2', { staff: true });
    const ownerEmail = await testAccount(request, baseURL!, `legacy-owner-${locale}`, 'owner password 2');
    await staffSignIn(page, `${TEXTS[locale].prefix}/staff/prices`, staffEmail, 'staff password 2');

    // The price list: the plan's price, the checkout showing it, then the change.
    await page.goto(`${t.prefix}/staff/prices`);
    await expect(page.getByRole('heading', { level: 1, name: t.pricesTitle })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    const row = page.getByTestId(t.plan.row);
    await expect(row.getByLabel(t.price, { exact: true })).toHaveValue(t.plan.was);
    const checkout = await (await browser.newContext({ baseURL })).newPage();
    await preparePage(checkout);
    await checkoutTotal(checkout, locale, t.plan.was);
    await dismissCookieBanner(checkout);
    try {
      // A former price not above the price is refused in the page's language.
      await setPrice(page, locale, t.plan.now, t.plan.now);
      await expect(row.getByRole('status')).toHaveText(t.notAbove);
      await setPrice(page, locale, t.plan.now, '');
      await expect(row.getByRole('status')).toHaveText(t.saved);
      // At once: a checkout opened now is priced and totalled at the new price.
      await checkoutTotal(checkout, locale, t.plan.now);
    } finally {
      const restored = await page.request.post(`/api/staff/prices/${await row.getAttribute('data-price-id')}`, {
        headers: { origin: baseURL! },
        data: { price: t.plan.was, price_old: locale === 'zh-CN' ? '599.99' : '' },
      });
      expect(restored.status()).toBe(200);
    }

    // Legacy licences: one row attached to the owner, one refused with its line and reason.
    const serial = `RM5-E2E-${Date.now().toString(36).toUpperCase()}-${locale === 'en' ? 'EN' : 'ZH'}`;
    await page.goto(`${t.prefix}/staff/legacy-licences`);
    await expect(page.getByRole('heading', { level: 1, name: t.legacyTitle })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel(t.paste).fill(`serial,email,pcs\n${serial},${ownerEmail},2\n${serial}-X,nobody-${Date.now()}@example.com,1\n`);
    await page.getByRole('button', { name: t.importButton }).click();
    const report = page.getByTestId('legacy-report');
    await expect(report.getByTestId('legacy-loaded')).toHaveText(t.loaded);
    await expect(report.getByTestId('legacy-refused')).toHaveText(t.refused);
    await expect(report).toContainText(t.noAccount);
    await expect(report).toContainText(serial);

    // The owner's account lists the licence.
    const owner = await (await browser.newContext({ baseURL })).newPage();
    await preparePage(owner);
    await owner.goto(`${t.prefix}/user/sign-in`);
    await dismissCookieBanner(owner);
    await signIn(owner, ownerEmail, 'owner password 2');
    await expect(owner).toHaveURL(/\/account$/);
    await expect(owner.getByText(serial)).toBeVisible();

    // The audit log names both.
    await page.goto(`${t.prefix}/staff/audit`);
    const rows = page.getByTestId('audit-log').locator('tbody tr');
    await expect(rows.filter({ hasText: 'price.change' }).filter({ hasText: staffEmail }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'legacy-licence.import' }).filter({ hasText: serial })).toHaveCount(1);
  });
}
