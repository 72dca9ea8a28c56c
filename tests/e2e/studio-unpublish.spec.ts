import { expect, type Page, request } from '@playwright/test';
import {
  contentLakeDocuments,
  discardChangesInStudio,
  editsSaved,
  openInStudio,
  publishInStudio,
  STUDIO_LOAD,
  STUDIO_STEP,
  unpublishInStudio,
  test,
} from './studio-helpers';

// issue 3: the Studio discards and unpublishes against the local Content Lake. "Discard changes" is in the
// document's action menu ("…" beside Publish); Unpublish is the footer's main action in the Published
// perspective (the "Published" chip at the top of the document). Each test uses a bundled English blog post
// no other test touches, and leaves it as it found it.

// Each test loads the Studio afresh once, to see what the Content Lake kept.
test.setTimeout(180_000);

/**
 * The status and h1 of a page as a first-time visitor gets it: no browser cache, and no cookies, so a
 * language cookie from an earlier visit to /zh-CN never sends an English path to the Chinese page.
 */
async function visit(path: string): Promise<{ status: number; heading: string }> {
  const visitor = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await visitor.get(path, { headers: { 'cache-control': 'no-cache' } });
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1] ?? '';
    return { status: response.status(), heading };
  } finally {
    await visitor.dispose();
  }
}

/** Which of a document's published and draft versions the Content Lake holds. */
async function storedVersions(page: Page, id: string): Promise<string[]> {
  const documents = await contentLakeDocuments(page.request, id, `drafts.${id}`);
  return documents.map((document) => document._id).sort();
}

/** Opens a post in the Studio the page runs, or in a freshly loaded one. */
async function openPost(page: Page, id: string, title: string, { fresh = false } = {}) {
  const path = `/studio/structure/post;${id}`;
  await openInStudio(page, path, { fresh });
  await expect(page.locator('[id="title"]')).toHaveValue(title, STUDIO_LOAD);
}

test('Discard changes drops the draft: the Studio and the site keep the published post', async ({ page }) => {
  const id = 'post-dualsense-on-pc-en';
  const path = '/blog/post/dualsense-on-pc';
  const published = 'Using a DualSense controller on PC: what works and how to set it up';
  await openPost(page, id, published);
  expect(await visit(path)).toEqual({ status: 200, heading: published });

  const title = page.locator('[id="title"]');
  await title.fill(`A title no visitor should see (${Date.now()})`);
  await editsSaved(page);
  expect(await storedVersions(page, id)).toEqual([`drafts.${id}`, id]);

  await discardChangesInStudio(page);
  await expect(title).toHaveValue(published);
  // Nothing is left to publish.
  await expect(page.getByTestId('action-publish')).toBeDisabled();
  expect(await storedVersions(page, id)).toEqual([id]);
  // The Content Lake deleted the draft: a fresh Studio opens the published post.
  await openPost(page, id, published, { fresh: true });
  await expect(page.getByTestId('action-publish')).toBeDisabled();
  expect(await visit(path)).toEqual({ status: 200, heading: published });
});

test('an edit the Studio throws away is typed again, saved, and then discarded', async ({ page }) => {
  const id = 'post-handheld-style-layouts-en';
  const published = 'Steam Deck-style layouts for any controller';
  await openPost(page, id, published);
  const title = page.locator('[id="title"]');
  // As the Studio did once on a busy machine: the first edit never reaches it, and the field shows the stored title
  // again. The Studio's own handlers do not see that input event; the page's notes (studio-helpers) do.
  await page.evaluate((stored) => {
    const swallow = (event: Event) => {
      event.stopImmediatePropagation();
      window.removeEventListener('input', swallow, true);
      const field = event.target as HTMLInputElement;
      setTimeout(() => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, stored), 0);
    };
    window.addEventListener('input', swallow, true);
  }, published);
  const edited = `A title typed twice (${Date.now()})`;
  await title.fill(edited);
  await editsSaved(page);
  expect(test.info().annotations.map((note) => note.description)).toContainEqual(expect.stringMatching(/^Edit typed again: .*#title/));
  await expect(title).toHaveValue(edited);
  expect(await storedVersions(page, id)).toEqual([`drafts.${id}`, id]);
  // Left as found.
  await discardChangesInStudio(page);
  await expect(title).toHaveValue(published);
  expect(await storedVersions(page, id)).toEqual([id]);
});

test('Unpublish takes a post off the site within 5 s and keeps it as a draft; publishing brings it back', async ({ page }) => {
  const id = 'post-macros-for-mmos-en';
  const path = '/blog/post/macros-for-mmos';
  const title = 'Macros for MMOs: fewer keystrokes, same skill';
  await openPost(page, id, title);
  expect(await visit(path)).toEqual({ status: 200, heading: title });

  await unpublishInStudio(page);
  await expect.poll(async () => (await visit(path)).status, { timeout: 5_000, intervals: [250] }).toBe(404);
  // The Chinese post is its own document: still published.
  expect((await visit('/zh-CN/blog/post/macros-for-mmos')).status).toBe(200);

  // The post is a draft now, in the Studio as in the Content Lake, also after a reload.
  expect(await storedVersions(page, id)).toEqual([`drafts.${id}`]);
  await openPost(page, id, title, { fresh: true });
  await expect(page.getByTestId('document-header-Published-chip')).toBeDisabled();
  // A freshly loaded Studio enables Publish once it has the draft's state and is ready to publish it, part of its
  // loading: 7-25 s after the title showed, with both cores held busy by CPU hogs (three runs), and over 30 s in a run
  // of the whole suite under load (npm run test:under-load). So as long as the Studio's load may take.
  await expect(page.getByTestId('action-publish')).toBeEnabled(STUDIO_LOAD);

  await publishInStudio(page, { edited: false });
  await expect.poll(() => visit(path), { timeout: 5_000, intervals: [250] }).toEqual({ status: 200, heading: title });
  expect(await storedVersions(page, id)).toEqual([id]);
  await expect(page.getByTestId('document-header-Published-chip')).toBeEnabled(STUDIO_STEP);
});
