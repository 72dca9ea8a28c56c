import { expect } from '@playwright/test';
import { test } from './test';
import { confirmedAccount, mailedLink, openForm, pathOf, preparePage, signIn, uniqueEmail, E2E_CAPTCHA_TOKEN } from './user-helpers';

// spec 2 /user/password-restore and /user/change-password, spec 4 "Password recovery", spec 8.

test('restore: request, mail, new password, signed in; after signing out only the new password works', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const ip = await preparePage(page);
  const email = uniqueEmail('restore');
  await confirmedAccount(request, baseURL!, ip, email, 'the old password');

  await openForm(page, '/user/password-restore', 'password-restore-form');
  await expect(page).toHaveTitle('Restore your password | Remapper');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  const sent = page.getByTestId('restore-link-sent');
  await expect(sent.getByRole('heading', { name: 'Link sent' })).toBeFocused();
  await expect(sent).toContainText(`We have sent a link to ${email}.`);

  const { url, mail } = await mailedLink(request, email, '/user/change-password');
  expect(mail.subject).toBe('Reset your Remapper password');
  await openForm(page, pathOf(url), 'change-password-form');
  const form = page.getByTestId('change-password-form');
  await form.getByLabel('New password', { exact: true }).fill('the new password');
  await form.getByLabel('Confirm new password').fill('not the same');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByTestId('error-cpassword')).toHaveText('Passwords do not match');
  await form.getByLabel('Confirm new password').fill('the new password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password has been changed' })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/e2e-account');
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/user\/sign-in$/);

  await signIn(page, email, 'the old password');
  await expect(page.getByTestId('form-alert')).toContainText('Incorrect email or password.');
  await signIn(page, email, 'the new password');
  await expect(page).toHaveURL(/\/account$/);

  // The link worked once.
  await page.goto('/e2e-account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/user\/sign-in$/);
  await openForm(page, pathOf(url), 'change-password-form');
  await page.getByLabel('New password', { exact: true }).fill('a third password');
  await page.getByLabel('Confirm new password').fill('a third password');
  await page.getByRole('button', { name: 'Change password' }).click();
  const refused = page.getByTestId('restore-link-refused');
  await expect(refused.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(refused.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/user/password-restore');
});

test('找回密码：请求、邮件、新密码，然后进入账户 (zh-CN)', async ({ page, request, baseURL }) => {
  test.slow();
  const ip = await preparePage(page);
  const email = uniqueEmail('restore-zh');
  await confirmedAccount(request, baseURL!, ip, email, 'the old password');
  await openForm(page, '/zh-CN/user/password-restore', 'password-restore-form');
  await page.getByLabel('邮箱').fill(email);
  await page.getByRole('button', { name: '发送链接' }).click();
  await expect(page.getByTestId('restore-link-sent')).toContainText(`我们已向 ${email} 发送了链接。`);
  const { url } = await mailedLink(request, email, '/user/change-password');
  await openForm(page, pathOf(url), 'change-password-form');
  // Seven characters are too few, in any script.
  await page.getByLabel('新密码', { exact: true }).fill('新的密码不够');
  await page.getByLabel('确认新密码').fill('新的密码不够');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByTestId('error-password')).toHaveText('内容太短。');
  await page.getByLabel('新密码', { exact: true }).fill('这个新的密码足够长了');
  await page.getByLabel('确认新密码').fill('这个新的密码足够长了');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByRole('heading', { name: '密码已修改' })).toBeVisible();
  await expect(page).toHaveURL(/\/zh-CN\/account$/);
});

test('restore refusals: an unknown address, an unconfirmed one, a link without its hash', async ({ page, request, baseURL }) => {
  const ip = await preparePage(page);
  await openForm(page, '/user/password-restore', 'password-restore-form');
  const form = page.getByTestId('password-restore-form');
  await form.getByLabel('Email').fill(uniqueEmail('nobody'));
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('form-alert')).toContainText('Please enter a registered email');

  const email = uniqueEmail('not-active');
  const signUp = await request.post('/api/auth/sign-up', {
    headers: { origin: baseURL!, 'x-forwarded-for': ip },
    data: { email, password: 'waiting password', cpassword: 'waiting password', captchaToken: E2E_CAPTCHA_TOKEN },
  });
  expect(signUp.status()).toBe(201);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('form-alert')).toContainText('E-mail is not activated. Please activate your e-mail first');

  await page.goto('/user/change-password?id=1');
  await expect(page.getByTestId('restore-link-refused')).toContainText('The password restore link is invalid, expired or already used.');
});
