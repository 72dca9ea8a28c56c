import { expect } from '@playwright/test';
import { discardChangesInStudio, openInStudio, STUDIO_LOAD, STUDIO_STEP, test } from './studio-helpers';

// Issue 25: the zh-CN glossary is the translators' own Studio document type, in the Translations view beside
// what is left to translate, seeded from content/src/glossary.ts (which the copy check in `npm test` reads).

test.setTimeout(120_000);

test('the Translations view lists the glossary, and a term opens with its Chinese word and the words to avoid', async ({ page }) => {
  await openInStudio(page, '/studio/structure/translations');
  const glossary = page
    .getByRole('link', { name: 'Glossary (en → zh-CN)' })
    .or(page.getByText('Glossary (en → zh-CN)', { exact: true }))
    .first();
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

// The glossary is enforced where translators write: a zh-CN field using a term the glossary avoids gets a warning that
// names the term to use (schemas/objects/zh-copy-validation.ts, reading the glossary documents). Nothing is published.
test('a zh-CN text using a term the glossary avoids is warned about, with the term to use', async ({ page }) => {
  await openInStudio(page, '/studio/structure/uiMessage;uiMessage-common--errors--goHome');
  const zh = page.locator('[id="value.zh_CN"]');
  await expect(zh).toBeVisible(STUDIO_LOAD);
  const field = page.locator('[data-testid^="field-"]').filter({ has: zh }).last();
  const warning = field.getByTestId('input-validation-icon-warning');
  await expect(warning).toHaveCount(0);

  await zh.fill('选择适合你的方案，立即开始');
  await expect(warning).toBeVisible(STUDIO_STEP);
  await warning.hover();
  await expect(page.getByText('Chinese copy: "方案": the glossary says 套餐 (plan).')).toBeVisible();

  await zh.fill('选择适合你的套餐，立即开始');
  await expect(warning).toHaveCount(0, STUDIO_STEP);
  await page.keyboard.press('Escape');
  await discardChangesInStudio(page);
});
