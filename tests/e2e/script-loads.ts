import { expect, type Page, type Request } from '@playwright/test';

/**
 * The scripts a page fetches from now on, and a wait for them to stop arriving. Not `networkidle`: after a reload,
 * Chromium serves the router's prefetches from its HTTP cache (they are stale-while-revalidate) and revalidates
 * them in the background, and it never reports those revalidations as finished, so the network never looks idle.
 */
export function scriptLoads(page: Page) {
  const pending = new Set<Request>();
  const bodies: Promise<string>[] = [];
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.add(request);
    lastChange = Date.now();
  });
  const settle = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      bodies.push(request.response().then(async (response) => `${request.url()}\n${(await response?.text().catch(() => '')) ?? ''}`));
    }
    settle(request);
  });
  page.on('requestfailed', settle);
  return {
    /** Waits until no script is in flight and none has started for `quietMs`. */
    async settled(quietMs = 500) {
      await expect.poll(() => pending.size === 0 && Date.now() - lastChange >= quietMs, { intervals: [100], timeout: 15_000 }).toBe(true);
    },
    /** The URLs of the scripts fetched so far whose source contains `text`. */
    async containing(text: string): Promise<string[]> {
      return (await Promise.all(bodies)).filter((body) => body.includes(text)).map((body) => body.slice(0, body.indexOf('\n')));
    },
  };
}
