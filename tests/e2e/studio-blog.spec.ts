import { expect, type Page } from '@playwright/test';
import { deleteInStudio, openInStudio, publishInStudio, STUDIO_LOAD, STUDIO_STEP, test } from './studio-helpers';

// issue 3: a blog post's life in the Studio against the local Content Lake: created and published, it is
// on /blog within 5 s (the publish webhook clears the post tag, no rebuild) and opens at its own path (the
// proxy's routing table knows it); deleted, it leaves /blog and its path answers 404.

/** The /blog page as a first-time visitor gets it (no browser cache). */
async function blogPage(page: Page): Promise<string> {
  return (await timedGet(page, '/blog')).text();
}

async function statusOf(page: Page, path: string): Promise<number> {
  return (await timedGet(page, path)).status();
}

/** A GET that reports itself when it is slow, so a failed poll says whether the site or the webhook lagged. */
async function timedGet(page: Page, path: string) {
  const started = Date.now();
  const response = await page.request.get(path, { headers: { 'cache-control': 'no-cache' } });
  const took = Date.now() - started;
  if (took > 1_000) console.log(`GET ${path}: ${response.status()} after ${took} ms`);
  return response;
}

// The Studio boots slowly; this test does several round trips through it.
test.setTimeout(120_000);

test('a blog post published in the Studio is on /blog and at its path within 5 s, and gone from both when deleted', async ({ page }) => {
  const stamp = Date.now();
  const title = `A post written in the Studio ${stamp}`;
  await openInStudio(page, '/studio/structure/post');
  await page.getByTestId('action-intent-button').click({ timeout: STUDIO_LOAD.timeout });

  await page.locator('[id="title"]').fill(title);
  await page.getByTestId('field-language').getByRole('radio', { name: 'en', exact: true }).check();
  // The slug is unique per language, checked against the Content Lake: an English post already has this one.
  const slugError = page.getByTestId('field-slug').getByTestId('input-validation-icon-error');
  await page.locator('[id="slug"]').fill('shift-layers-explained');
  await expect(slugError).toBeVisible(STUDIO_STEP);
  await page.locator('[id="slug"]').fill(`studio-post-${stamp}`);
  await expect(slugError).toHaveCount(0, STUDIO_STEP);
  // Newer than every bundled post, so it opens the first page of the list.
  await page.locator('[id="publishedAt"]').fill('2026-11-20 10:00');
  await page.locator('[id="excerpt"]').fill('Written, published and deleted by an end-to-end test.');
  await page.locator('[id="author"]').fill('Mira');
  await page.getByRole('option', { name: /Mira Castell/ }).click();
  await page.getByTestId('pt-editor').locator('[contenteditable="true"]').click();
  await page.keyboard.type('A short body, typed into the Portable Text editor.');

  await publishInStudio(page);
  await expect.poll(() => blogPage(page), { timeout: 5_000, intervals: [250] }).toContain(title);
  const path = `/blog/post/studio-post-${stamp}`;
  await expect.poll(() => statusOf(page, path), { timeout: 5_000, intervals: [250] }).toBe(200);

  await deleteInStudio(page);
  await expect.poll(() => blogPage(page), { timeout: 5_000, intervals: [250] }).not.toContain(title);
  await expect.poll(() => statusOf(page, path), { timeout: 5_000, intervals: [250] }).toBe(404);
});
