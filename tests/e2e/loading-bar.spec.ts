import { expect } from '@playwright/test';
import { test } from './test';

// The 200 ms throttle (a fast navigation shows nothing) depends on how fast this machine is, so it is
// covered with fake timers in tests/unit/loading-bar.test.ts; here, a navigation held back until the bar shows.

test('the loading bar shows during a slow navigation and goes away when the page is there', async ({ page }) => {
  // Hold the next page back (its prefetch too) until the bar has been seen: a navigation as slow as it takes the
  // bar to show on this machine, however busy, and no longer.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/terms-of-use/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toHaveAttribute('data-visible', 'false');
  await expect(bar).toHaveCSS('height', '3px');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Terms of Use', exact: true }).click();
  await expect(bar).toHaveAttribute('data-visible', 'true');
  release();
  await expect(page).toHaveURL(/\/terms-of-use$/, { timeout: 10_000 });
  // Full, then hidden after the 500 ms hide delay.
  await expect(bar).toHaveAttribute('data-visible', 'false');
});
