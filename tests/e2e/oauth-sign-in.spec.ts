import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { E2E_CAPTCHA_TOKEN } from './user-helpers';

// OAuth sign-in and connections (spec 2, 3, 7, 8) against the stand-in provider the run starts
// (tests/support/fake-oauth-provider.ts), through the test-only page app/[locale]/(default)/e2e-oauth.

let counter = 0;
/** A unique account and client address per test: the auth budgets are per address. */
function unique(testInfo: { workerIndex: number }) {
  counter += 1;
  const tag = `${Date.now().toString(36)}-${testInfo.workerIndex}-${counter}`;
  return {
    tag,
    ip: `10.77.${testInfo.workerIndex % 250}.${(counter + Math.floor(Math.random() * 200)) % 250}`,
    email: `oauth-${tag}@example.com`,
  };
}

async function openOAuthPage(page: Page, path = '/e2e-oauth', { firstVisit = true } = {}) {
  await page.goto(path);
  // The cookie banner's choice outlives the cookies the tests clear: it shows on the first visit only.
  if (firstVisit) await page.getByTestId('cookie-banner').getByRole('button').last().click();
}

/** At the stand-in provider: choose the account and allow or deny. */
async function atProvider(page: Page, account: { id?: string; email?: string; verified?: boolean }, decision: 'Allow' | 'Deny') {
  await expect(page.getByRole('heading', { name: /\(test\)$/ })).toBeVisible();
  if (account.id) await page.getByRole('textbox', { name: /(Account|Steam) id/ }).fill(account.id);
  if (account.email) await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  if (account.verified === false) await page.getByLabel('Email verified').uncheck();
  await page.getByRole('button', { name: decision }).click();
}

test('signing in with Google creates the account; connect Discord, disconnect down to the last method', async ({ page }, testInfo) => {
  // Three trips to the provider and two accessibility scans: longer than one page's budget.
  test.slow();
  const { tag, ip, email } = unique(testInfo);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await openOAuthPage(page);
  const buttons = page.getByTestId('oauth-buttons');
  for (const name of ['Google', 'Facebook', 'Discord', 'Steam']) {
    await expect(buttons.getByRole('link', { name: `Continue with ${name}` })).toBeVisible();
  }
  expect(await accessibilityViolations(page)).toEqual([]);

  await buttons.getByRole('link', { name: 'Continue with Google' }).click();
  await atProvider(page, { id: `g-${tag}`, email }, 'Allow');
  // Verifying, then back where the sign-in started, signed in as the new account.
  await expect(page).toHaveURL(/\/e2e-oauth$/);
  await expect(page.getByTestId('signed-in-as')).toHaveText(email);

  const panel = page.getByTestId('oauth-connections');
  await expect(panel.getByTestId('oauth-connection-google')).toContainText(`Connected as ${email}`);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The only way to sign in (no password, one connection) cannot be removed.
  await panel.getByRole('button', { name: 'Disconnect Google' }).click();
  await expect(panel.getByTestId('oauth-error')).toHaveText(
    'This is your only way to sign in. Set a password or connect another service before you disconnect it.',
  );
  await expect(panel.getByTestId('oauth-error')).toBeFocused();

  await panel.getByRole('link', { name: 'Connect Discord' }).click();
  await atProvider(page, { id: `d-${tag}`, email: `discord-${email}` }, 'Allow');
  await expect(page).toHaveURL(/\/e2e-oauth$/);
  await expect(panel.getByTestId('oauth-connection-discord')).toContainText(`Connected as discord-${email}`);

  // With two connections either may go.
  await panel.getByRole('button', { name: 'Disconnect Google' }).click();
  await expect(panel.getByTestId('oauth-status')).toHaveText('Google has been disconnected.');
  await expect(panel.getByTestId('oauth-connection-google')).toContainText('Not connected');
  await expect(panel.getByRole('button', { name: 'Disconnect Discord' })).toBeVisible();

  // Signing in with Discord again finds the same account by Discord's user id.
  await page.context().clearCookies();
  await openOAuthPage(page, '/e2e-oauth', { firstVisit: false });
  await page.getByTestId('oauth-buttons').getByRole('link', { name: 'Continue with Discord' }).click();
  await atProvider(page, { id: `d-${tag}`, email: `changed-${email}` }, 'Allow');
  await expect(page.getByTestId('signed-in-as')).toHaveText(email);
});

test('zh-CN: signing in with Google and the access-denied page are in Chinese', async ({ page }, testInfo) => {
  const { tag, ip, email } = unique(testInfo);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await openOAuthPage(page, '/zh-CN/e2e-oauth');
  await page.getByTestId('oauth-buttons').getByRole('link', { name: '使用 Google 继续' }).click();
  await atProvider(page, {}, 'Deny');
  await expect(page).toHaveURL(/\/zh-CN\/user\/callback\/google/);
  const result = page.getByTestId('oauth-result');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('访问被拒绝');
  await expect(result).toContainText('请重试，并在授权页面中允许访问');
  expect(await accessibilityViolations(page)).toEqual([]);

  await result.getByRole('link', { name: '重试' }).click();
  await atProvider(page, { id: `zh-${tag}`, email }, 'Allow');
  await expect(page).toHaveURL(/\/zh-CN\/e2e-oauth$/);
  await expect(page.getByTestId('signed-in-as')).toHaveText(email);
  await expect(page.getByTestId('oauth-connections').getByRole('heading', { name: '登录服务' })).toBeVisible();
});

test('access denied at the provider shows the access-denied page', async ({ page }, testInfo) => {
  const { ip } = unique(testInfo);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await openOAuthPage(page);
  await page.getByTestId('oauth-buttons').getByRole('link', { name: 'Continue with Discord' }).click();
  await atProvider(page, {}, 'Deny');
  const result = page.getByTestId('oauth-result');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('Access denied');
  await expect(result).toContainText('Try again and allow access to continue.');
  await expect(result.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    /\/api\/auth\/oauth\/discord\/start\?intent=sign-in/,
  );
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('an address that has an account is never linked: the account-exists page', async ({ page, request }, testInfo) => {
  const { tag, ip, email } = unique(testInfo);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const origin = new URL(page.url() === 'about:blank' ? (testInfo.project.use.baseURL ?? '') : page.url()).origin;
  const signUp = await request.post('/api/auth/sign-up', {
    headers: { origin, 'x-forwarded-for': ip },
    data: { email, password: 'a long enough password 1', cpassword: 'a long enough password 1', captchaToken: E2E_CAPTCHA_TOKEN },
  });
  expect(signUp.status()).toBe(201);

  await openOAuthPage(page);
  await page.getByTestId('oauth-buttons').getByRole('link', { name: 'Continue with Google' }).click();
  await atProvider(page, { id: `exists-${tag}`, email }, 'Allow');
  const result = page.getByTestId('oauth-result');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('An account with this email already exists');
  await expect(result.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/user/password-restore');
  await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // An unverified e-mail creates nothing either.
  await openOAuthPage(page, '/e2e-oauth', { firstVisit: false });
  await page.getByTestId('oauth-buttons').getByRole('link', { name: 'Continue with Google' }).click();
  await atProvider(page, { id: `unverified-${tag}`, email: `unverified-${email}`, verified: false }, 'Allow');
  await expect(page.getByTestId('oauth-result').getByRole('heading', { level: 1 })).toHaveText('We could not create an account');
});

test('Steam (OpenID 2.0): a Steam id with no account gets the no-verified-email page; connected, it signs in', async ({
  page,
}, testInfo) => {
  test.slow();
  const { ip, email, tag } = unique(testInfo);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const steamId = `7656119${String(Date.now()).slice(-7)}${String(testInfo.workerIndex).padStart(3, '0')}`;
  await openOAuthPage(page);
  await page.getByTestId('oauth-buttons').getByRole('link', { name: 'Continue with Steam' }).click();
  await atProvider(page, { id: steamId }, 'Allow');
  await expect(page.getByTestId('oauth-result').getByRole('heading', { level: 1 })).toHaveText('We could not create an account');

  // Sign in with Google, connect Steam, sign out, sign in with Steam.
  await openOAuthPage(page, '/e2e-oauth', { firstVisit: false });
  await page.getByTestId('oauth-buttons').getByRole('link', { name: 'Continue with Google' }).click();
  await atProvider(page, { id: `steam-g-${tag}`, email }, 'Allow');
  await page.getByTestId('oauth-connections').getByRole('link', { name: 'Connect Steam' }).click();
  await atProvider(page, { id: steamId }, 'Allow');
  await expect(page.getByTestId('oauth-connection-steam')).toContainText('Connected');
  await page.context().clearCookies();
  await openOAuthPage(page, '/e2e-oauth', { firstVisit: false });
  await page.getByTestId('oauth-buttons').getByRole('link', { name: 'Continue with Steam' }).click();
  await atProvider(page, { id: steamId }, 'Allow');
  await expect(page.getByTestId('signed-in-as')).toHaveText(email);
});

test('the sign-in page offers the providers; signed in with Discord, the profile lists the connection', async ({ page }, testInfo) => {
  const { tag, ip, email } = unique(testInfo);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await openOAuthPage(page, '/user/sign-in');
  await page.getByTestId('oauth-buttons').getByRole('link', { name: 'Continue with Discord' }).click();
  await atProvider(page, { id: `d-${tag}`, email }, 'Allow');
  // No return URL: the account's membership page; the connections are on the profile.
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('oauth-connections').getByTestId('oauth-connection-discord')).toContainText(`Connected as ${email}`);
  expect(await accessibilityViolations(page)).toEqual([]);
});
