import { expect, type Page } from '@playwright/test';
import { deleteInStudio, openInStudio, publishInStudio, STUDIO_LOAD, test } from './studio-helpers';

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
  await openInStudio(page, '/studio/structure/seoEntry');
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

// A Studio fix (patches/sanity+6.16.0.patch): the url's rule asks the Content Lake whether another entry has the url.
// Here that answer is held until after the click on Publish, so the validation of the draft with only a url (title and
// description still empty) finishes after the draft got them. Unpatched, the Studio read that old validation as the
// latest draft's, toasted "Validation errors" and dropped the publish; now it validates the latest draft and publishes.
test('Publish sends the publish on the first click while an earlier draft is still being validated', async ({ page }) => {
  const url = `/first-click-${Date.now()}`;
  const asked = Promise.withResolvers<void>();
  const released = Promise.withResolvers<void>();
  let first = true;
  const isUrlQuery = (address: URL) =>
    address.pathname.includes('/data/query/') && address.searchParams.get('$url') === JSON.stringify(url);
  await page.route(isUrlQuery, async (route) => {
    if (first) {
      first = false;
      asked.resolve();
      await released.promise;
    }
    await route.fallback();
  });

  // A freshly loaded Studio, whose first edits these are, as when the Studio dropped the click.
  await page.goto('/studio/structure/seoEntry');
  await page.getByTestId('action-intent-button').click({ timeout: STUDIO_LOAD.timeout });
  await page.locator('[id="url"]').fill(url);
  await asked.promise;
  await page.locator('[id="title.en"]').fill('Published on the first click');
  await page.locator('[id="description.en"]').fill('The Studio validated this draft, not the one before it.');
  await publishInStudio(page, { clicks: 1, afterClick: async () => released.resolve() });
  await expect.poll(() => seoUrls(page), { timeout: 5_000 }).toContain(url);
  await deleteInStudio(page);
});
