import { expect } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { dismissCookieBanner } from './user-helpers';

// Issue 19 (3): Download, Try for free and Download for ARM download the installer of the current release, the
// page stays, and the visitor is told what happens next: the trial starts in the program (7 days, 2 PCs).

const COPY = {
  en: {
    prefix: '',
    buttons: { download: 'Download', trial: 'Try for free', arm: 'Download for ARM' },
    title: 'Your download has started',
    trial: 'Your free trial starts in the program: 7 days on up to 2 PCs.',
    close: 'Close',
  },
  'zh-CN': {
    prefix: '/zh-CN',
    buttons: { download: '下载', trial: '免费试用', arm: '下载 ARM 版' },
    title: '下载已开始',
    trial: '免费试用在程序中开始：7 天，最多 2 台电脑。',
    close: '关闭',
  },
};

for (const [locale, copy] of Object.entries(COPY)) {
  test(`Try for free and Download for ARM ask for the current installers and say what happens next (${locale})`, async ({
    page,
    request,
  }) => {
    // Where /download sends the browser is the route's own test (releases.spec.ts): here the installers' host is
    // out of reach, so the browser's request for /download is answered "nothing to show" (204), which leaves
    // the page as it is, as a download does.
    const asked: string[] = [];
    await page.route(/\/download(\?|$)/, async (route) => {
      const url = new URL(route.request().url());
      asked.push(`${url.pathname}${url.search}`);
      await route.fulfill({ status: 204 });
    });
    await page.goto(copy.prefix || '/');
    await dismissCookieBanner(page);
    const buttons = page.getByTestId('download-buttons');
    const notice = page.getByTestId('download-started');
    await expect(notice).toHaveCount(0);
    // Before the page's scripts run, the links download all the same, without the notice.
    await expect(buttons.getByRole('link', { name: copy.buttons.trial, exact: true })).toHaveAttribute('data-ready', 'true');

    await buttons.getByRole('link', { name: copy.buttons.trial, exact: true }).click();
    await expect(notice).toContainText(copy.title);
    await expect(notice).toContainText(copy.trial);
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/?$`));
    expect(await accessibilityViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: copy.close }).click();
    await expect(notice).toHaveCount(0);

    await buttons.getByRole('link', { name: copy.buttons.arm, exact: true }).click();
    await expect(notice).toContainText(copy.title);
    await expect.poll(() => asked).toEqual([`${copy.prefix}/download`, `${copy.prefix}/download?arch=arm64`]);

    // And what those two answer: the x64 and the ARM64 installer of one release.
    const [x64, arm64] = await Promise.all(
      asked.map(async (path) => (await request.get(path, { maxRedirects: 0 })).headers().location ?? ''),
    );
    expect(x64).toMatch(/^https:\/\/downloads\.remapper\.app\/Remapper-\d+\.\d+\.\d+-x64\.exe$/);
    expect(arm64).toBe(x64?.replace('-x64.exe', '-arm64.exe'));
  });
}

test("the hero's Try for free downloads too, and no Try for free on the site leads to the checkout", async ({ page }) => {
  await page.goto('/');
  const trial = page.getByTestId('hero').getByRole('link', { name: 'Try for free', exact: true });
  await expect(trial).toHaveAttribute('href', '/download');
  for (const path of ['/', '/macro-controller', '/steam-controller-support', '/zh-CN']) {
    await page.goto(path);
    const hrefs = await page
      .getByRole('link', { name: /^(Try for free|免费试用)$/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length, path).toBeGreaterThan(0);
    for (const href of hrefs) expect(href, path).toMatch(/^(\/zh-CN)?\/download$/);
  }
});
