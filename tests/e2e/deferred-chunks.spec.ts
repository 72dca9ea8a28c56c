import { expect } from '@playwright/test';
import { hydrated } from './hydration';
import { test } from './test';

// Issue 16: a page's client chunks are fetched after its first paint (lib/runtime/deferred-chunks.ts), so the largest
// paint does not wait for them; the page still hydrates.

const CHUNK_TAG = /<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/;

for (const path of ['/blog/post/controller-in-games-without-gamepad-support', '/zh-CN/how-to-use-ps4-controller-on-pc', '/checkout']) {
  test(`${path}: the chunks in the head are fetched after the first frame, and the page hydrates`, async ({ page }) => {
    // The start of the page's first frame: this callback runs before any the page's own scripts ask for.
    await page.addInitScript(() => requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() })));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(CHUNK_TAG);
    const sources = JSON.parse(/<script>\(function\(\)\{var s=(\[[^\]]*\])/.exec(head)?.[1] ?? '[]') as string[];
    expect(sources.length).toBeGreaterThan(5);

    // Hydrated: React has taken over the server's markup.
    await hydrated(page.locator('main'));

    const timing = await page.evaluate((wanted) => {
      const starts = wanted.map((source) => {
        const entries = performance.getEntriesByType('resource').filter((resource) => resource.name.endsWith(source));
        return entries.length === 1 ? entries[0]!.startTime : null;
      });
      return { frame: (window as { firstFrameAt?: number }).firstFrameAt ?? null, starts };
    }, sources);
    expect(timing.frame).not.toBeNull();
    // Each fetched once, and none before the first frame began.
    expect(timing.starts).not.toContain(null);
    for (const start of timing.starts) expect(start!).toBeGreaterThanOrEqual(timing.frame!);
  });
}
