import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './test';
import { axeViolations } from './axe';

const COLUMNS_EN = ['Release', 'New features', 'Fixed issues', 'Released', 'Discontinued'];
const COLUMNS_ZH = ['版本', '新功能', '已修复问题', '发布日期', '停止支持'];
// The newest supported release of the bundled content (content/src/releases.ts).
const LATEST = '6.4.2';

/**
 * The status of a request and where it redirects: a path on this site, or the full URL of another.
 * Next 16 sends the Location of a redirect rendered on demand twice, with the same value
 * (vercel/next.js#82117); every Location header must name the expected target.
 */
async function redirectOf(request: APIRequestContext, path: string): Promise<{ status: number; location: string }> {
  const response = await request.get(path, { maxRedirects: 0 });
  const locations = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'location')
    .map(({ value }) => {
      const url = new URL(value, 'http://site.invalid');
      return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href;
    });
  return { status: response.status(), location: [...new Set(locations)].join(' | ') };
}

test.describe('/releases', () => {
  for (const [path, columns, lang] of [
    ['/releases', COLUMNS_EN, 'en'],
    ['/zh-CN/releases', COLUMNS_ZH, 'zh-CN'],
  ] as const) {
    test(`${path} lists the releases and the release notes history table`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const entries = page.getByTestId('release-entry');
      expect(await entries.count()).toBeGreaterThanOrEqual(12);
      await expect(entries.first().getByRole('link')).toHaveAttribute(
        'href',
        `${lang === 'en' ? '' : '/zh-CN'}/releases/release-${LATEST}`,
      );

      const table = page.getByTestId('release-history').getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText([...columns]);
      expect(await table.getByTestId('release-history-row').count()).toBeGreaterThanOrEqual(12);
    });
  }

  test('the history table names 5.2.2 discontinued, and a release entry leads to its page', async ({ page }) => {
    await page.goto('/releases');
    const row = page.getByTestId('release-history-row').filter({ has: page.getByRole('rowheader', { name: 'Remapper 5.2.2' }) });
    await expect(row.getByRole('cell').last()).toHaveText('August 29, 2023');

    await page.getByTestId('release-entry').getByRole('link', { name: 'Remapper 6.4: a faster editor' }).click();
    await expect(page).toHaveURL(/\/releases\/release-6\.4\.0$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remapper 6.4: a faster editor');
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/releases');
    const violations = await axeViolations(page);
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
  });
});

test.describe('a release page', () => {
  test('shows the version, its date, notes and download buttons', async ({ page }) => {
    const response = await page.goto('/releases/release-6.4.0');
    expect(response?.status()).toBe(200);
    const article = page.getByTestId('release-article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Remapper 6.4: a faster editor');
    await expect(article.locator('time').first()).toHaveAttribute('datetime', '2025-12-09');
    await expect(page.getByTestId('new-features').getByRole('listitem')).toContainText(['GameCube controllers through USB adapters']);
    await expect(page.getByTestId('fixed-issues').getByRole('listitem')).toHaveText([
      'Mouse wheel mappings fired twice on high-resolution wheels',
    ]);
    const downloads = page.getByTestId('release-downloads');
    await expect(downloads.getByRole('link', { name: 'Download', exact: true })).toHaveAttribute(
      'href',
      'https://downloads.remapper.app/Remapper-6.4.0-x64.exe',
    );
    await expect(downloads.getByRole('link', { name: 'Download for ARM' })).toHaveAttribute(
      'href',
      'https://downloads.remapper.app/Remapper-6.4.0-arm64.exe',
    );
    await expect(page).toHaveTitle('Remapper 6.4.0 release notes');
  });

  test('is translated under /zh-CN', async ({ page }) => {
    await page.goto('/zh-CN/releases/release-6.0.0');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remapper 6.0：原生 ARM64 与全新套餐');
    await expect(page.getByTestId('new-features')).toContainText('为搭载 ARM 处理器的 Windows 电脑提供原生 ARM64 版本');
    await expect(page.getByTestId('release-downloads').getByRole('link', { name: '下载 ARM 版' })).toBeVisible();
  });

  test('a version before 6.0 has only the x64 installer', async ({ page }) => {
    await page.goto('/releases/release-5.3.0');
    await expect(page.getByTestId('release-downloads').getByRole('link')).toHaveText(['Download']);
  });
});

test.describe('the release-redirect rule', () => {
  test('an unknown version goes to /releases, in the visitor’s language', async ({ request }) => {
    expect(await redirectOf(request, '/releases/release-9.9.9')).toEqual({ status: 307, location: '/releases' });
    expect(await redirectOf(request, '/zh-CN/releases/release-latest')).toEqual({ status: 307, location: '/zh-CN/releases' });
  });

  test('a discontinued version goes to its redirectTo, else its /discontinued- page', async ({ request }) => {
    expect(await redirectOf(request, '/releases/release-5.2.2')).toEqual({ status: 307, location: '/discontinued-5.2.2' });
    expect(await redirectOf(request, '/releases/release-5.4.1')).toEqual({ status: 307, location: '/releases/release-5.4.2' });
    expect(await redirectOf(request, '/releases/release-5.0.0')).toEqual({ status: 307, location: '/releases' });
    // Last: a zh-CN visit sets the locale cookie, and next-intl then sends unprefixed paths to /zh-CN.
    expect(await redirectOf(request, '/zh-CN/releases/release-5.2.2')).toEqual({
      status: 307,
      location: '/zh-CN/discontinued-5.2.2',
    });
  });

  test('a version written differently goes permanently to the canonical page', async ({ request, page }) => {
    expect(await redirectOf(request, '/releases/release-v6.4')).toEqual({ status: 308, location: '/releases/release-6.4.0' });
    expect(await redirectOf(request, '/releases/release-6.4')).toEqual({ status: 308, location: '/releases/release-6.4.0' });
    await page.goto('/zh-CN/releases/release-v6.4.0');
    await expect(page).toHaveURL(/\/zh-CN\/releases\/release-6\.4\.0$/);
  });

  test('a segment without the release- prefix is a 404, with the 404 screen rendered on the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, title] of [
      ['/releases/6.4.0', '404 Error: Page Not Found'],
      ['/zh-CN/releases/6.4.0', '404 错误：页面未找到'],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByTestId('error-title')).toHaveText(title);
    }
    await context.close();
  });
});

test.describe('/download and /release/download', () => {
  for (const path of ['/download', '/zh-CN/download', '/release/download', '/zh-CN/release/download']) {
    test(`${path} answers 307 with the latest x64 installer, and with ?arch=arm64 the ARM64 one`, async ({ request }) => {
      expect(await redirectOf(request, path)).toEqual({
        status: 307,
        location: `https://downloads.remapper.app/Remapper-${LATEST}-x64.exe`,
      });
      expect(await redirectOf(request, `${path}?arch=arm64`)).toEqual({
        status: 307,
        location: `https://downloads.remapper.app/Remapper-${LATEST}-arm64.exe`,
      });
      // An architecture the site does not build for gets the x64 installer, as a plain link does.
      expect((await redirectOf(request, `${path}?arch=mips`)).location).toBe(`https://downloads.remapper.app/Remapper-${LATEST}-x64.exe`);
    });
  }
});
