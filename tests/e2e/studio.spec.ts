import { expect, test } from '@playwright/test';

test('/studio serves the embedded Studio page', async ({ page }) => {
  const response = await page.goto('/studio');
  expect(response?.status()).toBe(200);
  // The Studio mounts its own root element; the shop's header and banner are not there.
  await expect(page.locator('#sanity')).toBeAttached();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
});
