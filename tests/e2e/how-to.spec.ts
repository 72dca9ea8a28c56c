import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { SPEC_HOW_TO_PATHS } from '@/tests/spec-routes';

type Locale = 'en' | 'zh-CN';

/** Where a guide is served: its public path (the proxy rewrites it to the how-to route). */
function guideUrl(locale: Locale, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

// spec 2: the how-to pages.
const GUIDES = SPEC_HOW_TO_PATHS;

interface HowToData {
  '@type': string;
  name: string;
  inLanguage: string;
  step: { '@type': string; position: number; name: string; url: string }[];
}

async function howToJsonLd(page: Page): Promise<HowToData> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? '') as HowToData;
}

const COPY = {
  en: {
    h1: 'How to use Joy-Cons on PC',
    title: 'How to use Joy-Cons on PC',
    needs: 'You will need',
    related: 'Related guides',
    step1: 'Step 1',
    stepN: (n: number) => `Step ${n}`,
  },
  'zh-CN': {
    h1: '如何在电脑上使用 Joy-Con',
    title: '如何在电脑上使用 Joy-Con',
    needs: '准备工作',
    related: '相关指南',
    step1: '第 1 步',
    stepN: (n: number) => `第 ${n} 步`,
  },
} as const;

for (const locale of ['en', 'zh-CN'] as const) {
  test(`the Joy-Con guide in ${locale}: heading, what you need, numbered steps, related guides and its HowTo data`, async ({ page }) => {
    const copy = COPY[locale];
    const response = await page.goto(guideUrl(locale, '/how-to-use-joycons-on-pc'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(copy.title);

    const guide = page.getByTestId('how-to-guide');
    await expect(guide.getByRole('heading', { level: 1 })).toHaveText(copy.h1);
    await expect(guide.getByRole('heading', { name: copy.needs })).toBeVisible();
    await expect(guide.getByRole('heading', { name: copy.related })).toBeVisible();

    const steps = page.getByTestId('how-to-steps');
    expect(await steps.evaluate((element) => element.tagName)).toBe('OL');
    const items = steps.locator(':scope > li');
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(5);
    await expect(items.first().getByRole('heading', { level: 3 })).toContainText(copy.step1);
    await expect(items.nth(count - 1).getByRole('heading', { level: 3 })).toContainText(copy.stepN(count));

    const data = await howToJsonLd(page);
    expect(data['@type']).toBe('HowTo');
    expect(data.name).toBe(copy.h1);
    expect(data.inLanguage).toBe(locale);
    expect(data.step).toHaveLength(count);
    // Each step's url points at its element on the page, at the guide's public path.
    const first = data.step[0];
    expect(first?.position).toBe(1);
    expect(new URL(first?.url ?? '').pathname).toBe(locale === 'en' ? '/how-to-use-joycons-on-pc' : '/zh-CN/how-to-use-joycons-on-pc');
    expect(await items.first().getAttribute('id')).toBe(new URL(first?.url ?? '').hash.slice(1));
    await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(`${copy.step1} ${first?.name}`);
  });
}

test('every guide of spec 2 renders in en and zh-CN with at least 5 steps and parseable HowTo data', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of GUIDES) {
    for (const locale of ['en', 'zh-CN'] as const) {
      // A zh-CN visit remembers the language in a cookie, which would send the next en visit to /zh-CN.
      await page.context().clearCookies();
      const response = await page.goto(guideUrl(locale, path));
      expect(response?.status(), `${locale} ${path}`).toBe(200);
      expect(new URL(page.url()).pathname).toBe(guideUrl(locale, path));
      const h1 = await page.getByRole('heading', { level: 1 }).textContent();
      const items = await page.getByTestId('how-to-steps').locator(':scope > li').count();
      expect(items, `${locale} ${path}`).toBeGreaterThanOrEqual(5);
      const data = await howToJsonLd(page);
      expect(data.name, `${locale} ${path}`).toBe(h1);
      expect(data.inLanguage).toBe(locale);
      expect(data.step).toHaveLength(items);
    }
  }
});

test('a related guide link stays in the visitor language', async ({ page }) => {
  await page.goto(guideUrl('zh-CN', '/how-to-use-joycons-on-pc'));
  const related = page.getByRole('navigation', { name: '相关指南' });
  await expect(related.getByRole('link', { name: '如何在电脑上使用 PS4 手柄' })).toHaveAttribute(
    'href',
    '/zh-CN/how-to-use-ps4-controller-on-pc',
  );
});

test('an unknown guide is a 404', async ({ page }) => {
  const response = await page.goto(guideUrl('en', '/how-to-use-a-toaster'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-title')).toHaveText('404 Error: Page Not Found');
});

test('a guide has one address: its internal route answers 404', async ({ request }) => {
  for (const path of ['/how-to-guide/how-to-use-joycons-on-pc', '/zh-CN/content-page/help']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    // The 404 screen, in the server's HTML.
    expect(await response.text()).toContain('data-testid="error-title"');
  }
});

test('a guide has no accessibility violation', async ({ page }) => {
  await page.goto(guideUrl('en', '/how-to-use-ps4-controller-on-pc'));
  expect(await accessibilityViolations(page)).toEqual([]);
});
