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
    });
  }
}
