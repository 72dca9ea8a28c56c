import { expect } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { loadEveryImage, watchViolations } from './csp-violations';
import { seoEntries } from '@/content/src/seo';
import { SPEC_PUBLIC_ROUTES } from '@/tests/spec-routes';

// issue 4: every public route of spec 2 renders from content in en and zh-CN, with its SEO entry's title
// (the home entry where it has none), canonical and hreflang links, Open Graph data, and no accessibility
// violation of any impact level (issue 19 item 10); and Chromium meets no Content Security Policy violation on it,
// every image loaded ("Go live safely", part 3: its other pages are in security-headers.spec.ts).

const LOCALES = [
  { prefix: '', field: 'en', lang: 'en', og: 'en_US' },
  { prefix: '/zh-CN', field: 'zh_CN', lang: 'zh-CN', og: 'zh_CN' },
] as const;

function seoTitle(path: string, field: 'en' | 'zh_CN'): string {
  const entry = seoEntries.find(({ url }) => url === path) ?? seoEntries.find(({ url }) => url === '/');
  return entry?.title[field] || entry?.title.en || '';
}

for (const { prefix, field, lang, og } of LOCALES) {
  for (const path of SPEC_PUBLIC_ROUTES) {
    const url = path === '/' ? prefix || '/' : `${prefix}${path}`;
    test(`${url} renders with its SEO data, no accessibility violation and no CSP violation`, async ({ page }) => {
      const cspViolations = watchViolations(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(seoTitle(path, field));
      await expect(page.locator('h1')).toHaveCount(1);

      const head = page.locator('head');
      // Next writes the home page's canonical URL as the bare origin.
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        url === '/' ? /^https?:\/\/[^/]+\/?$/ : new RegExp(`${url}$`),
      );
      await expect(head.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
        'href',
        new RegExp(`/zh-CN${path === '/' ? '' : path}$`),
      );
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', og);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', seoTitle(path, field));

      await loadEveryImage(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(cspViolations).toEqual([]);
    });
  }
}

test('the home page describes the program and its plans as JSON-LD', async ({ page }) => {
  await page.goto('/');
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(json ?? '{}') as { '@type': string; offers: { price: string; priceCurrency: string }[] };
  expect(data['@type']).toBe('SoftwareApplication');
  expect(data.offers.length).toBeGreaterThanOrEqual(3);
  expect(data.offers[0]).toMatchObject({ price: '0.00', priceCurrency: 'USD' });
  expect(data.offers.every((offer) => /^\d+\.\d{2}$/.test(offer.price))).toBe(true);
});
