import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openInStudio, publishInStudio, STUDIO_LOAD, STUDIO_STEP, test, visitorPage } from './studio-helpers';

// issue 3: the English home page's hero, edited in the Studio, is on the site within seconds, without a
// rebuild. Both tests edit the same document, so they run one after the other: two editors publishing
// the same page at once would each publish the other's half-finished draft.

test.describe.configure({ mode: 'default' });
test.setTimeout(120_000);

/** The h1 of a page as a first-time visitor gets it. */
async function headingOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

test('the home hero edited and published in the Studio is live on / within 5 s', async ({ page }) => {
  await openInStudio(page, '/studio/structure/page;page-home-en');
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

test('an image uploaded into the home hero in the Studio is on / within 5 s', async ({ page }) => {
  // A small PNG no one has uploaded before: a new asset, told apart by its SHA-1.
  const stamp = Date.now();
  const png = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: stamp % 256, g: (stamp >> 8) % 256, b: 160 } },
  })
    .png()
    .toBuffer();
  const sha1 = createHash('sha1').update(png).digest('hex');
  const alt = `A test card in one colour (${stamp})`;

  await openInStudio(page, '/studio/structure/page;page-home-en');
  await expect(page.locator('[id="path"]')).toHaveValue('/', STUDIO_LOAD);
  await page
    .locator('[data-ui="Card"]')
    .filter({ hasText: 'Hero' })
    .filter({ hasText: /Make every controller|Remap everything/ })
    .last()
    .click();

  const field = page.getByTestId('image-input').first();
  await expect(field).toBeVisible();
  // The hero already has an image: replace it with Upload in the field's menu, which opens the file picker.
  await field.getByTestId('options-menu-button').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: 'test-card.png', mimeType: 'image/png', buffer: png });
  // The upload has landed once the field shows the new asset.
  await expect(field.locator(`img[src*="${sha1}"]`)).toBeVisible(STUDIO_STEP);

  // The alt text (a localeString) is folded under its title.
  const altText = page.locator(`[id='sections[_key=="hero"].image.alt.en']`);
  if (!(await altText.isVisible())) await field.getByRole('button', { name: 'Alt text' }).click();
  await expect(altText).toBeVisible();
  await altText.fill(alt);
  await page.keyboard.press('Escape');
  await publishInStudio(page);

  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/')).text();
        return html.includes(`alt="${alt}"`) && html.includes(`${sha1}-320x200.png?`);
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBe(true);
  const visitor = await visitorPage(page);
  await visitor.goto('/');
  const image = visitor.getByTestId('hero').getByRole('img', { name: alt });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  expect(await image.getAttribute('srcset')).toContain('fm=webp');
});
