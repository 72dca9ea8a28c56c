import { expect } from '@playwright/test';
import { test } from './test';

test('an unknown route shows the 404 screen with the exact copy, and its button goes home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const screen = page.getByTestId('error-screen');
  await expect(screen.getByTestId('error-title')).toHaveText('404 Error: Page Not Found');
  await expect(screen.locator('.text-lightyellow')).toHaveText('404 Error:');
  await expect(screen.getByTestId('error-text')).toHaveText("The page you're looking for doesn't exist.");
  await expect(screen.getByTestId('error-path')).toHaveText('Page not found: /no-such-page');
  const image = screen.getByRole('img', { name: 'error' });
  await expect(image).toHaveAttribute('width', '850');
  await expect(image).toHaveAttribute('height', '500');
  await expect(page).toHaveTitle('404 Error: Page Not Found');

  await screen.getByRole('link', { name: 'Go Home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('hero')).toBeVisible();
});

test('the menu of the 404 page leads to working pages', async ({ page }) => {
  await page.goto('/zh-CN/no-such-page');
  await page.getByTestId('site-header').getByRole('link', { name: 'Remapper 首页' }).click();
  await expect(page.getByTestId('hero')).toBeVisible();
  await expect(page).toHaveURL(/\/zh-CN$/);
});

test('the 404 screen is rendered on the server, for crawlers and browsers without JavaScript', async ({ request }) => {
  const response = await request.get('/zh-CN/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<html[^>]* lang="zh-CN"/);
  expect(html).toContain('页面未找到：/zh-CN/no-such-page');
  expect(html).toContain('data-testid="site-header"');
});

test('the 404 screen is translated under /zh-CN', async ({ page }) => {
  const response = await page.goto('/zh-CN/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-title')).toHaveText('404 错误：页面未找到');
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh-CN');
});

test('a thrown error shows the 500 screen', async ({ page }) => {
  const response = await page.goto('/e2e-throw');
  expect(response?.status()).toBe(500);
  const screen = page.getByTestId('error-screen');
  await expect(screen.getByTestId('error-title')).toHaveText('500 Error: Internal Server Error');
  await expect(screen.locator('.text-lightyellow')).toHaveText('500 Error:');
  await expect(screen.getByTestId('error-text')).toHaveText("We're working towards creating something better, we won't be long...");
  await expect(page).toHaveTitle('500 Error: Internal Server Error');
  await screen.getByRole('link', { name: 'Go Home page' }).click();
  await expect(page.getByTestId('hero')).toBeVisible();
});
