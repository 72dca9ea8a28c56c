import { expect, type Page, test } from '@playwright/test';
import { publishInStudio, STUDIO_LOAD } from './studio-helpers';

// issue 3: the home page's hero, edited and published in the Studio, is on the site within seconds,
// without a rebuild. The page documents are per language; this edits the English one.

test.setTimeout(120_000);

/** The h1 of a page as a first-time visitor gets it. */
async function headingOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

test('the home hero edited and published in the Studio is live on / within 5 s', async ({ page }) => {
  await page.goto('/studio/structure/page;page-home-en');
  await expect(page.locator('[id="path"]')).toHaveValue('/', STUDIO_LOAD);

  await page.locator('[data-ui="Card"]').filter({ hasText: 'Hero' }).filter({ hasText: 'Make every controller' }).last().click();
  const heading = page.locator(`[id='sections[_key=="hero"].heading']`);
  await expect(heading).toBeVisible();
  const title = `Remap everything you play (${Date.now()})`;
  await heading.fill(title);
  await page.keyboard.press('Escape');

  await publishInStudio(page);
  await expect.poll(() => headingOf(page, '/'), { timeout: 5_000, intervals: [250] }).toBe(title);
  // The Chinese page is its own document: untouched.
  expect(await headingOf(page, '/zh-CN')).toBe('让每一个手柄、键盘和鼠标都按您的方式工作');
});
