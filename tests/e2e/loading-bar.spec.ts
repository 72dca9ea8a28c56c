import { expect, test } from '@playwright/test';

// The 200 ms throttle (a fast navigation shows nothing) depends on how fast this machine is, so it is
// covered with fake timers in tests/unit/loading-bar.test.ts; here, a navigation held back well past it.

test('the loading bar shows during a slow navigation and goes away when the page is there', async ({ page }) => {
  // Hold the next page back (its prefetch too) for 1.5 s: longer than the 200 ms throttle.
  await page.route(/\/checkout/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toHaveAttribute('data-visible', 'false');
  await expect(bar).toHaveCSS('height', '3px');
  await page.getByTestId('hero').getByRole('link', { name: 'Try for free' }).click();
  await expect(bar).toHaveAttribute('data-visible', 'true', { timeout: 1000 });
  await expect(page.getByTestId('cart-layout')).toBeVisible({ timeout: 10_000 });
  // Full, then hidden after the 500 ms hide delay.
  await expect(bar).toHaveAttribute('data-visible', 'false', { timeout: 3000 });
});
