import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';

// The four contact forms (spec 2-5, 8) on the test-only page app/[locale]/(default)/e2e-forms.

async function openForms(page: Page, path = '/e2e-forms') {
  await page.goto(path);
  // The cookie banner sits over the bottom of the page; accept it once so it covers no button.
  await page.getByTestId('cookie-banner').getByRole('button').last().click();
  // Wait for hydration: an empty submit must be caught by the form, not reach the server as a page post.
  await expect(page.getByTestId('contact-form').getByRole('button', { name: 'Send' })).toBeEnabled();
}

test('submitting the forms empty shows the required messages on the required fields only', async ({ page }) => {
  await openForms(page);

  const contact = page.getByTestId('contact-form');
  await contact.getByRole('button', { name: 'Send' }).click();
  const email = contact.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(contact.getByTestId('error-email')).toHaveText('Email is required');
  await expect(contact.getByTestId('error-message')).toHaveText('This field is required.');
  // The message is tied to its field for screen readers.
  const describedBy = await email.getAttribute('aria-describedby');
  await expect(contact.locator(`#${describedBy}`)).toHaveText('Email is required');
  await expect(contact.getByTestId('error-name')).toHaveCount(0);
  await expect(contact.getByTestId('error-subject')).toHaveCount(0);
  await expect(contact.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');

  const developer = page.getByTestId('developer-form');
  await developer.getByRole('button', { name: 'Send' }).click();
  for (const field of ['name', 'company']) {
    await expect(developer.getByTestId(`error-${field}`)).toHaveText('This field is required.');
  }
  await expect(developer.getByTestId('error-email')).toHaveText('Email is required');
  await expect(developer.getByTestId('error-message')).toHaveCount(0);

  const partner = page.getByTestId('partner-form');
  await partner.getByRole('button', { name: 'Send' }).click();
  await expect(partner.getByTestId('error-partnerType')).toHaveText('This field is required.');
  await expect(partner.getByTestId('error-website')).toHaveText('This field is required.');

  const translator = page.getByTestId('translator-form');
  await translator.getByRole('button', { name: 'Send' }).click();
  await expect(translator.getByTestId('error-language')).toHaveText('This field is required.');

  // spec 5: required fields carry an asterisk in their label.
  await expect(developer.locator('label', { hasText: 'Company' })).toContainText('*');
  await expect(developer.locator('label', { hasText: 'Message' })).not.toContainText('*');

  // Fixing a field clears its message.
  await developer.getByLabel('Company').fill('Tiny Studio');
  await expect(developer.getByTestId('error-company')).toHaveCount(0);
});

test('a valid request is sent, stored, and thanked for in a modal', async ({ page }) => {
  await openForms(page);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill('Mei Lin');
  await form.getByLabel('Email').fill('mei.lin@example.com');
  await form.getByLabel('Subject').fill('Licence on a new PC');
  await form.getByLabel('Message').fill('My old PC died. How do I move my licence to the new one?');

  // Hold the request a moment so the sending state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact-requests', async (route) => {
    await held;
    await route.continue();
  });
  const submit = form.getByRole('button', { name: /Send/ });
  const answer = page.waitForResponse('**/api/contact-requests');
  await submit.click();
  await expect(submit).toHaveText('Sending…');
  await expect(submit).toBeDisabled();
  release();

  const response = await answer;
  expect(response.status()).toBe(201);
  // The API answers 201 with the new row's id only after storing it.
  expect(await response.json()).toStrictEqual({ id: expect.any(Number) });
  expect(response.request().postDataJSON()).toStrictEqual({
    form: 'contact',
    // The test server's stand-in captcha answered (app/api/e2e/captcha).
    captchaToken: expect.stringMatching(/^e2e-solved-\d+$/),
    name: 'Mei Lin',
    email: 'mei.lin@example.com',
    subject: 'Licence on a new PC',
    message: 'My old PC died. How do I move my licence to the new one?',
    locale: 'en',
  });

  const dialog = page.getByRole('dialog', { name: 'Thank you. Your request has been sent.' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(form.getByLabel('Message')).toHaveValue('');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('button', { name: 'Send' })).toBeFocused();
});

test('a failing API shows the error modal and keeps what was typed', async ({ page }) => {
  await openForms(page);
  await page.route('**/api/contact-requests', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  const form = page.getByTestId('developer-form');
  await form.getByLabel('Name').fill('Ada');
  await form.getByLabel('Contact email').fill('ada@studio.example');
  await form.getByLabel('Company').fill('Tiny Studio');
  await form.getByRole('button', { name: 'Send' }).click();

  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('An error occurred while sending the message. Please try again later.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel('Company')).toHaveValue('Tiny Studio');

  // 429: the same modal, saying to try again later.
  await page.unroute('**/api/contact-requests');
  await page.route('**/api/contact-requests', (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '600' }, contentType: 'application/json', body: '{}' }),
  );
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toContainText('You have sent several requests in a short time. Please try again later.');
});

test("the API's field errors appear on the fields: a temporary address is refused", async ({ page }) => {
  await openForms(page);
  const form = page.getByTestId('translator-form');
  await form.getByLabel('Contact email').fill('translator@mailinator.com');
  await form.getByLabel('Language').fill('Brazilian Portuguese');
  const answer = page.waitForResponse('**/api/contact-requests');
  await form.getByRole('button', { name: 'Send' }).click();
  expect((await answer).status()).toBe(422);
  await expect(form.getByTestId('error-email')).toHaveText('Temporary email addresses are not allowed');
  await expect(form.getByLabel('Contact email')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the forms speak Chinese under /zh-CN', async ({ page }) => {
  await page.goto('/zh-CN/e2e-forms');
  await page.getByTestId('cookie-banner').getByRole('button').last().click();
  const form = page.getByTestId('contact-form');
  await expect(form.getByRole('button', { name: '发送' })).toBeEnabled();
  await form.getByRole('button', { name: '发送' }).click();
  await expect(form.getByTestId('error-email')).toHaveText('请填写邮箱');
  await expect(form.getByTestId('error-message')).toHaveText('此项为必填项。');
  await form.getByLabel('邮箱').fill('mei@');
  await expect(form.getByTestId('error-email')).toHaveText('请输入有效的邮箱地址');

  await page.route('**/api/contact-requests', (route) => route.fulfill({ status: 503, body: '' }));
  await form.getByLabel('邮箱').fill('mei@example.com');
  await form.getByLabel('留言').fill('请问如何在新电脑上激活？');
  await form.getByRole('button', { name: '发送' }).click();
  const dialog = page.getByRole('dialog', { name: '错误' });
  await expect(dialog).toContainText('发送消息时出错，请稍后再试。');
});

test('axe finds no accessibility violation on the forms, with errors shown and with a modal open', async ({ page }) => {
  await openForms(page);
  const analyse = () => accessibilityViolations(page);
  expect(await analyse()).toEqual([]);

  await page.getByTestId('partner-form').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('partner-form').getByTestId('error-website')).toBeVisible();
  expect(await analyse()).toEqual([]);

  await page.route('**/api/contact-requests', (route) => route.fulfill({ status: 201, json: { id: 1 } }));
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Email').fill('mei@example.com');
  await form.getByLabel('Message').fill('A question about the trial.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await analyse()).toEqual([]);
});
