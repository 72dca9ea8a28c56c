import { expect } from '@playwright/test';
import { openInStudio, publishInStudio, STUDIO_LOAD, test, visitorPage } from './studio-helpers';

// issue 4: a marketer adds a redirect in the Studio and it works without a deploy, in both languages;
// an external target is a full page load to the other site.

test.setTimeout(120_000);

async function redirectOf(page: import('@playwright/test').Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return `${response.status()} ${response.headers().location ?? ''}`;
}

test('a redirect created and published in the Studio applies within seconds, in en and zh-CN', async ({ page }) => {
  const from = `/moved-${Date.now()}`;
  expect(await redirectOf(page, from)).toBe('404 ');

  await openInStudio(page, '/studio/structure/redirect');
  await page.getByTestId('action-intent-button').click({ timeout: STUDIO_LOAD.timeout });
  await page.locator('[id="from"]').fill(from);
  await page.locator('[id="to"]').fill('/checkout');
  await publishInStudio(page);

  await expect.poll(() => redirectOf(page, from), { timeout: 5_000 }).toMatch(/^307 .*\/checkout$/);
  expect(await redirectOf(page, `/zh-CN${from}?ref=mail`)).toMatch(/^307 .*\/zh-CN\/checkout\?ref=mail$/);
  const visitor = await visitorPage(page);
  await visitor.goto(`/zh-CN${from}`);
  await expect(visitor).toHaveURL(/\/zh-CN\/checkout$/);
});

test('the bundled /how-to placeholder leads to the help page', async ({ page }) => {
  expect(await redirectOf(page, '/how-to')).toMatch(/^307 .*\/help#guides$/);
  expect(await redirectOf(page, '/zh-CN/how-to')).toMatch(/^307 .*\/zh-CN\/help#guides$/);
});
