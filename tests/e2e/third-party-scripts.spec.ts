import { expect } from '@playwright/test';
import { test } from './test';
import {
  ANALYTICS_ID,
  COPY,
  type Locale,
  policyOf,
  prefix,
  ranScripts,
  recordScripts,
  setIds,
  TAG_MANAGER_ID,
} from './third-party-helpers';

// spec 7: analytics and tag-manager scripts are third-party; the cookie banner's Ok is the visitor's consent.
// Their IDs are set in the Studio's Site settings (none by default). The test server loads them from its own
// stand-ins (THIRD_PARTY_SCRIPT_ORIGIN -> app/(test)/api/e2e/third-party), so nothing reaches the internet.
// It publishes IDs to the one Site settings for a minute, which changes every marketing page's policy and scripts,
// so it runs after the site's tests, beside the Studio's but before those that edit the Site settings (its own
// Playwright project, `third-party`; playwright.config.ts).

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  await setIds(request, null);
});

test('with IDs set in the Site settings, the scripts load only after Ok and never on the account, checkout, sign-in or Studio pages', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await setIds(request, { analyticsId: ANALYTICS_ID, tagManagerId: TAG_MANAGER_ID });
  // A publish is live within seconds (the webhook): the pages carry the IDs, their policy the hosts. Each language's
  // page the browsers open below is asked until it does (an under-load run once saw no script run after Ok on one of
  // the two pages, when only the English one had been asked).
  for (const locale of ['en', 'zh-CN'] as const) {
    const help = `${prefix(locale)}/help`;
    await expect.poll(async () => (await request.get(help)).text(), { timeout: 20_000 }).toContain(ANALYTICS_ID);
    await expect.poll(() => policyOf(request, help), { timeout: 20_000 }).toContain('https://*.google-analytics.com');
  }

  // Both languages at once, each in a browser context of its own (most of the time is spent waiting for pages to
  // settle), and the checks of one language cannot see the other's requests or scripts.
  const checkLocale = async (locale: Locale) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requested = recordScripts(page);
    await page.goto(`${prefix(locale)}/help`);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Before Ok: not one request.
    expect(requested, locale).toEqual([]);
    expect(await ranScripts(page), locale).toEqual([]);

    await page.getByTestId('cookie-banner').getByRole('button', { name: COPY[locale].ok }).click();
    // Two scripts fetched and run by a page that shares two cores with two Studios: as long as a Studio's step may take.
    await expect
      .poll(() => ranScripts(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([`analytics ${ANALYTICS_ID}`, `tag-manager ${TAG_MANAGER_ID}`]));
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
      expect(requested, `${locale} ${path}`).toEqual([]);
      expect(await ranScripts(page), `${locale} ${path}`).toEqual([]);
      expect(await policyOf(request, `${prefix(locale)}${path}`), `${locale} ${path}`).not.toContain('google');
    }

    // Following a link from a page with the scripts to the sign-in page: none there.
    await page.goto(`${prefix(locale)}/help`);
    await expect.poll(() => ranScripts(page)).toHaveLength(2);
    requested.length = 0;
    await page.evaluate(
      (href) => {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = 'to sign-in';
        link.id = 'e2e-sign-in-link';
        document.querySelector('main')?.append(link);
      },
      `${prefix(locale)}/user/sign-in`,
    );
    await page.locator('#e2e-sign-in-link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/user/sign-in`));
    await page.waitForLoadState('networkidle');
    expect(await ranScripts(page), locale).toEqual([]);
    expect(requested, locale).toEqual([]);
    await context.close();
  };
  await Promise.all((['en', 'zh-CN'] as const).map(checkLocale));

  // The Studio's policy never names them.
  expect(await policyOf(request, '/studio')).not.toContain('google');
});
