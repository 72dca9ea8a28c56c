import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { testAccount, totpCode } from './staff-helpers';
import { dismissCookieBanner, preparePage, signIn, uniqueEmail } from './user-helpers';

// Issue 20 "Staff: run the shop without SQL", the first slice: a staff member signs in and confirms with TOTP
// (the test computes the code from the secret the set-up page shows, with the same library), approves an e-mail
// change request (the customer then signs in with the new address; the old one is refused), and blocks an
// account (the customer's next request ends the session; signing in says 'Account blocked.' with the support link).

const TEXTS = {
  en: {
    prefix: '',
    verifyTitle: 'Confirm staff sign-in',
    confirm: 'Confirm',
    recovery: 'Your recovery codes',
    continue: 'Go to the staff area',
    staffTitle: 'Staff',
    approve: 'Approve',
    approved: 'Approved',
    search: 'E-mail address',
    searchButton: 'Search',
    reason: 'Reason (for staff only)',
    block: 'Block the account',
    unblock: 'Unblock the account',
    wrongEmail: 'Incorrect email or password.',
    blocked: 'Account blocked.',
    support: 'Contact support',
    auditTitle: 'Audit log',
  },
  'zh-CN': {
    prefix: '/zh-CN',
    verifyTitle: '确认工作人员登录',
    confirm: '确认',
    recovery: '您的恢复码',
    continue: '进入工作人员区',
    staffTitle: '工作人员',
    approve: '批准',
    approved: '已批准',
    search: '邮箱地址',
    searchButton: '搜索',
    reason: '原因（仅工作人员可见）',
    block: '封禁账户',
    unblock: '解除封禁',
    wrongEmail: '邮箱或密码不正确。',
    blocked: '账户已被封禁。',
    support: '联系客服',
    auditTitle: '操作记录',
  },
} as const;

type Locale = keyof typeof TEXTS;

/** A customer signed in in a browser of their own. */
async function customerPage(browser: Browser, baseURL: string, locale: Locale, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await preparePage(page);
  await page.goto(`${TEXTS[locale].prefix}/user/sign-in`);
  await dismissCookieBanner(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  return page;
}

/** Signs the staff member in and through the TOTP step, at /staff; the secret is set up on the way. */
async function staffSignIn(page: Page, locale: Locale, email: string, password: string) {
  const t = TEXTS[locale];
  await preparePage(page);
  await page.goto(`${t.prefix}/staff`);
  await expect(page).toHaveURL(/\/user\/sign-in\?/);
  await dismissCookieBanner(page);
  await signIn(page, email, password);
  // Signed in as usual, the session is staff-pending: /staff sends it to the TOTP step.
  await expect(page).toHaveURL(/\/staff\/verify\?return=/);
  await expect(page.getByRole('heading', { level: 1, name: t.verifyTitle })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await expect(page.getByTestId('totp-uri')).toContainText(`otpauth://totp/`);
  expect(await accessibilityViolations(page)).toEqual([]);
  const form = page.getByTestId('totp-form');
  await expect(form.getByRole('button', { name: t.confirm })).toBeEnabled();
  // A wrong code is refused in the page's language and gives no staff rights.
  await form.getByRole('textbox').fill('000000' === totpCode(secret) ? '111111' : '000000');
  await form.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByTestId('totp-error')).toBeVisible();
  await form.getByRole('textbox').fill(totpCode(secret));
  await form.getByRole('button', { name: t.confirm }).click();
  const codes = page.getByTestId('recovery-codes');
  await expect(codes.getByRole('heading', { name: t.recovery })).toBeVisible();
  await expect(codes.locator('code')).toHaveCount(10);
  await codes.getByRole('link', { name: t.continue }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/staff$`));
  await expect(page.getByRole('heading', { level: 1, name: t.staffTitle })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await accessibilityViolations(page)).toEqual([]);
}

test('robots.txt keeps crawlers out of the staff area in both languages', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /staff');
  expect(text).toContain('Disallow: /zh-CN/staff');
});

for (const locale of ['en', 'zh-CN'] as const) {
  test(`staff (${locale}): TOTP sign-in, an approved e-mail change, a blocked account`, async ({ page, browser, request, baseURL }) => {
    test.setTimeout(300_000);
    const t = TEXTS[locale];
    const staffEmail = await testAccount(request, baseURL!, `staff-${locale}`, 'staff password 1', { staff: true });
    const customerEmail = await testAccount(request, baseURL!, `mover-${locale}`, 'mover password 1');
    const newEmail = uniqueEmail(`moved-${locale}`).toLowerCase();

    // A customer asks to change their address (spec 3 "Email change request").
    const customer = await customerPage(browser, baseURL!, locale, customerEmail, 'mover password 1');
    const asked = await customer.request.post('/api/account/email-change-requests', {
      headers: { origin: baseURL! },
      data: { currentEmail: customerEmail, newEmail, reason: 'My old mailbox is closing.', currentPassword: 'mover password 1', locale },
    });
    expect(asked.status()).toBe(201);

    // A customer has no staff area: the page does not exist for them.
    expect((await customer.goto(`${t.prefix}/staff`))!.status()).toBe(404);

    await staffSignIn(page, locale, staffEmail, 'staff password 1');

    // The queue, newest first; approving changes the address.
    await page.goto(`${t.prefix}/staff/email-changes`);
    const requestCard = page.locator(`[data-testid="email-change-request"][data-new-email="${newEmail}"]`);
    await expect(requestCard).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await requestCard.getByRole('button', { name: t.approve }).click();
    await expect(requestCard.getByRole('heading')).toContainText(t.approved);

    // The customer's session stays; signing in again, the new address works and the old one is refused.
    await customer.goto(`${t.prefix}/account/profile`);
    await expect(customer).toHaveURL(/\/account\/profile$/);
    const fresh = await (await browser.newContext({ baseURL })).newPage();
    await preparePage(fresh);
    await fresh.goto(`${t.prefix}/user/sign-in`);
    await dismissCookieBanner(fresh);
    await signIn(fresh, customerEmail, 'mover password 1');
    await expect(fresh.getByTestId('form-alert')).toContainText(t.wrongEmail);
    await signIn(fresh, newEmail, 'mover password 1');
    await expect(fresh).toHaveURL(/\/account$/);

    // Staff block the account, with a reason only staff read.
    await page.goto(`${t.prefix}/staff/accounts`);
    await page.getByLabel(t.search).fill(newEmail);
    await page.getByRole('button', { name: t.searchButton }).click();
    await page.getByTestId('accounts-found').getByRole('link', { name: newEmail }).click();
    await expect(page).toHaveURL(/\/staff\/accounts\/\d+$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    const block = page.getByTestId('block-account');
    await block.getByLabel(t.reason).fill('Chargeback fraud, ticket 4411');
    await block.getByRole('button', { name: t.block }).click();
    await expect(page.getByTestId('blocked-reason')).toContainText('Chargeback fraud, ticket 4411');
    await expect(page.getByTestId('unblock-account').getByRole('button', { name: t.unblock })).toBeVisible();

    // The customer's next request finds the session ended; signing in says 'Account blocked.' with the support link,
    // and never the reason.
    await fresh.goto(`${t.prefix}/account`);
    await expect(fresh).toHaveURL(/\/user\/sign-in\?/);
    await dismissCookieBanner(fresh);
    await signIn(fresh, newEmail, 'mover password 1');
    const alert = fresh.getByTestId('form-alert');
    await expect(alert).toContainText(t.blocked);
    await expect(alert.getByRole('link', { name: t.support })).toBeVisible();
    await expect(alert).not.toContainText('Chargeback');

    // The audit log has both actions, newest first, with the values before and after.
    await page.goto(`${t.prefix}/staff/audit`);
    await expect(page.getByRole('heading', { level: 1, name: t.auditTitle })).toBeVisible();
    const rows = page.getByTestId('audit-log').locator('tbody tr');
    await expect(rows.filter({ hasText: 'account.block' }).filter({ hasText: newEmail }).first()).toContainText('blocked: false');
    await expect(rows.filter({ hasText: 'email-change.approve' }).filter({ hasText: customerEmail }).first()).toContainText(
      `email: "${newEmail}"`,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
