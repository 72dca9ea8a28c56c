import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';

// The issue: contact requests are "stored, then mailed to the support address", and without SMTP every mail
// can be read in the development outbox. The test server has no SMTP_URL and MAIL_OUTBOX=1.

interface OutboxMail {
  id: number;
  subject: string;
  to: string;
  replyTo: string | null;
  locale: string;
  status: string;
  text: string;
  links: string[];
}

/**
 * The accessibility violations of an outbox page, of every impact level. axe cannot run inside the mail's
 * frame: the sandbox allows no scripts there, which is the point of it.
 */
function outboxViolations(page: Page): Promise<string[]> {
  return accessibilityViolations(page, { exclude: ['[data-testid="outbox-html"]'] });
}

async function sendHelpRequest(page: Page, path: string, fields: { email: string; subject: string; message: string }) {
  await page.goto(path);
  await page.getByTestId('cookie-banner').getByRole('button').last().click();
  const form = page.getByTestId('contact-form');
  const submit = form.locator('button[type="submit"]');
  await expect(submit).toBeEnabled();
  await form.locator('input[name="name"]').fill('Mei Lin');
  await form.locator('input[name="email"]').fill(fields.email);
  await form.locator('input[name="subject"]').fill(fields.subject);
  await form.locator('textarea[name="message"]').fill(fields.message);
  const answer = page.waitForResponse('**/api/contact-requests');
  await submit.click();
  const response = await answer;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('a help request reaches support: the mail is in the outbox, readable in both parts', async ({ page }) => {
  // A form, two outbox pages and two accessibility scans.
  test.slow();
  const message = 'My old PC died. How do I move my licence? <b>Thanks</b>';
  const id = await sendHelpRequest(page, '/e2e-forms', {
    email: 'mei.lin@example.com',
    subject: 'Licence on a new PC',
    message,
  });
  const subject = `Help request #${id} from Mei Lin: Licence on a new PC`;

  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  const row = page.getByTestId('outbox-list').getByRole('row').filter({ hasText: subject });
  // The worker delivers right after the request is stored; the page shows it as it finds it.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Delivered', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText('support@remapper.app');
  expect(await outboxViolations(page)).toEqual([]);

  await row.getByRole('link', { name: subject }).click();
  const mail = page.getByTestId('outbox-message');
  await expect(mail.getByRole('heading', { level: 1 })).toHaveText(subject);
  const headers = mail.locator('dl');
  await expect(headers).toContainText('support@remapper.app');
  await expect(headers).toContainText('Reply-To');
  await expect(headers).toContainText('mei.lin@example.com');
  await expect(headers).toContainText('Remapper <no-reply@localhost>');

  // The text part, as written; and the HTML part in its sandboxed frame, where the visitor's markup is text.
  await expect(mail.getByTestId('outbox-text')).toContainText(message);
  const frame = page.frameLocator('[data-testid="outbox-html"]');
  await expect(frame.getByRole('heading', { name: `Help request #${id}` })).toBeVisible();
  await expect(frame.getByText(message)).toBeVisible();
  await expect(frame.locator('b')).toHaveCount(0);
  await expect(frame.getByRole('link', { name: 'Reply to mei.lin@example.com' })).toHaveAttribute(
    'href',
    /^mailto:mei\.lin@example\.com\?subject=Re%3A%20Help%20request/,
  );
  await expect(page.getByTestId('outbox-html')).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');

  // Its links are listed, clickable, beside the mail.
  await expect(mail.getByTestId('outbox-links').getByRole('link', { name: /^mailto:mei\.lin@example\.com/ })).toBeVisible();
  expect(await outboxViolations(page)).toEqual([]);

  await mail.getByRole('link', { name: 'Back to the outbox' }).click();
  await expect(page).toHaveURL(/\/dev\/outbox$/);
});

test('a request from /zh-CN is mailed in Chinese, and the outbox API gives it with its links', async ({ page, request }) => {
  const email = `zh-${Date.now()}@example.com`;
  const id = await sendHelpRequest(page, '/zh-CN/e2e-forms', {
    email,
    subject: '新电脑上的许可证',
    message: '我的旧电脑坏了，如何把许可证转到新电脑上？',
  });

  let mail: OutboxMail | undefined;
  await expect(async () => {
    const response = await request.get('/api/dev/outbox?to=support@remapper.app&kind=contact-request');
    expect(response.status()).toBe(200);
    const { mails } = (await response.json()) as { mails: OutboxMail[] };
    mail = mails.find((candidate) => candidate.replyTo === email);
    expect(mail?.status).toBe('sent');
  }).toPass({ timeout: 15_000 });
  expect(mail).toMatchObject({
    subject: `帮助请求 #${id}，来自 Mei Lin：新电脑上的许可证`,
    to: 'support@remapper.app',
    locale: 'zh-CN',
  });
  expect(mail?.text).toContain('网站语言：简体中文');
  expect(mail?.links).toContainEqual(expect.stringMatching(new RegExp(`^mailto:${email.replace('.', '\\.')}\\?subject=`)));

  await page.goto(`/zh-CN/dev/outbox?to=${encodeURIComponent('SUPPORT@remapper.app')}`);
  await expect(page.getByRole('heading', { level: 1, name: '邮件发件箱' })).toBeVisible();
  await page.getByRole('link', { name: mail!.subject }).click();
  await expect(page.getByTestId('outbox-message').getByRole('heading', { level: 1 })).toHaveText(mail!.subject);
  await expect(page.frameLocator('[data-testid="outbox-html"]').getByText('我的旧电脑坏了，如何把许可证转到新电脑上？')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
