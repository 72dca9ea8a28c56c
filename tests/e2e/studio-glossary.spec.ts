import { expect, test } from '@playwright/test';
import { STUDIO_LOAD } from './studio-helpers';

// Issue 25: the zh-CN glossary is the translators' own Studio document type, in the Translations view beside
// what is left to translate, seeded from content/src/glossary.ts (which the copy check in `npm test` reads).

test.setTimeout(120_000);

test('the Translations view lists the glossary, and a term opens with its Chinese word and the words to avoid', async ({ page }) => {
  await page.goto('/studio/structure/translations');
  const glossary = page.getByRole('link', { name: 'Glossary (en → zh-CN)' }).or(page.getByText('Glossary (en → zh-CN)', { exact: true })).first();
  await expect(glossary).toBeVisible(STUDIO_LOAD);
  await expect(page.getByText('UI texts not yet translated', { exact: true })).toBeVisible();

  await glossary.click();
  const plan = page.getByText('plan → 套餐', { exact: true });
  await expect(plan).toBeVisible(STUDIO_LOAD);
  await expect(page.getByText('lifetime access → 终身授权', { exact: true })).toBeVisible();
  await plan.click();
  await expect(page.locator('[id="en"]')).toHaveValue('plan', STUDIO_LOAD);
  await expect(page.locator('[id="zhCN"]')).toHaveValue('套餐');
  await expect(page.getByRole('main').or(page.locator('body')).first()).toContainText('方案');
});
