import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './test';

// Shared steps of the account e2e specs (user-*.spec.ts). Sign-up is limited to 10 an hour per client
// address, so every test speaks from an address of its own.

interface OutboxMail {
  subject: string;
  to: string;
  locale: string;
  links: string[];
}

let counter = 0;

/** A client address no other test uses, for X-Forwarded-For (lib/runtime/client-ip.ts takes the last entry). */
export function freshClientIp(): string {
  counter += 1;
  const { workerIndex } = test.info();
  return `10.${(workerIndex % 200) + 20}.${Math.floor(Math.random() * 250) + 1}.${(counter % 250) + 1}`;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A page (and its API calls) that come from their own client address, with the cookie banner gone. */
export async function preparePage(page: Page, ip = freshClientIp()): Promise<string> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

export async function dismissCookieBanner(page: Page) {
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible()) await banner.getByRole('button').last().click();
}

/** Opens an account page and waits for its form to be live (its submit button enabled after hydration). */
export async function openForm(page: Page, path: string, testId: string) {
  await page.goto(path);
  await dismissCookieBanner(page);
  await expect(page.getByTestId(testId).locator('button[type="submit"]')).toBeEnabled();
}

/** The link of the newest mail to `to` whose link leads to `path` (e.g. '/user/activate'), once it is there. */
export async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<{ url: URL; mail: OutboxMail }> {
  let found: { url: URL; mail: OutboxMail } | undefined;
  await expect(async () => {
    const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(response.status()).toBe(200);
    const { mails } = (await response.json()) as { mails: OutboxMail[] };
    for (const mail of mails) {
      const link = mail.links.find((candidate) => new URL(candidate, 'http://x').pathname.endsWith(path));
      if (link) {
        found = { url: new URL(link), mail };
        return;
      }
    }
    throw new Error(`no mail to ${to} with a link to ${path} yet`);
  }).toPass({ timeout: 15_000 });
  return found!;
}

/** The path and query of a mailed link, to open on the test server. */
export function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** An answer the test server's stand-in captcha (app/api/e2e/captcha) accepts; English sign-ups need one. */
export const E2E_CAPTCHA_TOKEN = `e2e-solved-${Date.now()}`;

/**
 * An account made and confirmed through the API, as the pages would (every write carries the site's Origin).
 */
export async function confirmedAccount(request: APIRequestContext, baseURL: string, ip: string, email: string, password: string) {
  const headers = { origin: baseURL, 'x-forwarded-for': ip };
  const signUp = await request.post('/api/auth/sign-up', {
    headers,
    data: { email, password, cpassword: password, locale: 'en', captchaToken: E2E_CAPTCHA_TOKEN },
  });
  expect(signUp.status()).toBe(201);
  const { url } = await mailedLink(request, email, '/user/activate');
  const activate = await request.post('/api/auth/activate', { headers, data: { hash: url.searchParams.get('hash') } });
  expect(await activate.json()).toEqual({ status: 'confirmed' });
}

/** Fills and sends the sign-in form of the page that is open. */
export async function signIn(page: Page, email: string, password: string) {
  const form = page.getByTestId('sign-in-form');
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}
