import { expect } from '@playwright/test';
import { discardChangesInStudio, openInStudio, STUDIO_LOAD, STUDIO_STEP, test } from './studio-helpers';

// Issue 19 item 4: a menu entry whose anchor no section or feature of its page carries gets a warning in the
// Studio's Site settings (schemas/objects/menu-link.ts); the home page's /#about has one. Nothing is published.

test.setTimeout(120_000);

test("Site settings warn about a menu entry whose anchor its page lacks, and not about the home page's /#about", async ({ page }) => {
  await openInStudio(page, '/studio/structure/siteSettings');
  await page.locator('[data-ui="Card"]').filter({ hasText: '/#about' }).last().click(STUDIO_LOAD);
  const href = page.locator(`[id='mainMenu[_key=="about"].href']`);
  await expect(href).toHaveValue('/#about');
  const field = page.locator('[data-testid^="field-"]').filter({ has: href }).last();
  const warning = field.getByTestId('input-validation-icon-warning');
  await expect(warning).toHaveCount(0);

  await href.fill('/#nowhere');
  await expect(warning).toBeVisible(STUDIO_STEP);
  await warning.hover();
  await expect(page.getByText('No section or feature of the page / has the anchor "nowhere"')).toBeVisible();

  await href.fill('/#why-to-use');
  await expect(warning).toHaveCount(0, STUDIO_STEP);
  await page.keyboard.press('Escape');
  await discardChangesInStudio(page);
});
