import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, type Request } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { activatePc, appToken, PASSWORD, signedInAccount } from './app-helpers';
import { dismissCookieBanner, mailedLink, openForm, pathOf } from './user-helpers';

// Issue 17 "Program tokens": the desktop program's token ends when the owner revokes its PC on /account, when the
// password is restored, and when the program has not called for 30 days (aged by the test-only
// POST /api/e2e/app-tokens); /account lists the authorised programs with a Revoke for each.

const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    title: 'Authorized programs',
    columns: ['Device', 'Authorized', 'Last used', 'Expires', 'Action'],
    never: 'Not yet',
    revokeLabel: (device: string) => `Revoke the program on ${device}`,
    confirmTitle: 'Revoke this program?',
    cancel: 'Cancel',
    revoked: (device: string) => `The program on ${device} was revoked.`,
    empty: 'No program is authorized. Sign in from the Remapper program to authorize one.',
  },
  {
    locale: 'zh-CN',
    prefix: '/zh-CN',
    title: '已授权的程序',
    columns: ['设备', '授权时间', '最后使用', '到期', '操作'],
    never: '尚未使用',
    revokeLabel: (device: string) => `撤销 ${device} 上的程序`,
    confirmTitle: '撤销这个程序？',
    cancel: '取消',
    revoked: (device: string) => `${device} 上的程序已撤销。`,
    empty: '还没有已授权的程序。在 Remapper 程序中登录即可授权。',
  },
] as const;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The program's heartbeat for its PC: the status the server answers. */
async function heartbeat(request: APIRequestContext, token: string, instanceId: number) {
  const answer = await request.post('/api/app/heartbeat', { headers: bearer(token), data: { instance_id: instanceId } });
  return { status: answer.status(), body: (await answer.json()) as { code?: string } };
}

async function activateStatus(request: APIRequestContext, token: string) {
  const answer = await request.post('/api/app/activate', {
    headers: bearer(token),
    data: { device_id: `tokens-${randomBytes(8).toString('hex')}`, device_name: 'Another PC', version: '6.4.1' },
  });
  return answer.status();
}

/** The program is refused as one with no token at all: 401 INVALID_APP_TOKEN, for a heartbeat and an activation. */
async function expectRefused(request: APIRequestContext, token: string, instanceId: number) {
  expect(await heartbeat(request, token, instanceId)).toEqual({
    status: 401,
    body: expect.objectContaining({ code: 'INVALID_APP_TOKEN' }),
  });
  expect(await activateStatus(request, token)).toBe(401);
}

async function openAccount(page: Page, prefix = '') {
  await page.goto(`${prefix}/account`);
  await dismissCookieBanner(page);
}

test("a token's lifecycle in the program's journey: a revoked PC, a restored password and expiry each end it", async ({ page }) => {
  test.setTimeout(90_000);
  const { email, origin } = await signedInAccount(page, 'token-lifecycle');
  const programs = page.getByTestId('program-row');

  // 1. The owner revokes the PC on /account: its program's next call is refused, and it cannot take the place again.
  const deskToken = await appToken(page.request, origin, 'Desk PC');
  const desk = await activatePc(page.request, deskToken, 'Desk PC');
  expect((await heartbeat(page.request, deskToken, desk)).status).toBe(200);
  await openAccount(page);
  await expect(programs.filter({ hasText: 'Desk PC' })).toHaveCount(1);
  await page.getByTestId('instance-row').filter({ hasText: 'Desk PC' }).getByTestId('instance-revoke').click();
  const revoked = page.waitForResponse((response) => response.url().endsWith('/revoke') && response.request().method() === 'POST');
  await page.getByTestId('revoke-dialog-confirm').click();
  expect((await revoked).ok()).toBe(true);
  await expectRefused(page.request, deskToken, desk);
  // The page's list of programs follows: the desk's program went with its PC.
  await expect(programs).toHaveCount(0);
  await expect(page.getByTestId('programs-empty')).toBeVisible();

  // 2. Expiry: a program that has not called for 30 days is refused, and leaves the list.
  const laptopToken = await appToken(page.request, origin, 'Laptop');
  const laptop = await activatePc(page.request, laptopToken, 'Laptop');
  expect((await heartbeat(page.request, laptopToken, laptop)).status).toBe(200);
  const aged = await page.request.post('/api/e2e/app-tokens', { data: { email } });
  expect(await aged.json()).toEqual({ aged: 1 });
  await expectRefused(page.request, laptopToken, laptop);
  await openAccount(page);
  await expect(page.getByTestId('programs-empty')).toBeVisible();

  // 3. A password restore (every session ends) ends the program's token too.
  const tabletToken = await appToken(page.request, origin, 'Tablet');
  const tablet = await activatePc(page.request, tabletToken, 'Tablet');
  expect((await heartbeat(page.request, tabletToken, tablet)).status).toBe(200);
  // Forgotten on another day: restored from a signed-out browser, through the mailed link.
  await page.context().clearCookies();
  await openForm(page, '/user/password-restore', 'password-restore-form');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('restore-link-sent')).toBeVisible();
  const { url } = await mailedLink(page.request, email, '/user/change-password');
  await openForm(page, pathOf(url), 'change-password-form');
  const form = page.getByTestId('change-password-form');
  await form.getByLabel('New password', { exact: true }).fill('a restored passphrase');
  await form.getByLabel('Confirm new password').fill('a restored passphrase');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password has been changed' })).toBeVisible();
  await expectRefused(page.request, tabletToken, tablet);
});

test('signing out of other devices says it signs the program out too, and does (en, zh-CN)', async ({ page, playwright }) => {
  const { email, origin } = await signedInAccount(page, 'token-sign-out-others');
  const deskToken = await appToken(page.request, origin, 'Desk PC');
  const desk = await activatePc(page.request, deskToken, 'Desk PC');
  // The same account signed in on another device.
  const other = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  expect((await other.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).status()).toBe(200);

  await page.goto('/zh-CN/account/profile');
  await dismissCookieBanner(page);
  await expect(page.getByTestId('sign-out-others-note')).toHaveText('这也会让您电脑上的 Remapper 程序退出登录，之后需要重新授权。');
  // The Chinese page left its language choice in a cookie; the English page is asked for again without it.
  await page.context().clearCookies({ name: 'NEXT_LOCALE' });
  await page.goto('/account/profile');
  await expect(page.getByTestId('sign-out-others-note')).toHaveText(
    'This also signs out the Remapper program on your PCs: it will ask you to authorise it again.',
  );
  const button = page.getByRole('button', { name: 'Sign out of other devices' });
  await expect(button).toHaveAccessibleDescription(/signs out the Remapper program/);
  await button.click();
  await expect(page.getByText('Signed out of 1 other device. The program on 1 PC will ask to be authorised again.')).toBeVisible();
  await expectRefused(page.request, deskToken, desk);
  expect((await other.get('/api/account/oauth-list')).status()).toBe(401);
  await other.dispose();
});

test('on a busy page, Escape then Enter on the same row asks again: the late close event of the first question does not cancel the second', async ({
  page,
}) => {
  const { origin } = await signedInAccount(page, 'token-late-close');
  await appToken(page.request, origin, 'Laptop');
  await openAccount(page);
  const revoke = page.getByTestId('program-row').getByTestId('program-revoke');
  const dialog = page.getByTestId('program-revoke-dialog');
  await revoke.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // A busy main thread, made certain: the browser's close event for the dialog arrives 500 ms after it closed.
  await page.evaluate(() => {
    const late = (event: Event) => {
      if (!event.isTrusted || !event.target) return;
      event.stopImmediatePropagation();
      removeEventListener('close', late, { capture: true });
      const target = event.target;
      setTimeout(() => {
        target.dispatchEvent(new Event('close'));
        document.body.dataset.lateClose = 'sent';
      }, 500);
    };
    addEventListener('close', late, { capture: true });
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await revoke.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-late-close', 'sent');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('program-row')).toHaveCount(1);
  // The second question still answers: Revoke ends the program, with one call.
  const calls: string[] = [];
  const count = (request: Request) => {
    if (request.url().endsWith('/revoke')) calls.push(request.method());
  };
  page.on('request', count);
  const revoked = page.waitForResponse((response) => response.url().endsWith('/revoke') && response.request().method() === 'POST');
  await dialog.getByTestId('program-revoke-dialog-confirm').click();
  expect((await revoked).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('programs-empty')).toBeVisible();
  page.off('request', count);
  expect(calls).toEqual(['POST']);
});

for (const copy of LOCALES) {
  test(`the account page lists the authorised programs and revokes one, from the keyboard (${copy.locale})`, async ({ page }) => {
    const { origin } = await signedInAccount(page, `token-list-${copy.locale}`);
    const deskToken = await appToken(page.request, origin, 'Desk PC');
    await activatePc(page.request, deskToken, 'Desk PC');
    const laptopToken = await appToken(page.request, origin, 'Laptop');
    const listed = (await (await page.request.get('/api/account/app-tokens')).json()) as {
      app_tokens: { device: string; expires_at: string }[];
    };
    const date = new Intl.DateTimeFormat(copy.locale, { dateStyle: 'medium', timeZone: 'UTC' });

    await openAccount(page, copy.prefix);
    const section = page.getByTestId('programs');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(copy.title);
    await expect(section.getByRole('columnheader')).toHaveText([...copy.columns]);
    const rows = page.getByTestId('program-row');
    // Newest first: the laptop's program, authorised but never used yet, then the desk's.
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Laptop');
    await expect(rows.nth(0)).toContainText(copy.never);
    await expect(rows.nth(1)).toContainText('Desk PC');
    for (const [index, program] of listed.app_tokens.entries()) {
      await expect(rows.nth(index).getByTestId('program-expires')).toHaveText(date.format(new Date(program.expires_at)));
    }
    expect(await accessibilityViolations(page)).toEqual([]);

    // From the keyboard: the dialog asks first, Escape keeps the program, Enter on Revoke ends it.
    const revokeLaptop = rows.nth(0).getByRole('button', { name: copy.revokeLabel('Laptop') });
    await revokeLaptop.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('program-revoke-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(copy.confirmTitle);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(2);
    await revokeLaptop.focus();
    await page.keyboard.press('Enter');
    // The dialog opens after React renders the question: focusing its button before then focuses nothing.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: copy.cancel })).toBeFocused();
    const revoked = page.waitForResponse((response) => response.url().endsWith('/revoke') && response.request().method() === 'POST');
    await page.keyboard.press('Tab');
    await expect(dialog.getByTestId('program-revoke-dialog-confirm')).toBeFocused();
    await page.keyboard.press('Enter');
    expect((await revoked).status()).toBe(200);
    await expect(page.getByTestId('programs-status')).toHaveText(copy.revoked('Laptop'));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Desk PC');
    expect(await activateStatus(page.request, laptopToken)).toBe(401);

    // The last one: the empty state.
    await rows.first().getByTestId('program-revoke').click();
    await page.getByTestId('program-revoke-dialog-confirm').click();
    await expect(page.getByTestId('programs-empty')).toHaveText(copy.empty);
    await page.reload();
    await expect(page.getByTestId('programs-empty')).toHaveText(copy.empty);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
