import { expect } from '@playwright/test';
import { test } from './test';

// The site's tests share a browser context per worker (playwright.config.ts); tests/e2e/test.ts starts each test
// without the extra HTTP headers a test before it set on that context. Two tests in order, in one worker.
test.describe.configure({ mode: 'serial' });

const MARK = '10.99.0.7';

test('a test names its client address on the browser context', async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': MARK });
  const response = await page.goto('/help');
  expect((await response!.request().allHeaders())['x-forwarded-for']).toBe(MARK);
});

test('the next test in the same worker starts without it, in the same page', async ({ page }) => {
  // The page the test before used, reset to a blank one (in a new context the page would have no history).
  expect(await page.evaluate(() => history.length)).toBeGreaterThan(1);
  const response = await page.goto('/help');
  expect((await response!.request().allHeaders())['x-forwarded-for']).toBeUndefined();
  expect((await page.request.get('/api/health')).ok()).toBe(true);
});
