import { expect, type Page } from '@playwright/test';
import { deleteInStudio, publishInStudio, STUDIO_LOAD, test } from './studio-helpers';

// issue 3: a document's life in the Studio against the local Content Lake: create, publish (the site
// lists it), delete (the site drops it). It uses an SEO entry with a url of its own. Unpublish and discard
// in the Studio: studio-unpublish.spec.ts.

async function seoUrls(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/seo', { headers: { 'cache-control': 'no-cache' } });
  return ((await response.json()) as { url: string }[]).map((entry) => entry.url);
}

// The Studio boots slowly; this test does several round trips through it.
test.setTimeout(120_000);

test('create, publish and delete an SEO entry', async ({ page }) => {
  const url = `/lifecycle-${Date.now()}`;
  await page.goto('/studio/structure/seoEntry');
  await page.getByTestId('action-intent-button').click({ timeout: STUDIO_LOAD.timeout });

  await page.locator('[id="url"]').fill(url);
  await page.locator('[id="title.en"]').fill('A page made in the Studio');
  await page.locator('[id="description.en"]').fill('Created, published, unpublished and deleted by a test.');
  await publishInStudio(page);
  await expect.poll(() => seoUrls(page), { timeout: 5_000 }).toContain(url);

  await deleteInStudio(page);
  await expect.poll(() => seoUrls(page), { timeout: 5_000 }).not.toContain(url);
  // The deleted document is gone from the Studio's list too.
  await page.goto('/studio/structure/seoEntry');
  await expect(page.getByTestId('action-intent-button')).toBeVisible(STUDIO_LOAD);
  await expect(page.getByText(url)).toHaveCount(0);
});
