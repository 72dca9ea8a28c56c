import { expect, type Page } from '@playwright/test';

/** The Studio takes a while to boot: its bundle, then the Content Lake's listeners. */
export const STUDIO_LOAD = { timeout: 60_000 };

/**
 * Clicks Publish and waits until the Content Lake has acknowledged the publish action. The Studio may
 * hold the publish back while it validates and syncs the last edits, so the click itself proves nothing;
 * and it toggles the button while it validates, so a click can land on a disabled button and be lost.
 * Like a person, the test then clicks again (publishing twice is harmless: nothing is left to publish).
 */
export async function publishInStudio(page: Page) {
  // As a person does: finish typing, let the Studio save the edits, then publish.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('pane-footer-document-status-pulse')).toHaveText(/Saved/, { timeout: 15_000 });
  const button = page.getByTestId('action-publish');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await expect(button).toBeEnabled({ timeout: 15_000 });
    const acknowledged = page
      .waitForResponse(
        (response) =>
          /\/data\/actions\//.test(response.url()) &&
          (response.request().postData() ?? '').includes('sanity.action.document.publish'),
        { timeout: 10_000 },
      )
      .catch(() => null);
    await button.click();
    const response = await acknowledged;
    if (response) {
      expect(response.ok()).toBe(true);
      return;
    }
  }
  throw new Error('The Studio sent no publish action after three clicks on Publish');
}
