import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './test';
import { contentLakeAuthorization } from './content-lake-token';
import { CONTENT_LAKE_DATA, contentLakeDocuments, STUDIO_LOAD } from './studio-helpers';

// issue 4, draft mode and visual editing: the Studio's Presentation tool shows the site with the
// editor's unpublished drafts, follows each edit as it is typed, and visitors keep seeing the published
// page. Draft mode needs the Content Lake's short-lived secret: a guessed one is refused.

test.setTimeout(120_000);

const PUBLISHED = 'Make your game feel right on every controller';

/** The h1 as a visitor gets it: `request` has its own cookies, never the editor's draft-mode cookie. */
async function headingOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

test('the Presentation tool previews drafts as they are typed; visitors keep the published page', async ({ page, request }) => {
  // A draft of /gamedevs, as an editor left it: the hero heading changed, nothing published.
  const draft = `Every controller, one game (${Date.now()})`;
  const [document] = await contentLakeDocuments(page.request, 'page-gamedevs-en');
  expect(document).toBeDefined();
  const created = await page.request.post(`${CONTENT_LAKE_DATA}/mutate/production`, {
    headers: contentLakeAuthorization(),
    data: {
      mutations: [
        { createOrReplace: { ...document, _id: 'drafts.page-gamedevs-en' } },
        { patch: { id: 'drafts.page-gamedevs-en', set: { 'sections[_key=="hero"].heading': draft } } },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto(`/studio/presentation?preview=${encodeURIComponent('/gamedevs')}`);
  const preview = page.frameLocator('iframe[title="Preview"], iframe').first();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draft, STUDIO_LOAD);
  await expect(preview.getByTestId('draft-mode-bar')).toBeVisible();
  // A visitor, without the editor's cookie, gets the published page.
  expect(await headingOf(request, '/gamedevs')).toBe(PUBLISHED);

  // Typing in the Presentation tool's form: the preview follows without a reload or a publish. On a busy machine the
  // Studio's save, the Content Lake's word of it and the page's new render can take more than 10 s together (a CI
  // run with another Studio test beside it): the wait is the one the Studio's other steps get.
  // Presentation is still starting after the preview first shows the draft: it makes a second preview secret and loads
  // the preview again in the drafts perspective, and meanwhile it draws the document's form anew, which closes a field's
  // dialog opened before (4 of 6 runs on an idle machine: the hero's dialog closed while the test typed in it). So the
  // test opens the hero once the preview is in that perspective, and, like an editor, opens it again if it closed.
  await expect(page).toHaveURL(/sanity-preview-perspective%3Ddrafts/, STUDIO_LOAD);
  const heading = page.locator(`[id='sections[_key=="hero"].heading']`);
  const openHero = async () => {
    if (await heading.isVisible()) return;
    // The hero's item in the sections list: the innermost card with the section type's name.
    await page
      .locator('[data-ui="Card"]')
      .filter({ has: page.getByText('Hero', { exact: true }) })
      .last()
      .click();
    await expect(heading).toBeVisible();
  };
  await openHero();
  // Presentation tells the preview of an edit only once its relay is mounted, which it loads lazily after the
  // document opens and which reads the document at low priority: an edit made before then is saved but never
  // announced, and the preview keeps the older draft until the next edit (Sanity's, seen in 3 of 18 runs on a
  // loaded machine: the Content Lake had the new text, the preview asked for nothing). So first, as an editor whose
  // first change did not show would, type until the preview follows once; from then on, every edit must reach it.
  await expect(async () => {
    await openHero();
    const first = `Typed first (${Date.now()})`;
    await heading.fill(first, { timeout: 10_000 });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(first, { timeout: 10_000 });
  }).toPass(STUDIO_LOAD);
  const typed = `Typed in the Studio (${Date.now()})`;
  await heading.fill(typed);
  // Saved by the Studio first (so a failure says which half failed: the Studio's save or the preview's refresh).
  await expect
    .poll(async () => {
      type Draft = { _id: string; sections?: { _key: string; heading?: string }[] };
      const [saved] = await contentLakeDocuments<Draft>(page.request, 'drafts.page-gamedevs-en');
      return saved?.sections?.find((section) => section._key === 'hero')?.heading;
    }, STUDIO_LOAD)
    .toBe(typed);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(typed, STUDIO_LOAD);
  expect(await headingOf(request, '/gamedevs')).toBe(PUBLISHED);
});

test('draft mode is refused without the Studio’s secret, and nothing of it reaches visitors', async ({ page }) => {
  for (const query of ['', '?sanity-preview-secret=guessed&sanity-preview-pathname=/gamedevs']) {
    const response = await page.request.get(`/api/draft-mode/enable${query}`, { maxRedirects: 0 });
    expect(response.status()).toBe(401);
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  }

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/gamedevs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED);
  await expect(page.getByTestId('draft-mode-bar')).toHaveCount(0);
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  // A message name of Sanity's visual-editing protocol: in its chunk, which visitors never load.
  expect(scripts.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('visual-editing/refreshed'))).toEqual([]);
});
