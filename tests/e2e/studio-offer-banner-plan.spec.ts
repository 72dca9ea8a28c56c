import { expect } from '@playwright/test';
import { editsSaved, openInStudio, STUDIO_LOAD, STUDIO_STEP, test } from './studio-helpers';

// Issue 19: the offer banner names a plan, and the Studio cannot publish one the shop does not sell (the plans of
// lib/commerce/plans.ts). The draft is put back as it was: nothing is published here.

test.setTimeout(120_000);

test('the Studio refuses to publish an offer banner for a plan the shop does not sell', async ({ page }) => {
  await openInStudio(page, '/studio/structure/offerBanner');
  const pcNum = page.locator('[id="pcNum"]');
  await expect(pcNum).toBeVisible(STUDIO_LOAD);
  const before = await pcNum.inputValue();
  const error = page.getByTestId('field-pcNum').getByTestId('input-validation-icon-error');

  // The bundled draft offers lifetime access; the shop sells it for 1 to 3 PCs.
  await pcNum.fill('4');
  await editsSaved(page);
  await expect(error).toBeVisible(STUDIO_STEP);
  await expect(page.getByTestId('action-publish')).toBeDisabled();

  await pcNum.fill(before);
  await editsSaved(page);
  await expect(error).toHaveCount(0, STUDIO_STEP);
});
