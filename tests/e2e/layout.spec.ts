import { expect } from '@playwright/test';
import { test } from './test';
import { confirmedAccount, preparePage, signIn, uniqueEmail } from './user-helpers';

const PASSWORD = 'layout passphrase 2026';

test.describe('home and locales', () => {
  test('home renders in en with the main menu and footer', async ({ page }) => {
    // The full menu shows from 1400px up; below, the same items are behind the menu button (next test).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('hero').getByRole('heading', { level: 1 })).toHaveText(
      'Make every controller, keyboard and mouse work your way',
    );
    const menu = page.getByTestId('site-header').getByRole('navigation', { name: 'Main menu' }).first();
    for (const item of [
      'About',
      'Why to Use',
      'How It Works',
      'Community',
      'Blog',
      'Personal Account',
      'Get Help',
      'Online Guide',
      'YouTube',
      'Forum',
    ]) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toHaveCount(1);
    }
    const footer = page.getByTestId('site-footer');
    for (const item of [
      'Privacy Policy',
      'Terms of Use',
      'EULA for legacy licences',
      'SaaS Agreement',
      'Partners and Affiliates',
      'Translators',
      'Game Developers',
    ]) {
      await expect(footer.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('heading', { name: 'Legal' })).toBeVisible();
  });

  test('below 1400px the main menu opens from the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Blog', exact: true })).toHaveCount(0);
    await header.getByLabel('Open menu', { exact: true }).click();
    await expect(header.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  });

  test('home renders in zh-CN under /zh-CN', async ({ page }) => {
    await page.goto('/zh-CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('hero').getByRole('heading', { level: 1 })).toHaveText('让每一个手柄、键盘和鼠标都按您的方式工作');
    await expect(page.getByTestId('site-footer').getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/zh-CN/privacy');
  });

  test('switching language keeps the page and remembers the choice for a year', async ({ page, context }) => {
    await page.goto('/some/deep/page');
    await page.getByTestId('language-zh-CN').click();
    await expect(page).toHaveURL(/\/zh-CN\/some\/deep\/page$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('zh-CN');
    expect(cookie?.sameSite).toBe('Lax');
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(365);

    await page.getByTestId('language-en').click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/some\/deep\/page$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
  });

  // Page documents and guides render at internal routes (/content-page/help, /how-to-guide/...): the switcher names
  // the address the visitor is at, before hydration and after it.
  for (const [path, heading] of [
    ['/help', 'How can we help?'],
    ['/how-to-use-ps4-controller-on-pc', null],
  ] as const) {
    test(`the language switcher on ${path} leads to the same page in the other language and back`, async ({ page }) => {
      const served = await (await page.request.get(path)).text();
      expect(served).toContain(`data-testid="language-zh-CN">`);
      expect(served).toMatch(new RegExp(`href="/zh-CN${path}"[^>]*data-testid="language-zh-CN"`));
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const title = await page.getByRole('heading', { level: 1 }).innerText();
      await page.getByTestId('language-zh-CN').click();
      await expect(page).toHaveURL(new RegExp(`/zh-CN${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
      await expect(page.getByTestId('language-en')).toHaveAttribute('href', `/en${path}`);
      await page.getByTestId('language-en').click();
      await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }

  test('the language switcher works before the page is interactive', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/zh-CN/checkout-not-here');
    await page.getByTestId('language-en').click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/checkout-not-here$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('every page has hreflang alternates for en and zh-CN', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', /^http:\/\/localhost:\d+\/zh-CN$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
  });

  test('titles and descriptions come from the SEO entries, in the page language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Remapper: remap your controller, keyboard and mouse on Windows');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Map any gamepad button/);
    await page.goto('/zh-CN');
    await expect(page).toHaveTitle('Remapper：在 Windows 上重新映射手柄、键盘和鼠标');
  });

  // The home page's accessibility (axe, every impact level, every image loaded): public-routes.spec.ts, as every route.
});

test.describe('cookie banner', () => {
  test('disappears on Ok and stays away after a reload', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'See details' })).toHaveAttribute('href', '/privacy');
    await banner.getByRole('button', { name: 'Ok' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });
});

test.describe('layouts', () => {
  test('checkout uses the cart layout, without the main menu', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByTestId('cart-layout')).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
  });

  test('an invoice uses the pdf layout, after sign-in, and says when it is not found', async ({ page, baseURL }) => {
    const ip = await preparePage(page);
    const email = uniqueEmail('pdf-layout');
    await confirmedAccount(page.request, baseURL!, ip, email, PASSWORD);
    await page.goto('/account/orders/invoice/12345');
    await expect(page).toHaveURL(/\/user\/sign-in\?/);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/orders\/invoice\/12345$/);
    await expect(page.getByTestId('pdf-layout')).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Invoice Details Not Found' })).toBeVisible();
  });
});

test.describe('for search engines', () => {
  test('/sitemap.xml lists the pages in en and zh-CN', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    expect(xml).toMatch(new RegExp(`hreflang="zh-CN"\\s+href="${baseURL}/zh-CN"`));
  });

  test('/robots.txt keeps crawlers out of the Studio and the API, and names the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Disallow: /studio');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe('widths', () => {
  for (const width of [360, 768, 1280, 1440]) {
    test(`nothing scrolls sideways at ${width}px, in en and zh-CN`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const url of ['/', '/zh-CN', '/advanced-controller-mapping']) {
        await page.goto(url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, url).toBeLessThanOrEqual(0);
      }
    });
  }
});
