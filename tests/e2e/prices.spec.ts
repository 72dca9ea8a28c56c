import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { dismissCookieBanner, preparePage } from './user-helpers';

// Issue 19 item 1: the home page's plans table and the checkout's plan tiles show the shop's prices (the demo price
// list, lib/db/seed.ts) in the visitor's currency, with spec 1's phrases, the former price struck through and
// spec 9's rounding down; a price changed in the database shows without a new build.

const nbsp = '\u00a0';

const LOCALES = {
  en: {
    prefix: '',
    // 1-year 1 PC $14.99 / 12 = 124.9 cents -> $1.24; 5 PCs $49.99 / 5 = 999.8 -> $9.99; lifetime x3 $99.99 / 3 -> $33.33
    fromPerMonth: 'from $1.24/month when billed annually',
    perDeviceYear: '$9.99/device/year',
    lifetime: { old: '$69.99', price: '$49.99', perDevice: '$33.33/device for life' },
    tiles: { year2: ['$24.99', '$12.49/device/year'], lifetime3: { old: '$149.99', price: '$99.99', each: '$33.33/device for life' } },
  },
  'zh-CN': {
    prefix: '/zh-CN',
    // In yuan: ¥98 / 12 = ¥8.166 -> ¥8.16; ¥328 / 5 = ¥65.60; lifetime x3 ¥688 / 3 = ¥229.333 -> ¥229.33
    fromPerMonth: '按年付费，低至每月 ¥8.16',
    perDeviceYear: '¥65.60/台电脑/年',
    lifetime: { old: '¥458.00', price: '¥328.00', perDevice: '¥229.33/台电脑（终身授权）' },
    tiles: { year2: ['¥168.00', '¥84.00/台电脑/年'], lifetime3: { old: '¥988.00', price: '¥688.00', each: '¥229.33/台电脑（终身授权）' } },
  },
} as const;

const plansTable = (page: Page) => page.getByTestId('comparison-table');
const tile = (page: Page, pcNum: number) =>
  page.locator('label', { has: page.locator(`input[name="pcNum"][value="${pcNum}"]`) }).getByTestId('tile-price');

for (const [locale, text] of Object.entries(LOCALES)) {
  test(`the home page's plans table shows the shop's prices (${locale})`, async ({ page, request }) => {
    // In the server's HTML already: the first paint has them, and nothing moves when the browser takes over.
    const html = await (await request.get(text.prefix || '/')).text();
    expect(html).toContain(text.fromPerMonth);
    await page.goto(text.prefix || '/');
    const table = plansTable(page);
    await expect(table.getByTestId('from-per-month')).toHaveText(text.fromPerMonth);
    await expect(table.getByTestId('per-device-year')).toHaveText(text.perDeviceYear);
    const lifetime = table.getByTestId('lifetime-price');
    await expect(lifetime.getByTestId('price-old')).toHaveText(text.lifetime.old);
    await expect(lifetime.locator('s')).toHaveCount(1);
    await expect(lifetime.getByTestId('price')).toHaveText(text.lifetime.price);
    await expect(table.getByTestId('lifetime-per-device')).toHaveText(text.lifetime.perDevice);
  });

  test(`the checkout's plan tiles show the shop's prices (${locale})`, async ({ page }) => {
    await preparePage(page);
    await page.goto(`${text.prefix}/checkout?term=1y&pc=2`);
    await dismissCookieBanner(page);
    await expect(tile(page, 2)).toHaveText(text.tiles.year2.join(''));
    await expect(tile(page, 2).getByTestId('price-each')).toHaveText(text.tiles.year2[1]);
    await page.getByRole('tab').nth(2).click();
    await page.locator('input[name="pcNum"][value="3"]').check();
    const lifetime3 = tile(page, 3);
    await expect(lifetime3.getByTestId('price-old')).toHaveText(text.tiles.lifetime3.old);
    await expect(lifetime3.getByTestId('price')).toHaveText(text.tiles.lifetime3.price);
    await expect(lifetime3.getByTestId('price-each')).toHaveText(text.tiles.lifetime3.each);
    // A single PC has no per-device share to show.
    await expect(tile(page, 1).getByTestId('price-each')).toHaveCount(0);

    // The country chosen sets the currency of the tiles as of the total: Germany pays in euros.
    await page.getByTestId('country').selectOption('DE');
    await expect(lifetime3.getByTestId('price')).toHaveText(`94.99${nbsp}€`);
    await expect(lifetime3.getByTestId('price-each')).toContainText(`31.66${nbsp}€`);
    await expect(page.getByTestId('subtotal')).toHaveText(`94.99${nbsp}€`);
  });
}

test('the address bar country_code sets the currency of the plans table (spec 7)', async ({ page }) => {
  await page.goto('/?country_code=DE');
  // EUR: 13.99 € a year / 12 = 1.1658 -> 1.16 €, the sign after the value.
  await expect(plansTable(page).getByTestId('from-per-month')).toHaveText(`from 1.16${nbsp}€/month when billed annually`);
});

test('a price changed in the database shows on an open page once its prices are a minute old, without a new build', async ({ page }) => {
  let asked = 0;
  await page.route('**/api/plan-prices?*', async (route) => {
    asked += 1;
    const response = await route.fetch();
    const list = (await response.json()) as { plans: { kind: string; pcNum: number; amount: number; amountOld: number | null }[] };
    // The shop lowers lifetime for 1 PC to $39.99 and drops its former price.
    for (const plan of list.plans) if (plan.kind === 'lifetime' && plan.pcNum === 1) Object.assign(plan, { amount: 3999, amountOld: null });
    await route.fulfill({ response, json: list });
  });
  // Two minutes after the prices the page was built with were read: the browser asks the shop again.
  await page.clock.install({ time: Date.now() + 120_000 });
  await page.goto('/');
  const lifetime = plansTable(page).getByTestId('lifetime-price');
  await expect(lifetime.getByTestId('price')).toHaveText('$39.99');
  await expect(lifetime.getByTestId('price-old')).toHaveCount(0);
  expect(asked).toBeGreaterThan(0);
});
