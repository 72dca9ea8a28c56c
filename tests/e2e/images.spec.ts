import { expect, type Page } from '@playwright/test';
import { test } from './test';

// issue 4 / spec 9: the home hero's image comes through Sanity's image pipeline (here the local Content
// Lake stand-in) as webp at quality 50, in densities 1x and 2x, with a blurred placeholder while it
// loads, its alt text in the page's language, and its box reserved before it arrives.

const IMAGE_REQUEST = /\/images\/[^/]+\/[^/]+\/[a-f0-9]{40}-\d+x\d+\.\w+\?/;

const heroImage = (page: Page) => page.getByTestId('hero').getByRole('img');

test('the home hero image loads as webp, with a 1x/2x srcset at quality 50, first', async ({ page }) => {
  const imageResponse = page.waitForResponse((response) => IMAGE_REQUEST.test(response.url()));
  await page.goto('/');
  const image = heroImage(page);
  await expect(image).toHaveAttribute('alt', 'A gamepad whose buttons are wired to a key on a keyboard and to a mouse button');

  const response = await imageResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');

  const srcset = (await image.getAttribute('srcset')) ?? '';
  const candidates = srcset.split(', ').map((candidate) => candidate.split(' '));
  expect(candidates.map(([, density]) => density)).toEqual(['1x', '2x']);
  for (const [url] of candidates) {
    expect(new URL(url ?? '').searchParams.get('fm')).toBe('webp');
    expect(new URL(url ?? '').searchParams.get('q')).toBe('50');
  }
  // The 2x candidate is twice as wide (next/image rounds each up to a configured width).
  const widths = candidates.map(([url]) => Number(new URL(url ?? '').searchParams.get('w')));
  expect(widths[1]).toBeGreaterThanOrEqual(2 * 600);
  expect(widths[0]).toBeGreaterThanOrEqual(600);

  // The Largest Contentful Paint: fetched first, never lazily, with its size known up front.
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).not.toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '600');
  await expect(image).toHaveAttribute('height', '375');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
});

test('the hero image has its alt text in Chinese on /zh-CN', async ({ page }) => {
  await page.goto('/zh-CN');
  await expect(heroImage(page)).toHaveAttribute('alt', '一个游戏手柄，它的按键连到键盘上的一个键和鼠标按键上');
});

test("a blurred placeholder holds the image's place until it arrives", async ({ page }) => {
  // Hold the image back to look at the page before it loads.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(IMAGE_REQUEST, async (route) => {
    await released;
    await route.continue();
  });
  // Not waiting for the load event, which waits for the image.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const image = heroImage(page);
  const placeholder = () => image.evaluate((element: HTMLImageElement) => getComputedStyle(element).backgroundImage);
  expect(await placeholder()).toMatch(/^url\("data:image\/svg\+xml;.*feGaussianBlur.*data:image\/webp;base64,/);
  // The box is already the image's size: nothing moves when it arrives.
  const before = await image.boundingBox();
  expect(before?.height).toBeGreaterThan(100);
  expect(Math.abs((before?.width ?? 0) / (before?.height ?? 1) - 1.6)).toBeLessThan(0.02);

  release();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  await expect.poll(placeholder).toBe('none');
  expect(await image.boundingBox()).toEqual(before);
});
