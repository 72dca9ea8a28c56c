import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { dismissCookieBanner } from './user-helpers';

// Issue 19 item 4: the main menu's About (/#about) and Why to Use (/#why-to-use) land on sections of the home
// page that carry those ids (their anchors are set in the Studio), from the home page and from another page.

const LOCALES = [
  { locale: 'en', prefix: '', menu: 'Main menu', about: 'About', why: 'Why to Use' },
  { locale: 'zh-CN', prefix: '/zh-CN', menu: '主菜单', about: '关于', why: '为什么选择我们' },
];

/** The element is at the top of the window: the page scrolled to it. */
async function expectScrolledTo(page: Page, selector: string) {
  await expect(page.locator(selector)).toBeInViewport();
  await expect(async () => {
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
  }).toPass({ timeout: 5_000 });
}

for (const copy of LOCALES) {
  test(`the menu's About and Why to Use scroll to their sections of the home page (${copy.locale})`, async ({ page }) => {
    // The full menu shows from 1400px up (tests/e2e/layout.spec.ts).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${copy.prefix}/help`);
    await dismissCookieBanner(page);
    const menu = () => page.getByTestId('site-header').getByRole('navigation', { name: copy.menu }).first();

    await menu().getByRole('link', { name: copy.why, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/?#why-to-use$`));
    await expectScrolledTo(page, '#why-to-use');

    await page.evaluate(() => window.scrollTo(0, 0));
    await menu().getByRole('link', { name: copy.about, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/?#about$`));
    await expectScrolledTo(page, '#about');
  });
}

// A page first loaded at one of its anchors (a shared link, a reload): Next 16's router kept that load's hash in its
// record of the route and put every later hash of the page after it (/#why-to-use#about, which leads nowhere), and a
// link to the page itself brought the old anchor back. patches/next+16.4.6.patch records the route without it, as
// Next's own navigations do.
for (const copy of LOCALES) {
  test(`a home page loaded at an anchor: the menu's other anchor replaces it, the home link leads to the top (${copy.locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${copy.prefix}/#why-to-use`);
    await dismissCookieBanner(page);
    const header = page.getByTestId('site-header');
    const menu = header.getByRole('navigation', { name: copy.menu }).first();

    await menu.getByRole('link', { name: copy.about, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/?#about$`));
    await expectScrolledTo(page, '#about');

    await menu.getByRole('link', { name: copy.why, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/?#why-to-use$`));
    await expectScrolledTo(page, '#why-to-use');

    await header.locator('a.site-header__brand').click();
    await expect(page).toHaveURL(new RegExp(`^[^#]*${copy.prefix || '/'}$`));
  });
}
