import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './test';
import { HOSTILE_LINKS } from '@/tests/support/hostile-links';
import { contentLakeAuthorization } from './content-lake-token';

// spec 5 and DESIGN "Displayed links" (issue 17): link marks written straight into a post through the
// Content Lake's API, past the Studio's validation, render without an href when they are off the list;
// an https link to another host keeps its href and opens in a new window with rel="noopener noreferrer".

const lake = `http://127.0.0.1:${process.env.E2E_CONTENT_LAKE_HTTP_PORT ?? '4581'}/v2025-09-01/data`;
const POST_ID = 'post-rapid-fire-turbo-and-toggle-en';
const POST_PATH = '/blog/post/rapid-fire-turbo-and-toggle';
const BLOCK_KEY = 'displayed-links-e2e';

const HOSTILE = HOSTILE_LINKS;
const GOOD = 'https://forum.remapper.app/t/rapid-fire';

async function mutate(request: APIRequestContext, patch: Record<string, unknown>) {
  const response = await request.post(`${lake}/mutate/production?returnIds=true`, {
    headers: contentLakeAuthorization(),
    data: { mutations: [{ patch: { id: POST_ID, ...patch } }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await mutate(request, { unset: [`body[_key=="${BLOCK_KEY}"]`] });
});

test("a post's link marks off the list render without an href; an https link keeps it, with noopener noreferrer", async ({
  page,
  request,
}) => {
  const stamp = `Links checked ${Date.now()}`;
  const hrefs = [...HOSTILE, GOOD];
  const block = {
    _type: 'block',
    _key: BLOCK_KEY,
    style: 'normal',
    markDefs: hrefs.map((href, index) => ({ _type: 'link', _key: `link${index}`, href })),
    children: [
      { _type: 'span', _key: 'stamp', text: `${stamp}: `, marks: [] },
      ...hrefs.map((_, index) => ({ _type: 'span', _key: `span${index}`, text: `link number ${index}`, marks: [`link${index}`] })),
    ],
  };
  // The page rendered and stored first: a render begun before the publish (the first visit since the server's
  // start-up expiry) and finished after it is stored by Next as new, with the old text, until the next publish.
  expect((await request.get(POST_PATH)).status()).toBe(200);
  await mutate(request, { insert: { after: 'body[-1]', items: [block] } });
  await expect.poll(async () => (await request.get(POST_PATH)).text(), { timeout: 10_000 }).toContain(stamp);

  await page.goto(POST_PATH);
  const paragraph = page.getByTestId('post').locator('p', { hasText: stamp });
  for (const [index] of HOSTILE.entries()) {
    const link = paragraph.locator('a', { hasText: `link number ${index}` });
    await expect(link).toHaveCount(1);
    await expect(link).not.toHaveAttribute('href');
  }
  const good = paragraph.locator('a', { hasText: `link number ${HOSTILE.length}` });
  await expect(good).toHaveAttribute('href', GOOD);
  await expect(good).toHaveAttribute('target', '_blank');
  await expect(good).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await paragraph.innerHTML()).not.toMatch(/script:|data:|evil\.example/i);
});
