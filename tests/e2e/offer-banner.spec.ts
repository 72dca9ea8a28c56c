import { expect, test } from '@playwright/test';

// spec 4: the offer banner's page matrix, in both languages, as an anonymous visitor sees it (signed-in
// viewers: tests/e2e/account-viewer.spec.ts; the rules: tests/unit/offer-banner.test.ts). The
// server-rendered HTML must agree with the browser, so nothing flashes or shifts after hydration.

const HIDDEN = ['/', '/checkout', '/eula', '/privacy', '/saas', '/terms-of-use', '/help', '/account', '/user/sign-in', '/accept-fake-payment'];
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
      await expect(banner).toContainText('$29.99');
      await expect(banner).toContainText('$49.99');
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
