import { test as base, expect, type Page } from '@playwright/test';
import { quietly } from './hydration';

const HYDRATION_TIMEOUT_MS = 15_000;

/**
 * Waits until React has begun hydrating the document `page` shows: its root is made (`hydrateRoot` marks the
 * document), so the page's own handlers take a click from then on, the ones on a part still hydrating included
 * (React hydrates it at once and replays the event). A page's client chunks are fetched after its first frame
 * (lib/runtime/deferred-chunks.ts), which can come after the load event, so a click at once after `goto` could
 * otherwise be the browser's own: a link loading a new document, a tab doing nothing. Asks `quietly`, so the page
 * stays untouched (hydration.ts). A document that is not one of the app's pages (JSON, an image, a page with scripts
 * off) has no RSC payload and is not waited for.
 */
async function hydrationStarted(page: Page): Promise<void> {
  const expression = `!self.__next_f ? 'none' : Object.keys(document).some((key) => key.startsWith('__reactContainer$')) ? 'started' : 'waiting'`;
  await quietly(page, (evaluate) =>
    expect
      .poll(() => evaluate(expression), {
        timeout: HYDRATION_TIMEOUT_MS,
        intervals: [20],
        message: `${page.url()} started hydrating within ${HYDRATION_TIMEOUT_MS} ms of its load event`,
      })
      .not.toBe('waiting'),
  );
}

const patched = new WeakSet<Page>();

/** Has `page.goto` and `page.reload`, when they wait for the load event (the default), wait for hydration too. */
function waitForHydrationOnLoad(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
      const response = await original(...args);
      if ((options?.waitUntil ?? 'load') === 'load') await hydrationStarted(page);
      return response;
    };
  }
}

/**
 * Playwright's `test`, which every browser spec imports from here. The site's tests share one browser context per
 * worker (`reuseContext` in playwright.config.ts), which Playwright resets between tests: cookies, cache, storage,
 * extra pages, routes, init scripts, the clock, and the page's headers, viewport and media. It does not reset what a
 * test set on the context itself; here each test starts without the extra HTTP headers a test before it set there
 * (the sign-in helpers name the test's own client address on the context, so that the page's API calls carry it).
 * The page's `goto` and `reload` return once the page has begun hydrating (hydrationStarted).
 */
export const test = base.extend<{ contextHeadersReset: void }>({
  contextHeadersReset: [
    async ({ context, extraHTTPHeaders }, use) => {
      await context.setExtraHTTPHeaders(extraHTTPHeaders ?? {});
      await use();
    },
    { auto: true },
  ],
  page: [
    async ({ page }, use) => {
      waitForHydrationOnLoad(page);
      await use(page);
    },
    { scope: 'test' },
  ],
});
