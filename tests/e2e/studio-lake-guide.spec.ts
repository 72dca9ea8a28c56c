import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page, expect } from '@playwright/test';
import { test } from './test';
import { contentLakeStudioPort, fullChromium, runDir } from '@/playwright.config';
import { accessibilityViolations } from './axe';
import { STUDIO_LOAD, STUDIO_STEP } from './studio-helpers';

// Issue 24: a browser that does not trust the local Content Lake's certificate (every browser, the first time) gets a
// guide instead of Sanity's "unable to recover" screen, and the Studio once the certificate is accepted, by itself.
// These tests, unlike the other Studio specs, do not ignore certificate errors, and run in the full Chromium, as a
// person's browser: the headless shell the other tests use shows no certificate warning page (its tab stays blank).
test.use({ ignoreHTTPSErrors: false, launchOptions: fullChromium });
test.setTimeout(120_000);

/** The lake as the Studio reaches it: the project id ('local') before the API host's name. */
const LAKE = `https://local.localhost:${contentLakeStudioPort}`;
/** The structure tool's first list (studio/structure.ts): the Studio is open and reads the lake. */
const structureOpen = (page: Page) =>
  page
    .getByRole('link', { name: 'SEO', exact: true })
    .or(page.getByText('SEO', { exact: true }))
    .first();

/**
 * What a person does in the tab the button opened: Chromium's warning about the lake's address (the tab's URL is
 * Chromium's error page until then), Advanced, then Proceed; the lake's own page then says it is reached.
 */
async function acceptCertificateWarning(tab: Page) {
  await expect(tab.locator('body')).toContainText(`local.localhost`);
  await tab.locator('#details-button').click();
  await tab.locator('#proceed-link').click();
  await expect(tab).toHaveURL(`${LAKE}/`);
  await expect(tab.getByRole('heading', { name: 'This browser reaches the local Content Lake' })).toBeVisible();
}

test('an untrusting browser sees the guide in English, and the Studio opens by itself once the certificate is accepted', async ({
  page,
}) => {
  await page.goto('/studio');
  await expect(page.getByRole('heading', { name: 'Let this browser reach your content' })).toBeVisible(STUDIO_STEP);
  await expect(
    page.getByText("This browser does not trust the local Content Lake's certificate yet, so the Studio cannot load your content."),
  ).toBeVisible();
  await expect(page.getByText('npm run trust-local-cert')).toBeVisible();
  // Not Sanity's dead end.
  await expect(page.getByText('An error occurred that Sanity Studio was unable to recover from')).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Keyboard: the one button is the first thing Tab reaches, and Enter opens the lake's address in a new tab.
  const button = page.getByRole('link', { name: 'Open the Content Lake and accept its certificate' });
  await expect(button).toHaveAttribute('href', `${LAKE}/`);
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
  await acceptCertificateWarning(tab);
  await tab.close();
  // From here on, none of the Studio's calls and live connections to the lake fails on the certificate: the one
  // address the button opened is every address the Studio uses.
  const refused: string[] = [];
  page.on('requestfailed', (request) => {
    if (/CERT/.test(request.failure()?.errorText ?? '')) refused.push(request.url());
  });
  // No reload by hand: the guide was waiting for the lake.
  await expect(structureOpen(page)).toBeVisible(STUDIO_LOAD);
  await expect(page.getByRole('heading', { name: 'Let this browser reach your content' })).toHaveCount(0);
  // A document opened: its form, its listener and its history, all from the lake.
  await page.goto('/studio/structure/seoEntry;seo-checkout');
  await expect(page.locator('[id="title.en"]')).toHaveValue(/\S/, STUDIO_LOAD);
  expect(refused).toEqual([]);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('an untrusting browser sees the guide in Chinese, and its button opens the lake', async ({ page }) => {
    await page.goto('/studio');
    await expect(page.getByRole('heading', { name: '让此浏览器访问您的内容' })).toBeVisible(STUDIO_STEP);
    await expect(page.getByText('此浏览器尚未信任本地 Content Lake 的证书，因此 Studio 无法加载您的内容。')).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('lang', 'zh-CN');
    const button = page.getByRole('link', { name: '打开 Content Lake 并接受其证书' });
    await expect(button).toHaveAttribute('href', `${LAKE}/`);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
    await acceptCertificateWarning(tab);
    await expect(structureOpen(page)).toBeVisible(STUDIO_LOAD);
  });
});

test('a browser that trusts the local authority (npm run trust-local-cert) opens the Studio at once', async ({ playwright }, testInfo) => {
  // A HOME of its own: the script adds the authority to the NSS database Chromium reads there (~/.pki/nssdb).
  const home = mkdtempSync(path.join(tmpdir(), 'lake-guide-home-'));
  try {
    const trusted = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/trust-local-cert.ts'], {
      encoding: 'utf8',
      env: { ...process.env, HOME: home, CONTENT_LAKE_DIR: path.join(runDir, 'content-lake') },
    });
    expect(trusted.stderr, 'trust-local-cert needs certutil: sudo apt-get install libnss3-tools').toBe('');
    expect(trusted.stdout).toContain(`Chrome and Chromium: NSS database ${path.join(home, '.pki', 'nssdb')}`);

    const browser = await playwright.chromium.launch({ ...fullChromium, env: { ...process.env, HOME: home } });
    try {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, ignoreHTTPSErrors: false });
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('requestfailed', (request) => {
        if (/CERT/.test(request.failure()?.errorText ?? '')) refused.push(request.url());
      });
      await page.goto('/studio');
      await expect(structureOpen(page)).toBeVisible(STUDIO_LOAD);
      await expect(page.getByRole('heading', { name: 'Let this browser reach your content' })).toHaveCount(0);
      expect(refused).toEqual([]);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
});
