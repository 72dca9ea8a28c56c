import { expect } from '@playwright/test';
import { test } from './test';

// Issue 16: an unknown path is answered with the prerendered 404 screen (lib/content/not-found-screen.ts), at a
// static page's speed; the fast path must not become a bare 404: status 404 and the whole screen, in both
// languages, on the server and after hydration.

for (const [path, lang, title, pathLine, rest] of [
  ['/no-such-page', 'en', '404 Error: Page Not Found', 'Page not found: /no-such-page', '/no-such-page'],
  ['/zh-CN/no-such-page', 'zh-CN', '404 错误：页面未找到', '页面未找到：/zh-CN/no-such-page', '/no-such-page'],
  [
    '/some/deeper/unknown-path',
    'en',
    '404 Error: Page Not Found',
    'Page not found: /some/deeper/unknown-path',
    '/some/deeper/unknown-path',
  ],
] as const) {
  test(`${path} answers 404 with the whole screen in the server's HTML`, async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      // The second answer comes from the screen the proxy keeps.
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toContain('no-store');
      // Compressed, as any page is (the request takes gzip and br).
      expect(response.headers()['content-encoding']).toBe('gzip');
      expect(response.headers()['vary']).toMatch(/accept-encoding/i);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      for (const part of ['site-header', 'site-footer', 'error-screen', 'language-switcher']) {
        expect(html, part).toContain(`data-testid="${part}"`);
      }
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(pathLine);
      expect(html).not.toContain('not-found-screen</span>');
      // The language switcher leads to the same path in the other language, before any script runs.
      expect(html).toContain(`href="/en${rest}"`);
      expect(html).toContain(`href="/zh-CN${rest}"`);
    }
  });

  test(`${path} hydrates as the 404 screen, with its path, and its home button works`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/404/.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('error-title')).toHaveText(title);
    await expect(page.getByTestId('error-path')).toHaveText(pathLine);
    await expect(page).toHaveTitle(title);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('language-zh-CN')).toHaveAttribute('href', `/zh-CN${rest}`);
    await page.getByTestId('error-home').click();
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(page).toHaveURL(lang === 'en' ? /\/$/ : /\/zh-CN$/);
    expect(problems).toEqual([]);
  });
}

test('the screen has no address of its own', async ({ request }) => {
  for (const path of ['/not-found-screen', '/zh-CN/not-found-screen']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('data-testid="error-screen"');
  }
});

test('a path with markup in it is shown as text, not markup', async ({ request }) => {
  const response = await request.get('/%3Cb%3Ebold%3C%2Fb%3E');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).not.toContain('<b>bold</b>');
  expect(html).toContain('data-testid="error-screen"');
});
