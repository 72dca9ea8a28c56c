import { expect } from '@playwright/test';
import { openInStudio, STUDIO_LOAD, test } from './studio-helpers';

// Issue 25: a game's title is translated per language in the Studio, beside the English, and the offer banner has
// the date its offer ends. Read only: nothing is edited here.

// The Studio boots slowly.
test.setTimeout(120_000);

test('a game has its title in English and Chinese side by side', async ({ page }) => {
  await openInStudio(page, '/studio/structure/game;game-elden-ring');
  await expect(page.locator('[id="name.en"]')).toHaveValue('Elden Ring', STUDIO_LOAD);
  await expect(page.locator('[id="name.zh_CN"]')).toHaveValue('艾尔登法环');
});

test('the offer banner says when its offer ends', async ({ page }) => {
  await openInStudio(page, '/studio/structure/offerBanner');
  await expect(page.getByText('Offer ends', { exact: true })).toBeVisible(STUDIO_LOAD);
  await expect(page.getByText(/When the offer ends\. The banner says so/)).toBeVisible();
});
