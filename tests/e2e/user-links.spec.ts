import { expect } from '@playwright/test';
import { test } from './test';
import { confirmedAccount, mailedLink, preparePage, uniqueEmail, E2E_CAPTCHA_TOKEN } from './user-helpers';

// spec 2 /user/sign-in-by-hash and /user/activate: the mailed links the browser spends, never a GET.

test('a sign-in link signs in once and opens the account; used again it offers sign-in and restore', async ({ page, request, baseURL }) => {
  const ip = await preparePage(page);
  const email = uniqueEmail('by-hash');
  await confirmedAccount(request, baseURL!, ip, email, 'by hash password');
  const issued = await request.post('/api/e2e/users', { data: { email, signInLink: true } });
  const { signInHash } = (await issued.json()) as { signInHash: string };

  await page.goto(`/user/sign-in-by-hash?hash=${signInHash}`);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/e2e-account');
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/user\/sign-in$/);

  await page.goto(`/user/sign-in-by-hash?hash=${signInHash}`);
  const refused = page.getByTestId('sign-in-link-refused');
  await expect(refused.getByRole('heading', { name: 'This sign-in link cannot be used' })).toBeVisible();
  await expect(refused.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/sign-in');
  await expect(refused.getByRole('link', { name: 'Restore password' })).toHaveAttribute('href', '/user/password-restore');
});

test('opening a link page spends nothing until the browser runs it (link previews only GET)', async ({ page, request, baseURL }) => {
  const ip = await preparePage(page);
  const email = uniqueEmail('preview');
  await confirmedAccount(request, baseURL!, ip, email, 'preview password');
  const { signInHash } = (await (await request.post('/api/e2e/users', { data: { email, signInLink: true } })).json()) as {
    signInHash: string;
  };
  // A mail gateway fetching the page, scripts and all ignored.
  const preview = await request.get(`/user/sign-in-by-hash?hash=${signInHash}`);
  expect(preview.status()).toBe(200);
  await page.goto(`/user/sign-in-by-hash?hash=${signInHash}`);
  await expect(page).toHaveURL(/\/account$/);
});

test('an expired activation link: not confirmed, and a new link is mailed from the page', async ({ page, request, baseURL }) => {
  const ip = await preparePage(page);
  const email = uniqueEmail('expired');
  const signUp = await request.post('/api/auth/sign-up', {
    headers: { origin: baseURL!, 'x-forwarded-for': ip },
    data: { email, password: 'expired password', cpassword: 'expired password', captchaToken: E2E_CAPTCHA_TOKEN },
  });
  expect(signUp.status()).toBe(201);
  const first = await mailedLink(request, email, '/user/activate');
  const { expiredActivationHash } = (await (
    await request.post('/api/e2e/users', { data: { email, expiredActivationLink: true } })
  ).json()) as { expiredActivationHash: string };

  await page.goto(`/zh-CN/user/activate?hash=${expiredActivationHash}`);
  const state = page.getByTestId('activation-not-confirmed');
  await expect(state.getByRole('heading', { name: '您的邮箱尚未确认。' })).toBeVisible();
  await expect(state.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '/zh-CN/help');
  await state.getByRole('button', { name: '发送新链接' }).click();
  await expect(page.getByTestId('resend-status')).toHaveText('新的确认链接已发出，请查收邮件。');

  // The new mail's link works (the sign-up mail's link stopped working when a newer one was made).
  let fresh: URL | undefined;
  await expect(async () => {
    const { url } = await mailedLink(request, email, '/user/activate');
    expect(url.href).not.toBe(first.url.href);
    fresh = url;
  }).toPass({ timeout: 15_000 });
  // The mail is in the account's language (en); the visitor's locale cookie keeps the page in Chinese.
  expect(fresh!.pathname).toBe('/user/activate');
  await page.goto(`${fresh!.pathname}${fresh!.search}`);
  await expect(page).toHaveURL(/\/zh-CN\/user\/activate\?hash=/);
  await expect(page.getByRole('heading', { name: '您的邮箱已成功确认。' })).toBeVisible();
});
