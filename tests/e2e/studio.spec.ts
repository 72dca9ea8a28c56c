import { expect, type Page } from '@playwright/test';
import { openInStudio, publishInStudio, STUDIO_LOAD, test } from './studio-helpers';

// The embedded Studio against the local Content Lake stand-in that `npm start` runs (issue 3). These
// tests edit the /checkout SEO entry only, so other tests can rely on the rest of the bundled content.

/** Opens the /checkout SEO entry in the Studio the page runs, or in a freshly loaded one. */
async function openCheckoutEntry(page: Page, { fresh = false } = {}) {
  const path = '/studio/structure/seoEntry;seo-checkout';
  await openInStudio(page, path, { fresh });
  await expect(page.locator('[id="title.en"]')).toHaveValue(/\S/, STUDIO_LOAD);
}

/** The <title> of a page as a first-time visitor gets it (no browser cache). */
async function titleOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path, { headers: { 'cache-control': 'no-cache' } })).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

test.describe.configure({ mode: 'serial' });
// The Studio boots slowly; these tests do several round trips through it.
test.setTimeout(120_000);

test('/studio signs in to the local Content Lake and lists the content', async ({ page }) => {
  const response = await page.goto('/studio');
  expect(response?.status()).toBe(200);
  // The structure marketers work in (studio/structure.ts).
  await expect(
    page
      .getByRole('link', { name: 'SEO', exact: true })
      .or(page.getByText('SEO', { exact: true }))
      .first(),
  ).toBeVisible(STUDIO_LOAD);
  for (const item of ['Pages', 'Blog', 'Releases', 'How-to', 'Banner', 'Redirects', 'Translations']) {
    await expect(
      page
        .getByRole('link', { name: item, exact: true })
        .or(page.getByText(item, { exact: true }))
        .first(),
    ).toBeVisible();
  }
  await expect(page.getByTestId('site-header')).toHaveCount(0);
});

test('a title edited and published in the Studio is live on the site within 5 s, in en and zh-CN', async ({ page }) => {
  await openCheckoutEntry(page);
  const stamp = Date.now();
  const english = `Buy Remapper today (${stamp})`;
  const chinese = `立即购买 Remapper（${stamp}）`;

  await page.locator('[id="title.en"]').fill(english);
  await page.locator('[id="title.zh_CN"]').fill(chinese);
  await publishInStudio(page);
  const publishedAt = Date.now();

  await expect.poll(() => titleOf(page, '/checkout'), { timeout: 5_000, intervals: [250] }).toBe(english);
  await expect.poll(() => titleOf(page, '/zh-CN/checkout'), { timeout: 5_000, intervals: [250] }).toBe(chinese);
  console.log(`publish-to-live: ${((Date.now() - publishedAt) / 1000).toFixed(2)} s`);

  // The Studio's document keeps what was published after a reload: the stand-in stored it.
  await openCheckoutEntry(page, { fresh: true });
  await expect(page.locator('[id="title.en"]')).toHaveValue(english);
});
