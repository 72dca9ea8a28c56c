import { type APIResponse, expect, type Page } from '@playwright/test';
import { test } from './test';
import { signedInAccount } from './app-helpers';
import { STUDIO_LOAD } from './studio-helpers';
import { fullChromium } from '@/playwright.config';
import { loadEveryImage, watchViolations } from './csp-violations';

// issue "Go live safely", part 3: the security headers of a page, an API response, the Studio and the
// invoice PDF; and Chromium, on every public route, the sign-up and sign-in pages (the captcha), a whole
// checkout and the Studio, meets no Content Security Policy violation. The test server is plain http, so
// no HSTS.

const BILLING = { firstName: 'Mei', lastName: 'Lin', address: '1 Harbour Road', city: 'Cork', zip: 'T12 X2Y3', country: 'IE' };

/** The policy of a response as directive name -> sources. */
function policyOf(response: APIResponse): Record<string, string[]> {
  const policy = response.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectCommonHeaders(response: APIResponse, frameOptions: 'SAMEORIGIN' | 'DENY') {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe(frameOptions);
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Opens a page and loads every image on it, the lazy ones below the fold too. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await loadEveryImage(page);
}

test.describe('the headers', () => {
  test('of a page: the policy of the shop, framable by the Studio only', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expectCommonHeaders(response, 'SAMEORIGIN');
    const policy = policyOf(response);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['script-src']).toContain("'self'");
    // The local Content Lake serves the content images.
    expect(policy['img-src']).toContain(`http://127.0.0.1:${process.env.E2E_CONTENT_LAKE_HTTP_PORT ?? '4581'}`);
  });

  test('of API responses: nothing loads, nothing frames them', async ({ request }) => {
    for (const path of ['/api/health', '/api/account/licenses']) {
      const response = await request.get(path);
      expect([200, 401], path).toContain(response.status());
      expectCommonHeaders(response, 'DENY');
      expect(policyOf(response)).toMatchObject({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    }
  });

  test('of the Studio: its own policy, with the Content Lake it edits', async ({ request }) => {
    const response = await request.get('/studio');
    expect(response.status()).toBe(200);
    expectCommonHeaders(response, 'SAMEORIGIN');
    const policy = policyOf(response);
    const lake = `https://localhost:${process.env.E2E_CONTENT_LAKE_HTTPS_PORT ?? '4543'}`;
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", lake]));
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });

  test('of the invoice PDF: an API response, which Chromium still draws', async ({ playwright, baseURL }) => {
    // Opened as a buyer does, in the browser's own viewer: the full Chromium's (the headless shell has none, and
    // downloads the file).
    const browser = await playwright.chromium.launch(fullChromium);
    try {
      const page = await (await browser.newContext({ baseURL })).newPage();
      const violations = watchViolations(page);
      const { email } = await signedInAccount(page, 'csp-invoice');
      const order = await page.request.post('/api/e2e/orders', { data: { email, billing: BILLING } });
      expect(order.status(), await order.text()).toBe(200);
      const { order_id: orderId } = (await order.json()) as { order_id: number };
      const path = `/api/account/orders/${orderId}/invoice.pdf?locale=en`;

      const pdf = await page.request.get(path);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expectCommonHeaders(pdf, 'DENY');
      expect(policyOf(pdf)).toMatchObject({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect((await page.goto(path))?.status()).toBe(200);
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

test.describe('no CSP violation', () => {
  // Both languages of every public route are checked as public-routes.spec.ts opens them (one visit a page).
  test('on the sign-up and sign-in pages (the captcha)', async ({ page }) => {
    const violations = watchViolations(page);
    for (const path of ['/user/sign-up', '/user/sign-in']) await visit(page, path);
    expect(violations).toEqual([]);
  });

  test('through a checkout with the fake provider', async ({ page }) => {
    const violations = watchViolations(page);
    await signedInAccount(page, 'csp-checkout');
    await visit(page, '/checkout?term=1y&pc=2');
    await expect(page.getByTestId('agree-and-buy')).toBeEnabled();
    await page.getByTestId('country').selectOption('US');
    await expect(page.getByTestId('total')).toHaveText('$24.99');
    await page.getByTestId('agree-and-buy').click();
    await expect(page).toHaveURL(/\/accept-fake-payment\?order=\d+$/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/payment\/thank-you\?order=\d+$/);
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
    expect(violations).toEqual([]);
  });

  test('in the Studio', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = watchViolations(page);
    // A document in the desk with its hero image, then the Presentation tool framing the site in draft mode.
    await page.goto('/studio/structure/page;page-home-en');
    await expect(page.locator('[id="path"]')).toHaveValue('/', STUDIO_LOAD);
    await page.locator('[data-ui="Card"]').filter({ hasText: 'Hero' }).last().click();
    await expect(page.getByTestId('image-input').first().locator('img')).toBeVisible();
    await page.goto(`/studio/presentation?preview=${encodeURIComponent('/gamedevs')}`);
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByTestId('draft-mode-bar')).toBeVisible(STUDIO_LOAD);
    expect(violations).toEqual([]);
  });
});
