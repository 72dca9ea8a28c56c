import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { axeViolations } from './axe';

// The blog (spec 2: /blog, /blog/post/{slug}) on the bundled posts: 10 in each language, 6 a page.

const titlesOn = (page: Page) => page.getByTestId('post-summary').getByRole('heading', { level: 2 }).allTextContents();

test('/blog lists the newest posts with their date, author and excerpt', async ({ page }) => {
  const response = await page.goto('/blog');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  const posts = page.getByTestId('post-summary');
  await expect(posts).toHaveCount(6);
  const newest = posts.first();
  await expect(newest.getByRole('heading', { level: 2 })).toHaveText('Release highlights: what changed in Remapper this year');
  await expect(newest.locator('time')).toHaveText('September 29, 2026');
  await expect(newest.locator('time')).toHaveAttribute('datetime', '2026-09-29T15:00:00Z');
  await expect(newest.getByTestId('post-author')).toHaveText('By Tomasz Rybak');
  await expect(newest.getByRole('link', { name: 'Read more: Release highlights: what changed in Remapper this year' })).toHaveAttribute(
    'href',
    '/blog/post/release-highlights-2026',
  );
  await expect(page).toHaveTitle('Remapper blog: controller setup guides and news');
});

test('/zh-CN/blog lists the Chinese posts, dated in Chinese', async ({ page }) => {
  await page.goto('/zh-CN/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('博客');
  const newest = page.getByTestId('post-summary').first();
  await expect(newest.getByRole('heading', { level: 2 })).toHaveText('版本亮点：Remapper 今年的变化');
  await expect(newest.locator('time')).toHaveText('2026年9月29日');
  await expect(newest.getByTestId('post-author')).toHaveText('作者：Tomasz Rybak');
  await expect(newest.getByRole('link', { name: /^阅读全文/ })).toHaveAttribute('href', '/zh-CN/blog/post/release-highlights-2026');
});

test('page 2 is reached through the pagination and shows the older posts', async ({ page }) => {
  await page.goto('/blog');
  const firstPage = await titlesOn(page);
  const pagination = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('post-summary')).toHaveCount(4);
  const secondPage = await titlesOn(page);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  await expect(page.getByTestId('post-summary').last().getByRole('heading')).toHaveText(
    'Setting up a DualShock 4 on Windows, step by step',
  );

  await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a post opens from the list and shows its title, date, author and text', async ({ page }) => {
  await page.goto('/blog/page/2');
  await page.getByRole('link', { name: 'Shift layers explained: twice the buttons without a bigger controller', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/post\/shift-layers-explained$/);
  const post = page.getByTestId('post');
  await expect(post.getByRole('heading', { level: 1 })).toHaveText('Shift layers explained: twice the buttons without a bigger controller');
  await expect(post.locator('time')).toHaveText('May 21, 2024');
  await expect(post.getByTestId('post-author')).toHaveText('By Mira Castell');
  await expect(post.getByRole('heading', { level: 2, name: 'How they work in Remapper' })).toBeVisible();
  await expect(post.locator('code').first()).toHaveText('a');
  await expect(page).toHaveTitle('Shift layers explained: twice the buttons without a bigger controller');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/post\/shift-layers-explained$/);

  await page.getByRole('link', { name: /Back to the blog/ }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a post under /zh-CN is the Chinese translation', async ({ page }) => {
  await page.goto('/zh-CN/blog/post/shift-layers-explained');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shift 层详解：不换大手柄，按键翻一倍');
  await expect(page.getByTestId('post-author-bio')).toContainText('技术支持负责人');
});

test('an unknown page number or post is a 404, with the 404 screen in the server HTML', async ({ request }) => {
  for (const path of ['/blog/page/99', '/zh-CN/blog/page/3', '/blog/page/1', '/blog/page/two', '/blog/post/no-such-post']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('data-testid="error-screen"');
  }
});

for (const [path, title, pathLine] of [
  ['/blog/post/does-not-exist', '404 Error: Page Not Found', 'Page not found: /blog/post/does-not-exist'],
  ['/zh-CN/blog/post/does-not-exist', '404 错误：页面未找到', '页面未找到：/zh-CN/blog/post/does-not-exist'],
] as const) {
  test(`${path} answers 404 with the 404 screen, rendered on the server`, async ({ browser }) => {
    // Without JavaScript: the status and the screen come from the server, not from the browser afterwards.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-title')).toHaveText(title);
    await expect(page.getByTestId('error-path')).toHaveText(pathLine);
    await expect(page).toHaveTitle(title);
    await context.close();
  });
}

test('the blog list and a post have no accessibility violations', async ({ page }) => {
  for (const path of ['/blog', '/zh-CN/blog/post/gyro-aiming-guide']) {
    await page.goto(path);
    const violations = await axeViolations(page);
    expect(violations.map(({ id, nodes }) => `${path}: ${id} (${nodes.length})`)).toEqual([]);
  }
});
