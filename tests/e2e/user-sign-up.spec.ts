import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { mailedLink, openForm, pathOf, preparePage, signIn, uniqueEmail } from './user-helpers';

// spec 2 /user/sign-up and /user/activate, spec 4 "Account email", spec 5 and 8.

async function fillSignUp(page: Page, values: { email: string; password: string; cpassword: string }) {
  const form = page.getByTestId('sign-up-form');
  await form.locator('input[name="email"]').fill(values.email);
  await form.locator('input[name="password"]').fill(values.password);
  await form.locator('input[name="cpassword"]').fill(values.cpassword);
  await form.locator('button[type="submit"]').click();
}

test('sign up, confirm the email from the mail, sign in: the account opens (en)', async ({ page, request }) => {
  test.slow();
  await preparePage(page);
  const email = uniqueEmail('signup-en');
  const password = 'correct horse battery';

  // spec 7: the page's query string goes along with the sign-up.
  await openForm(page, '/user/sign-up?utm_source=e2e', 'sign-up-form');
  await expect(page).toHaveTitle('Create an account | Remapper');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const answer = page.waitForResponse((response) => response.url().includes('/api/auth/sign-up'));
  await fillSignUp(page, { email, password, cpassword: password });
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(new URL(response.url()).searchParams.get('utm_source')).toBe('e2e');

  const done = page.getByTestId('sign-up-done');
  await expect(done.getByRole('heading', { name: 'Check your mail' })).toBeFocused();
  await expect(done).toContainText(`We have sent a confirmation link to ${email}.`);

  const { url, mail } = await mailedLink(request, email, '/user/activate');
  expect(mail.subject).toBe('Confirm your email for Remapper');
  await page.goto(pathOf(url));
  await expect(page.getByRole('heading', { name: 'Your email has been confirmed successfully.' })).toBeVisible();

  // The link is spent: opening it again says so rather than failing.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your email is already confirmed.' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/sign-in$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
});

test('注册、从邮件确认邮箱、登录：进入账户 (zh-CN)', async ({ page, request }) => {
  test.slow();
  await preparePage(page);
  const email = uniqueEmail('signup-zh');
  const password = '我的密码很长很安全';

  await openForm(page, '/zh-CN/user/sign-up', 'sign-up-form');
  await expect(page).toHaveTitle('注册账户 | Remapper');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await fillSignUp(page, { email, password, cpassword: password });
  await expect(page.getByTestId('sign-up-done')).toContainText(`我们已向 ${email} 发送了确认链接。`);

  const { url, mail } = await mailedLink(request, email, '/user/activate');
  expect(mail.locale).toBe('zh-CN');
  expect(url.pathname).toBe('/zh-CN/user/activate');
  await page.goto(pathOf(url));
  await expect(page.getByRole('heading', { name: '您的邮箱已成功确认。' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/user\/sign-in$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/zh-CN\/account$/);
});

test('field errors show under their fields, and nothing typed is lost', async ({ page }) => {
  await preparePage(page);
  await openForm(page, '/user/sign-up', 'sign-up-form');
  const form = page.getByTestId('sign-up-form');

  await form.locator('button[type="submit"]').click();
  const email = form.getByLabel('Email');
  await expect(form.getByTestId('error-email')).toHaveText('Email is required');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(form.locator(`#${await email.getAttribute('aria-describedby')}`)).toHaveText('Email is required');

  await fillSignUp(page, { email: 'mei@example.com', password: 'long enough 1', cpassword: 'long enough 2' });
  await expect(form.getByTestId('error-cpassword')).toHaveText('Passwords do not match');
  await expect(form.getByTestId('error-email')).toHaveCount(0);
  await expect(email).toHaveValue('mei@example.com');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('long enough 1');
});

test('a temporary address is refused with the reason, under the email field', async ({ page }) => {
  await preparePage(page);
  await openForm(page, '/user/sign-up', 'sign-up-form');
  await fillSignUp(page, { email: `temp-${Date.now()}@mailinator.com`, password: 'long enough 1', cpassword: 'long enough 1' });
  const error = page.getByTestId('sign-up-form').getByTestId('error-email');
  await expect(error).toContainText('Temporary email addresses are not allowed');
  await expect(error).toContainText('mail service that verifies');
  await expect(page.getByTestId('sign-up-form').getByLabel('Email')).toBeFocused();
});

test('a well-known password is refused under the password field, in both languages, and nothing typed is lost', async ({ page }) => {
  await preparePage(page);
  await openForm(page, '/user/sign-up', 'sign-up-form');
  const email = uniqueEmail('common');
  await fillSignUp(page, { email, password: 'Password1', cpassword: 'Password1' });
  const form = page.getByTestId('sign-up-form');
  await expect(form.getByTestId('error-password')).toHaveText('This password is too common and easy to guess. Please choose another one.');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();

  await openForm(page, '/zh-CN/user/sign-up', 'sign-up-form');
  await fillSignUp(page, { email, password: 'qwertyuiop', cpassword: 'qwertyuiop' });
  await expect(form.getByTestId('error-password')).toHaveText('这个密码太常见，很容易被猜到，请换一个。');
  await fillSignUp(page, { email, password: 'a rarer passphrase', cpassword: 'a rarer passphrase' });
  await expect(page.getByTestId('sign-up-done')).toBeVisible();
});

test('an address that already has an account says so, with the ways to sign in or restore', async ({ page }) => {
  await preparePage(page);
  const email = uniqueEmail('twice');
  await openForm(page, '/user/sign-up', 'sign-up-form');
  await fillSignUp(page, { email, password: 'long enough 1', cpassword: 'long enough 1' });
  await expect(page.getByTestId('sign-up-done')).toBeVisible();

  await openForm(page, '/user/sign-up', 'sign-up-form');
  await fillSignUp(page, { email, password: 'long enough 1', cpassword: 'long enough 1' });
  const alert = page.getByTestId('form-alert');
  await expect(alert).toContainText('This account is already registered.');
  await expect(alert.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/sign-in');
  await expect(alert.getByRole('link', { name: 'Restore password' })).toHaveAttribute('href', '/user/password-restore');
  await expect(page.getByTestId('sign-up-form').getByLabel('Email')).toHaveValue(email);
});

test('an invalid activation link is not confirmed: a support link and a new-link button', async ({ page }) => {
  await preparePage(page);
  await page.goto('/user/activate?hash=not-a-real-token');
  const state = page.getByTestId('activation-not-confirmed');
  await expect(state.getByRole('heading', { name: 'Your email is not confirmed.' })).toBeVisible();
  await expect(state.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/help');
  await expect(state.getByRole('button', { name: 'Send a new link' })).toBeVisible();
});

for (const path of ['/user/sign-in', '/user/sign-up', '/zh-CN/user/sign-in', '/zh-CN/user/sign-up']) {
  test(`${path} has no accessibility violation, with errors shown too`, async ({ page }) => {
    await preparePage(page);
    await openForm(page, path, path.endsWith('sign-in') ? 'sign-in-form' : 'sign-up-form');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
