import { expect } from '@playwright/test';
import { test } from './test';
import { dismissCookieBanner } from './user-helpers';

// Issue 23: the privacy policy tells how to download one's data and delete one's account, and leads to the
// profile page where both are (a signed-out reader is sent to sign in and back there).

const LOCALES = [
  { locale: 'en', prefix: '', download: 'Download my data', remove: 'Delete my account', link: 'profile page' },
  { locale: 'zh-CN', prefix: '/zh-CN', download: '下载我的数据', remove: '删除账户', link: '个人资料页面' },
];

for (const copy of LOCALES) {
  test(`the privacy policy leads to the data rights on the profile (${copy.locale})`, async ({ page }) => {
    await page.goto(`${copy.prefix}/privacy`);
    await dismissCookieBanner(page);
    const main = page.getByRole('main');
    await expect(main.getByText(copy.download, { exact: false }).first()).toBeVisible();
    await expect(main.getByText(copy.remove, { exact: false }).first()).toBeVisible();
    const link = main.getByRole('link', { name: copy.link });
    await expect(link).toHaveAttribute('href', new RegExp(`^${copy.prefix}/account/profile$`));
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(`${copy.prefix}/user/sign-in\\?returnUrl=${encodeURIComponent(`${copy.prefix}/account/profile`)}`),
    );
  });
}
