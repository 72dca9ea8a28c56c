import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { confirmedAccount, dismissCookieBanner, freshClientIp, preparePage, signIn, uniqueEmail } from './user-helpers';

// Issue 20: what the staff specs share. tests/e2e/staff.spec.ts walks the TOTP step itself, checking each part.

/** The code an authenticator app shows now for `secret` (RFC 6238 as the shop sets it up: SHA-1, 6 digits, 30 s). */
export const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** A confirmed account; `extra` is set through the test route (`{ staff: true }` makes it staff). */
export async function testAccount(
  request: APIRequestContext,
  baseURL: string,
  label: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  const email = uniqueEmail(label).toLowerCase();
  await confirmedAccount(request, baseURL, freshClientIp(), email, password);
  if (Object.keys(extra).length > 0) expect((await request.post('/api/e2e/users', { data: { email, ...extra } })).status()).toBe(200);
  return email;
}

/** Opens `path` (a staff page) signed out, signs the staff account in and through its first TOTP step, back to `path`. */
export async function staffSignIn(page: Page, path: string, email: string, password: string) {
  await preparePage(page);
  await page.goto(path);
  await dismissCookieBanner(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/staff\/verify\?return=/);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const form = page.getByTestId('totp-form');
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await form.getByRole('textbox').fill(totpCode(secret));
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('recovery-codes').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}
