import { expect, test } from '@playwright/test';

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
  await page.getByTestId('home-hero').getByRole('link', { name: 'Try for free' }).click();
  await expect(bar).toHaveAttribute('data-visible', 'true', { timeout: 1000 });
  await expect(page.getByTestId('cart-layout')).toBeVisible({ timeout: 10_000 });
  // Full, then hidden after the 500 ms hide delay.
  await expect(bar).toHaveAttribute('data-visible', 'false', { timeout: 3000 });
});

test('a fast navigation never shows the loading bar', async ({ page }) => {
  // Once the link's prefetch has arrived, following it takes well under the 200 ms throttle.
  const prefetched = page.waitForResponse((response) => /checkout/.test(response.url()));
  await page.goto('/');
  await prefetched;
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { barStates: string[] }).barStates = seen;
    const bar = document.querySelector('[data-testid="loading-bar"]');
    if (bar) new MutationObserver(() => seen.push(bar.getAttribute('data-visible') ?? '')).observe(bar, { attributes: true });
  });
  await page.getByTestId('home-hero').getByRole('link', { name: 'Try for free' }).click();
  await expect(page.getByTestId('cart-layout')).toBeVisible();
  await page.waitForTimeout(300);
  const states = await page.evaluate(() => (window as unknown as { barStates: string[] }).barStates);
  expect(states).not.toContain('true');
});
