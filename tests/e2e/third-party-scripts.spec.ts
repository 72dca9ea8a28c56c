import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { contentLakeAuthorization } from './content-lake-token';

// spec 7: analytics and tag-manager scripts are third-party; the cookie banner's Ok is the visitor's consent.
// Their IDs are set in the Studio's Site settings (none by default). The test server loads them from its own
// stand-ins (THIRD_PARTY_SCRIPT_ORIGIN -> app/(test)/api/e2e/third-party), so nothing reaches the internet.
// It publishes IDs to the one Site settings for a minute, which changes every marketing page's policy and scripts,
// so it runs alone, after the site's and the Studio's tests (its own Playwright project, `third-party`).

type Locale = 'en' | 'zh-CN';
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const lake = `http://127.0.0.1:${process.env.E2E_CONTENT_LAKE_HTTP_PORT ?? '4581'}/v2025-09-01/data`;
const ANALYTICS_ID = 'G-E2ETEST01';
const TAG_MANAGER_ID = 'GTM-E2ETEST';
const COPY = {
  en: { ok: 'Ok', details: 'See details', heading: 'Third-party scripts', explains: 'Google Tag Manager' },
  'zh-CN': { ok: '好的', details: '查看详情', heading: '第三方脚本', explains: '标签管理器' },
} as const;

async function setIds(request: APIRequestContext, ids: { analyticsId: string; tagManagerId: string } | null) {
  const mutation = ids ? { patch: { id: 'siteSettings', set: ids } } : { patch: { id: 'siteSettings', unset: ['analyticsId', 'tagManagerId'] } };
  const response = await request.post(`${lake}/mutate/production?returnIds=true`, {
    headers: contentLakeAuthorization(),
    data: { mutations: [mutation] },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The third-party script requests the page makes from now on. */
function recordScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/e2e/third-party/')) requested.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  return requested;
}

const ranScripts = (page: Page) => page.evaluate(() => (window as { __thirdPartyScripts?: string[] }).__thirdPartyScripts ?? []);
const policyOf = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { maxRedirects: 0 })).headers()['content-security-policy'] ?? '';

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  await setIds(request, null);
});

for (const locale of ['en', 'zh-CN'] as const) {
  test(`without IDs in the Site settings (the default) nothing third-party loads, even after Ok, in ${locale}`, async ({ page, request }) => {
    const requested = recordScripts(page);
    await page.goto(`${prefix(locale)}/help`);
    await page.getByTestId('cookie-banner').getByRole('button', { name: COPY[locale].ok }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await ranScripts(page)).toEqual([]);
    // The policy allows no new host.
    const policy = await policyOf(request, `${prefix(locale)}/help`);
    expect(policy).not.toContain('google');
    expect(policy).not.toContain('/api/e2e/third-party');
  });

  test(`"See details" explains the third-party scripts in ${locale}`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/`);
    await page.getByTestId('cookie-banner').getByRole('link', { name: COPY[locale].details }).click();
    await expect(page).toHaveURL(`${prefix(locale)}/privacy`);
    const heading = page.getByRole('heading', { name: COPY[locale].heading });
    await expect(heading).toBeVisible();
    await expect(page.locator('main')).toContainText(COPY[locale].explains);
  });
}

test('with IDs set in the Site settings, the scripts load only after Ok and never on the account, checkout, sign-in or Studio pages', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await setIds(request, { analyticsId: ANALYTICS_ID, tagManagerId: TAG_MANAGER_ID });
  // A publish is live within seconds (the webhook): the page carries the IDs, its policy the hosts.
  await expect.poll(async () => (await request.get('/help')).text(), { timeout: 20_000 }).toContain(ANALYTICS_ID);
  await expect.poll(() => policyOf(request, '/help'), { timeout: 20_000 }).toContain('https://*.google-analytics.com');

  for (const locale of ['en', 'zh-CN'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requested = recordScripts(page);
    await page.goto(`${prefix(locale)}/help`);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Before Ok: not one request.
    expect(requested, locale).toEqual([]);
    expect(await ranScripts(page)).toEqual([]);

    await page.getByTestId('cookie-banner').getByRole('button', { name: COPY[locale].ok }).click();
    await expect.poll(() => ranScripts(page)).toEqual(expect.arrayContaining([`analytics ${ANALYTICS_ID}`, `tag-manager ${TAG_MANAGER_ID}`]));
    expect(requested).toEqual(
      expect.arrayContaining([`/api/e2e/third-party/gtag/js?id=${ANALYTICS_ID}`, `/api/e2e/third-party/gtm.js?id=${TAG_MANAGER_ID}`]),
    );
    // The policy of a marketing page allows the script's host; the consent is remembered on the next page.
    expect(await policyOf(request, `${prefix(locale)}/help`)).toContain('http://localhost');
    requested.length = 0;
    await page.goto(`${prefix(locale)}/community`);
    await expect.poll(() => ranScripts(page)).toHaveLength(2);

    // Never on the account, checkout or sign-in pages, consent or not; their policy allows no such host.
    for (const path of ['/checkout', '/user/sign-in', '/account']) {
      requested.length = 0;
      await page.goto(`${prefix(locale)}${path}`);
      await page.waitForLoadState('networkidle');
      expect(requested, path).toEqual([]);
      expect(await ranScripts(page), path).toEqual([]);
      expect(await policyOf(request, `${prefix(locale)}${path}`), path).not.toContain('google');
    }

    // Following a link from a page with the scripts to the sign-in page: none there.
    await page.goto(`${prefix(locale)}/help`);
    await expect.poll(() => ranScripts(page)).toHaveLength(2);
    requested.length = 0;
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'to sign-in';
      link.id = 'e2e-sign-in-link';
      document.querySelector('main')?.append(link);
    }, `${prefix(locale)}/user/sign-in`);
    await page.locator('#e2e-sign-in-link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/user/sign-in`));
    await page.waitForLoadState('networkidle');
    expect(await ranScripts(page)).toEqual([]);
    expect(requested).toEqual([]);
    await context.close();
  }

  // The Studio's policy never names them.
  expect(await policyOf(request, '/studio')).not.toContain('google');
});
