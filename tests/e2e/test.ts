import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, which every browser spec imports from here. The site's tests share one browser context per
 * worker (`reuseContext` in playwright.config.ts), which Playwright resets between tests: cookies, cache, storage,
 * extra pages, routes, init scripts, the clock, and the page's headers, viewport and media. It does not reset what a
 * test set on the context itself; here each test starts without the extra HTTP headers a test before it set there
 * (the sign-in helpers name the test's own client address on the context, so that the page's API calls carry it).
 */
export const test = base.extend<{ contextHeadersReset: void }>({
  contextHeadersReset: [
    async ({ context, extraHTTPHeaders }, use) => {
      await context.setExtraHTTPHeaders(extraHTTPHeaders ?? {});
      await use();
    },
    { auto: true },
  ],
});
