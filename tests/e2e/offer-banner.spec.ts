import { expect } from '@playwright/test';
import { test } from './test';

// spec 4: the offer banner's page matrix, in both languages, as an anonymous visitor sees it (signed-in
// viewers: tests/e2e/account-viewer.spec.ts; the rules: tests/unit/offer-banner.test.ts). The
// server-rendered HTML must agree with the browser, so nothing flashes or shifts after hydration.
// Issue 19: its plan is the Studio's, its prices the shop's, and its button opens the checkout on that plan.

const HIDDEN = [
  '/',
  '/checkout',
  '/eula',
  '/privacy',
  '/saas',
  '/terms-of-use',
  '/help',
  '/account',
  '/user/sign-in',
  '/accept-fake-payment',
];
const SHOWN = ['/blog', '/releases', '/macro-controller', '/partners', '/no-such-page'];

for (const prefix of ['', '/zh-CN']) {
  for (const path of HIDDEN) {
    const url = `${prefix}${path === '/' && prefix ? '' : path}`;
    test(`no offer banner on ${url}`, async ({ page, request }) => {
      expect(await (await request.get(url)).text()).not.toContain('data-testid="offer-banner"');
      await page.goto(url);
      // The page is up (the cart layout of /checkout has no site header, every page has a heading).
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByTestId('offer-banner')).toHaveCount(0);
    });
  }

  for (const path of SHOWN) {
    const url = `${prefix}${path}`;
    test(`the offer banner on ${url}`, async ({ page, request }) => {
      expect(await (await request.get(url)).text()).toContain('data-testid="offer-banner"');
      await page.goto(url);
      const banner = page.getByTestId('offer-banner');
      await expect(banner).toBeVisible();
      // The bundled banner offers lifetime x3: the shop's price in the page language's currency, price_old struck.
      const prices = banner.getByTestId('offer-banner-prices');
      await expect(prices.getByTestId('price')).toHaveText(prefix ? '¥688.00' : '$99.99');
      await expect(prices.locator('s')).toHaveText(prefix ? '¥988.00' : '$149.99');
      await expect(banner.getByRole('link')).toHaveText(prefix ? '获取终身授权' : 'Get lifetime access');
      // Issue 25: a limited-time price says when it ends (the bundled banner's end is 23:59 on 31 December 2027, Beijing time).
      await expect(banner.getByTestId('offer-banner-ends')).toHaveText(
        prefix ? '优惠截止时间：2027年12月31日 23:59（北京时间）' : 'Offer ends December 31, 2027 at 15:59 (UTC)',
      );
    });
  }
}

// Issue 25: the banner is gone once its offer ends, even on a page rendered before the end, and even while the page is open.
const END = Date.parse('2027-12-31T15:59:00.000Z');

for (const prefix of ['', '/zh-CN']) {
  test(`no offer banner after the offer ends (${prefix || 'en'})`, async ({ page }) => {
    await page.clock.setFixedTime(END + 60_000);
    await page.goto(`${prefix}/blog`);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByTestId('offer-banner')).toHaveCount(0);
  });
}

test('zh-CN: the offer banner goes at the moment its offer ends, on an open page', async ({ page }) => {
  await page.clock.install({ time: END - 30_000 });
  await page.goto('/zh-CN/blog');
  const banner = page.getByTestId('offer-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('原价');
  await expect(banner).toContainText('优惠截止时间：2027年12月31日 23:59（北京时间）');
  await page.clock.runFor(31_000);
  await expect(banner).toHaveCount(0);
});

const OFFER = {
  en: { prefix: '', price: '$99.99', old: '$149.99', each: '$33.33/device for life', tab: 'Lifetime' },
  'zh-CN': { prefix: '/zh-CN', price: '¥688.00', old: '¥988.00', each: '¥229.33/台电脑（终身授权）', tab: '终身' },
} as const;

for (const [locale, offer] of Object.entries(OFFER)) {
  test(`the offer banner shows the shop's price of its plan and opens the checkout on it (${locale})`, async ({ page, request }) => {
    // In the server's HTML already (no free-text price left: the shop's, in the page language's currency).
    const html = await (await request.get(`${offer.prefix}/blog`)).text();
    expect(html).toContain(offer.price);
    await page.goto(`${offer.prefix}/blog`);
    const banner = page.getByTestId('offer-banner');
    await expect(banner.getByTestId('price')).toHaveText(offer.price);
    await expect(banner.getByTestId('price-old')).toHaveText(offer.old);
    await expect(banner.getByTestId('offer-banner-each')).toHaveText(offer.each);
    // The same price the checkout's tile shows and charges.
    await banner.getByTestId('offer-banner-button').click();
    await expect(page).toHaveURL(new RegExp(`${offer.prefix}/checkout\\?term=lifetime&pc=3$`));
    await expect(page.getByRole('tab', { selected: true })).toContainText(offer.tab);
    await expect(page.locator('input[name="pcNum"][value="3"]')).toBeChecked();
    await expect(page.getByTestId('subtotal')).toHaveText(offer.price);
  });
}

test("the address bar's country_code sets the banner's currency (spec 7)", async ({ page }) => {
  await page.goto('/blog?country_code=DE');
  await expect(page.getByTestId('offer-banner').getByTestId('price')).toHaveText('94.99\u00a0€');
});
