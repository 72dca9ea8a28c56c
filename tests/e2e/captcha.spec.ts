import { expect } from '@playwright/test';
import { test } from './test';

// spec 7 "A captcha script loads with a site key when the country is not China". The test server configures a
// captcha whose script and verification are the app's own test routes (app/api/e2e/captcha): the widget solves
// itself, and unticking it plays a robot.

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.91.0.1' } });

test('an English form loads the captcha with its site key, refuses an unsolved one and keeps what was typed', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/e2e/captcha/script')) scripts.push(request.url());
  });
  await page.goto('/e2e-forms');
  await page.getByTestId('cookie-banner').getByRole('button').last().click();
  const form = page.getByTestId('contact-form');
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  // One script for the page, however many forms it has, rendered explicitly.
  expect(scripts).toHaveLength(1);
  expect(new URL(scripts[0] ?? '').searchParams.get('render')).toBe('explicit');

  await form.getByLabel('Email').fill('robot@example.com');
  await form.getByLabel('Message').fill('Beep. I would like to buy every licence you have.');
  await form.getByTestId('captcha-checkbox').uncheck();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByTestId('captcha').getByRole('alert')).toHaveText('Please confirm that you are not a robot, then try again.');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(form.getByLabel('Message')).toHaveValue('Beep. I would like to buy every licence you have.');

  // The widget offers a fresh challenge after each try; solved, the request goes through.
  await expect(form.getByTestId('captcha-checkbox')).toBeChecked();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you. Your request has been sent.' })).toBeVisible();
});

test('a zh-CN form has no captcha and is sent without one', async ({ page }) => {
  let scriptRequested = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/e2e/captcha/script')) scriptRequested = true;
  });
  await page.goto('/zh-CN/e2e-forms');
  await page.getByTestId('cookie-banner').getByRole('button').last().click();
  const form = page.getByTestId('contact-form');
  await expect(form.getByRole('button', { name: '发送' })).toBeEnabled();
  await expect(page.getByTestId('captcha')).toHaveCount(0);
  await form.getByLabel('邮箱').fill('mei.lin@example.com');
  await form.getByLabel('留言').fill('请问终身授权可以转移到新电脑上吗？');
  await form.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('dialog', { name: '谢谢！您的请求已发送。' })).toBeVisible();
  expect(scriptRequested).toBe(false);
});
