import { expect } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';

// spec 2: /community/configs/gamepad/{device}, a page per gamepad of the list, reached from /community's links.

type Locale = 'en' | 'zh-CN';
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

const DEVICES = ['dualshock4', 'dualshock3', 'steam', 'xbox_elite', 'nintendo', 'joy-con', 'nvidia_shield'] as const;

const COPY = {
  en: {
    heading: 'Configs by controller',
    shared: 'What players share',
    program: 'In Remapper',
    steam: 'Steam Controller community configs',
    guide: 'Steam Controller support',
  },
  'zh-CN': {
    heading: '按手柄浏览配置',
    shared: '玩家分享的配置',
    program: '在 Remapper 中',
    steam: 'Steam 手柄社区配置',
    guide: 'Steam 手柄支持',
  },
} as const;

for (const locale of ['en', 'zh-CN'] as const) {
  test(`every device link on /community opens its page in ${locale}, with what players share and its guide`, async ({ page }) => {
    test.setTimeout(180_000);
    const copy = COPY[locale];
    expect((await page.goto(`${prefix(locale)}/community`))?.status()).toBe(200);
    const links = page.getByTestId('device-links').getByRole('link');
    await expect(links).toHaveCount(DEVICES.length);
    for (const [index, device] of DEVICES.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('href', `${prefix(locale)}/community/configs/gamepad/${device}`);
      const label = (await link.textContent()) ?? '';
      await link.click();
      await expect(page).toHaveURL(`${prefix(locale)}/community/configs/gamepad/${device}`);
      const article = page.getByTestId('community-device');
      await expect(article, `${label} opens its page`).toHaveAttribute('data-device', device);
      await expect(page.getByTestId('error-title')).toHaveCount(0);
      await expect(article.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(article.getByRole('heading', { name: copy.shared })).toBeVisible();
      await expect(article.getByRole('heading', { name: copy.program })).toBeVisible();
      expect(await page.getByTestId('community-shared').locator(':scope > li').count()).toBeGreaterThan(0);
      await page.goBack();
      await expect(page.getByRole('heading', { name: copy.heading })).toBeVisible();
    }
  });

  test(`a device page loads on its own in ${locale}: its language, title, canonical address and no accessibility violation`, async ({
    page,
  }) => {
    const copy = COPY[locale];
    const path = `${prefix(locale)}/community/configs/gamepad/steam`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.steam);
    await expect(page).toHaveTitle(copy.steam);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
      'href',
      /\/zh-CN\/community\/configs\/gamepad\/steam$/,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    // The guide of the device: the Steam Controller page.
    await page.getByRole('link', { name: copy.guide }).click();
    await expect(page).toHaveURL(`${prefix(locale)}/steam-controller-support`);
  });

  test(`every device page answers 200 and is axe clean in ${locale}`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const device of DEVICES) {
      const response = await page.goto(`${prefix(locale)}/community/configs/gamepad/${device}`);
      expect(response?.status(), device).toBe(200);
      await expect(page.getByTestId('community-device')).toHaveAttribute('data-device', device);
      expect(await accessibilityViolations(page), device).toEqual([]);
    }
  });

  test(`a device off the list is the site's 404 in ${locale}`, async ({ page }) => {
    for (const path of ['/community/configs/gamepad/gamecube', '/community/configs/gamepad', '/community/configs']) {
      const response = await page.goto(`${prefix(locale)}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('error-title')).toHaveText(locale === 'en' ? '404 Error: Page Not Found' : /404/);
    }
  });
}

test('/sitemap.xml lists each device page with its zh-CN alternate', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const device of DEVICES) {
    expect(xml).toContain(`<loc>${baseURL}/community/configs/gamepad/${device}</loc>`);
    expect(xml).toMatch(new RegExp(`hreflang="zh-CN"\\s+href="${baseURL}/zh-CN/community/configs/gamepad/${device}"`));
  }
});
