import { expect, type Page } from '@playwright/test';

/** The Studio takes a while to boot: its bundle, then the Content Lake's listeners. */
export const STUDIO_LOAD = { timeout: 60_000 };

/**
 * Clicks Publish and waits until the Content Lake has acknowledged the publish action. The Studio may
 * hold the publish back while it validates and syncs the last edits, so the click itself proves nothing.
 */
export async function publishInStudio(page: Page) {
  // As a person does: finish typing, let the Studio save the edits, then publish.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('pane-footer-document-status-pulse')).toHaveText(/Saved/, { timeout: 15_000 });
  const button = page.getByTestId('action-publish');
  await expect(button).toBeEnabled({ timeout: 15_000 });
  const acknowledged = page.waitForResponse(
    (response) =>
      /\/data\/actions\//.test(response.url()) &&
      (response.request().postData() ?? '').includes('sanity.action.document.publish'),
    { timeout: 30_000 },
  );
  await button.click();
  expect((await acknowledged).ok()).toBe(true);
}
