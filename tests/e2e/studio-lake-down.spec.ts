import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, expect } from '@playwright/test';
import { test } from './test';
import { runDir } from '@/playwright.config';
import { STUDIO_LOAD } from './studio-helpers';

// Issue 24: with the local Content Lake stopped, the Studio's guide says so, and how to start it; not that the
// certificate is untrusted (the browser cannot tell the two apart, the app's server can). The lake is stopped
// with SIGSTOP (its process holds still, answering nothing) and continued after: it runs in a project of its own,
// after every other Studio test (playwright.config.ts), as stopping it would stall them.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/** The lake's process: the pid its store's LOCK file names. */
const lakePid = () => Number(readFileSync(path.join(runDir, 'content-lake', 'LOCK'), 'utf8').trim());

async function withLakeStopped(run: () => Promise<void>) {
  const pid = lakePid();
  process.kill(pid, 'SIGSTOP');
  try {
    await run();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}

const structureOpen = (page: Page) =>
  page
    .getByRole('link', { name: 'SEO', exact: true })
    .or(page.getByText('SEO', { exact: true }))
    .first();

test.describe('a browser that does not trust the certificate either', () => {
  test.use({ ignoreHTTPSErrors: false, locale: 'zh-CN' });

  test('is told in Chinese that the lake is not running, and how to start it', async ({ page }) => {
    await withLakeStopped(async () => {
      await page.goto('/studio');
      await expect(page.getByRole('heading', { name: '本地 Content Lake 未在运行' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('用以下命令同时启动网站和 Content Lake：')).toBeVisible();
      await expect(page.getByText('npm start', { exact: true })).toBeVisible();
      await expect(page.getByText(/证书/)).toHaveCount(0);
    });
  });
});

test('a trusting browser is told in English that the lake is not running, and gets the Studio once it runs again', async ({ page }) => {
  await withLakeStopped(async () => {
    await page.goto('/studio');
    await expect(page.getByRole('heading', { name: 'The local Content Lake is not running' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('The Studio keeps its content in the local Content Lake, which is not answering.')).toBeVisible();
    await expect(page.getByText('npm start', { exact: true })).toBeVisible();
    await expect(page.getByText(/certificate/)).toHaveCount(0);
  });
  // The lake continues: the guide notices without a reload.
  await expect(structureOpen(page)).toBeVisible(STUDIO_LOAD);
});
