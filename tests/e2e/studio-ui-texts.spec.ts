import { expect } from '@playwright/test';
import { openInStudio, publishInStudio, STUDIO_LOAD, test, visitorPage } from './studio-helpers';

// issue 4: translators localise UI strings (the next-intl catalogue) in the Studio; the site follows
// within seconds. (A translation that drops a placeholder is refused by the schema's validation:
// tests/unit/message-catalogue.test.ts.)

// Both tests change every page (a UI text, a menu entry), so they run one after the other: publishes of
// two types within the same second can leave a page stale (see the stop 10 note).
test.describe.configure({ mode: 'default' });
test.setTimeout(120_000);

test('a UI text translated in the Studio is live under /zh-CN within 5 s', async ({ page }) => {
  const translation = `在 Windows 上重新映射手柄、键盘和鼠标 ${Date.now()}`;
  await openInStudio(page, '/studio/structure/uiMessage;uiMessage-common--site--tagline');
  const zh = page.locator('[id="value.zh_CN"]');
  await zh.fill(translation, { timeout: STUDIO_LOAD.timeout });
  await publishInStudio(page);

  await expect.poll(async () => (await page.request.get('/zh-CN/partners')).text(), { timeout: 5_000 }).toContain(translation);
  const visitor = await visitorPage(page);
  await visitor.goto('/zh-CN/partners');
  await expect(visitor.getByRole('contentinfo').getByText(translation)).toBeVisible();
});

// The main menu, footer and cookie banner are the Studio's Site settings: a marketer renames a menu entry
// and every page's header follows within seconds, without a deploy.
test('a menu entry renamed in Site settings is in the header of every page within 5 s', async ({ page, request }) => {
  const label = `技术博客 ${Date.now() % 100_000}`;
  await openInStudio(page, '/studio/structure/siteSettings');
  const entry = page.locator('[data-ui="Card"]').filter({ hasText: '/blog' }).last();
  await entry.click(STUDIO_LOAD);
  const zh = page.locator(`[id='mainMenu[_key=="blog"].label.zh_CN']`);
  await expect(zh).toBeVisible();
  await zh.fill(label);
  await page.keyboard.press('Escape');
  await publishInStudio(page);

  await expect.poll(async () => (await page.request.get('/zh-CN/help')).text(), { timeout: 5_000, intervals: [250] }).toContain(label);
  const visitor = await visitorPage(page);
  await visitor.goto('/zh-CN/releases');
  // Below 1400px the menu sits behind the menu button: look for the link, shown or not.
  const link = visitor.getByTestId('site-header').locator('a', { hasText: label }).first();
  await expect(link).toHaveAttribute('href', '/zh-CN/blog');
  // The English menu keeps its own label (`request` has no language cookie from the visit above).
  expect(await (await request.get('/help')).text()).not.toContain(label);
});
