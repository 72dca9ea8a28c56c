import { expect } from '@playwright/test';
import { openInStudio, STUDIO_LOAD, STUDIO_STEP, test } from './studio-helpers';

// Review changes after the first edit of a published document (issue 3): the Studio takes From/To from the events of
// /data/history/:ds/events/documents/:id (its default events store), so the local Content Lake must list them for
// the panel to compare the new draft with the published content. Only the /terms-of-use SEO entry is edited here.

// The Studio boots slowly.
test.setTimeout(120_000);

test('Review changes shows the edited field, old and new, against the published document', async ({ page }) => {
  await openInStudio(page, '/studio/structure/seoEntry;seo-terms-of-use');
  const keywords = page.locator('[id="keywords.en"]');
  await expect(keywords).toHaveValue(/\S/, STUDIO_LOAD);
  const before = await keywords.inputValue();
  const after = `terms, rules, review ${Date.now()}`;

  await keywords.fill(after);
  await expect(page.getByTestId('change-bar__button').first()).toBeVisible(STUDIO_STEP);
  await page.getByTestId('change-bar__button').first().click();

  const pane = page.getByTestId('review-changes-pane').filter({ hasText: 'From' });
  await expect(pane).toBeVisible(STUDIO_STEP);
  await expect(pane).toContainText(after, STUDIO_STEP);
  await expect(pane).toContainText(before);
  await expect(pane).not.toContainText('Same revision selected');
  await expect(pane).not.toContainText('There are no changes');
});
