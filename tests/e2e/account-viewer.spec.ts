import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { confirmedAccount, dismissCookieBanner, freshClientIp, uniqueEmail } from './user-helpers';

// spec 4: the offer banner follows who is signed in (resellers never see it), and a temporary (auto) password
// shows an alert prompting a change. The test route /api/e2e/users sets the flags the shop will set later.

const PASSWORD = 'a perfectly fine passphrase';

async function signedIn(page: Page, baseURL: string, flags: { partner?: boolean; autoPassword?: boolean }) {
  const ip = freshClientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const email = uniqueEmail('viewer');
  await confirmedAccount(page.request, baseURL, ip, email, PASSWORD);
  expect((await page.request.post('/api/e2e/users', { data: { email, ...flags } })).status()).toBe(200);
  const answer = await page.request.post('/api/auth/sign-in', { headers: { origin: baseURL }, data: { email, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  return email;
}

test('a reseller sees no offer banner; a customer does, and so does everyone once signed out', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, { partner: true });
  await page.goto('/blog');
  await dismissCookieBanner(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByTestId('offer-banner')).toHaveCount(0);

  await page.context().clearCookies();
  await signedIn(page, baseURL!, {});
  await page.goto('/zh-CN/blog');
  await expect(page.getByTestId('offer-banner')).toBeVisible();

  await page.context().clearCookies();
  await signedIn(page, baseURL!, { partner: true });
  expect((await page.request.post('/api/auth/sign-out', { headers: { origin: baseURL! }, data: {} })).status()).toBe(200);
  await page.goto('/releases');
  await expect(page.getByTestId('offer-banner')).toBeVisible();
});

test('a temporary password shows the alert on the profile, and setting one needs no current password', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, { autoPassword: true });
  await page.goto('/account/profile');
  await dismissCookieBanner(page);
  const alert = page.getByTestId('auto-password-alert');
  await expect(alert).toContainText('You are using a temporary password');
  expect(await accessibilityViolations(page)).toEqual([]);

  await alert.getByRole('link', { name: 'Set a new password' }).click();
  await expect(page).toHaveURL(/\/account\/change-password$/);
  const form = page.getByTestId('password-form');
  await expect(form.getByLabel('Current password')).toHaveCount(0);
  const submit = form.getByRole('button', { name: 'Set password' });
  await expect(submit).toBeEnabled();
  await form.getByLabel('New password', { exact: true }).fill('my very own passphrase');
  await form.getByLabel('Confirm new password').fill('my very own passphrase');
  await submit.click();
  await expect(page).toHaveURL(/\/user\/sign-in\?changed=password$/);
  await expect(page.getByTestId('password-changed')).toHaveText('Password has been changed');
});

test('a customer with a paid plan sees no offer banner: after buying one, and at the next sign-in', async ({ page, baseURL }) => {
  const email = await signedIn(page, baseURL!, {});
  await page.goto('/blog');
  await dismissCookieBanner(page);
  await expect(page.getByTestId('offer-banner')).toBeVisible();

  // Buys a plan with the fake provider, as the checkout page does.
  const checkout = await page.request.post('/api/checkout', {
    headers: { origin: baseURL! },
    data: {
      term: '1y',
      pcNum: 2,
      country: 'US',
      vatNumber: '',
      paymentMethod: 'card',
      email: email.toLowerCase(),
      recipientEmail: '',
      couponCode: '',
      autoRenew: false,
      idempotencyKey: `viewer-${Date.now()}`,
      locale: 'en',
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { order } = (await checkout.json()) as { order: { id: number } };
  const paid = await page.request.post('/api/payments/fake', { headers: { origin: baseURL! }, data: { order: order.id, action: 'pay' } });
  expect(paid.status(), await paid.text()).toBe(200);

  // The thank-you page refreshes the hint: the banner no longer offers a plan the account holds.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/account/viewer') && response.ok());
  await page.goto(`/account/payment/thank-you?order=${order.id}`);
  await refreshed;
  await page.goto('/zh-CN/blog');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByTestId('offer-banner')).toHaveCount(0);

  // A new sign-in knows it from the start.
  await page.context().clearCookies();
  const again = await page.request.post('/api/auth/sign-in', { headers: { origin: baseURL! }, data: { email, password: PASSWORD } });
  expect(again.status()).toBe(200);
  await page.goto('/releases');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByTestId('offer-banner')).toHaveCount(0);
});
