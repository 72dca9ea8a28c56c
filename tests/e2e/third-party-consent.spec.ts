import { expect } from '@playwright/test';
import { test } from './test';
import { COPY, policyOf, prefix, ranScripts, recordScripts } from './third-party-helpers';

// spec 7: analytics and tag-manager scripts are third-party; the cookie banner's Ok is the visitor's consent. Their
// IDs are set in the Studio's Site settings, and none are by default, as while the site's tests run: so these run
// with them (what changes with IDs set is third-party-scripts.spec.ts, a project of its own).

for (const locale of ['en', 'zh-CN'] as const) {
  test(`without IDs in the Site settings (the default) nothing third-party loads, even after Ok, in ${locale}`, async ({
    page,
    request,
  }) => {
    const requested = recordScripts(page);
    await page.goto(`${prefix(locale)}/help`);
    await page.getByTestId('cookie-banner').getByRole('button', { name: COPY[locale].ok }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await ranScripts(page)).toEqual([]);
    // The policy allows no new host.
    const policy = await policyOf(request, `${prefix(locale)}/help`);
    expect(policy).not.toContain('google');
    expect(policy).not.toContain('/api/e2e/third-party');
  });

  test(`"See details" explains the third-party scripts in ${locale}`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/`);
    await page.getByTestId('cookie-banner').getByRole('link', { name: COPY[locale].details }).click();
    await expect(page).toHaveURL(`${prefix(locale)}/privacy`);
    const heading = page.getByRole('heading', { name: COPY[locale].heading });
    await expect(heading).toBeVisible();
    await expect(page.locator('main')).toContainText(COPY[locale].explains);
  });
}
