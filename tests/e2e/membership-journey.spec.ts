import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { activatePc, appToken, PASSWORD, signedInAccount } from './app-helpers';
import { dismissCookieBanner, signIn } from './user-helpers';

// The memberships issue's journey, in the browser and through the desktop program's calls: a trial started by
// the program -> buy 1 year for 2 PCs -> activate 3 PCs (the third refused) -> revoke one -> activate again ->
// cancel auto-renewal (active until its date) -> resume -> switch to lifetime at the prorated price -> the
// subscription is replaced and the PCs stay.

const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    country: 'US',
    trial: 'Free trial',
    epic: 'Epic',
    lifetime: 'lifetime x2',
    pcs: (used: number) => `${used} of 2 used`,
    autoRenew: 'Renew automatically at the end of each term',
    buy: 'Agree and Buy',
    pay: 'Pay',
    toAccount: 'Go to your account',
    activeUntil: (date: string) => `Active until ${date}`,
    // Lifetime for 2 PCs ($79.99) less the unused part of the year just paid ($24.99).
    upgradeTotal: /^\$55\.0\d$/,
    success: 'You now have lifetime access',
    switchEnded: 'The switch offer is no longer available.',
    lifetime2: '$79.99',
  },
  {
    locale: 'zh-CN',
    prefix: '/zh-CN',
    // Auto-renewal is not offered for China (spec 1): this buyer is in Germany, paying in euros.
    country: 'DE',
    trial: '免费试用',
    epic: 'Epic',
    lifetime: '终身授权，2 台电脑',
    pcs: (used: number) => `已用 ${used} / 2`,
    autoRenew: '每个周期结束时自动续费',
    buy: '同意并购买',
    pay: '支付',
    toAccount: '前往您的账户',
    activeUntil: (date: string) => `有效期至 ${date}`,
    // Lifetime for 2 PCs (74.99 €) less the unused part of the year just paid (22.99 €).
    upgradeTotal: /^52\.0\d\u00a0€$/,
    success: '您现在拥有终身授权',
    switchEnded: '免费切换优惠已结束。',
    lifetime2: '74.99\u00a0€',
  },
] as const;

/** A PC the program tries to activate; the answer's status (201 activated, 409 refused). */
async function tryActivate(request: APIRequestContext, token: string, deviceName: string) {
  const answer = await request.post('/api/app/activate', {
    headers: { authorization: `Bearer ${token}` },
    data: { device_id: `journey-${randomBytes(8).toString('hex')}`, device_name: deviceName, version: '6.4.1' },
  });
  return { status: answer.status(), body: (await answer.json()) as { code?: string } };
}

for (const copy of LOCALES) {
  test(`trial, purchase, PCs, cancel and resume, then lifetime at the prorated price (${copy.locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const { origin } = await signedInAccount(page, `journey-${copy.locale}`);
    const token = await appToken(page.request, origin);

    // The program's first activation starts the trial (spec 1: 7 days, 2 PCs).
    await activatePc(page.request, token, 'Desk PC');
    await page.goto(`${copy.prefix}/account`);
    await dismissCookieBanner(page);
    await expect(page.getByTestId('membership-tier')).toHaveText(copy.trial);
    await expect(page.getByTestId('membership-pcs')).toHaveText(copy.pcs(1));

    // Buy 1 year for 2 PCs, renewing automatically.
    await page.goto(`${copy.prefix}/checkout?term=1y&pc=2`);
    await page.getByTestId('country').selectOption(copy.country);
    await page.getByLabel(copy.autoRenew).check();
    await page.getByRole('button', { name: copy.buy }).click();
    await expect(page).toHaveURL(/\/accept-fake-payment\?order=\d+$/);
    await page.getByRole('button', { name: copy.pay, exact: true }).click();
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');

    // The desk PC moved from the trial to the plan; a second PC fits, a third does not.
    // Each PC's program has its own token: revoking a PC revokes the token that activated it (issue 17).
    const laptopToken = await appToken(page.request, origin, 'Laptop');
    expect((await tryActivate(page.request, laptopToken, 'Laptop')).status).toBe(201);
    const third = await tryActivate(page.request, token, 'Tablet');
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('PC_LIMIT_REACHED');

    await page.goto(`${copy.prefix}/account`);
    await expect(page.getByTestId('membership-tier')).toHaveText(copy.epic);
    await expect(page.getByTestId('membership-pcs')).toHaveText(copy.pcs(2));
    const rows = page.getByTestId('instance-row');
    await expect(rows).toHaveCount(2);
    await rows.filter({ hasText: 'Laptop' }).getByTestId('instance-revoke').click();
    // The row goes at once (optimistic); the program may use the PC once the server has revoked it.
    const revoked = page.waitForResponse((response) => response.url().endsWith('/revoke') && response.request().method() === 'POST');
    await page.getByTestId('revoke-dialog-confirm').click();
    expect((await revoked).ok()).toBe(true);
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('membership-pcs')).toHaveText(copy.pcs(1));
    expect((await tryActivate(page.request, laptopToken, 'Tablet')).status).toBe(401);
    expect((await tryActivate(page.request, token, 'Tablet')).status).toBe(201);
    await page.reload();
    await expect(rows).toHaveCount(2);

    // Cancel: the plan stays active until the end of its term, with no further charge; then resume.
    const expiresOn = (await page.getByTestId('membership-expires').innerText()).trim();
    const toggle = page.getByTestId('auto-renew-switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await page.getByTestId('auto-renew-dialog-confirm').click();
    await expect(page.getByTestId('auto-renew-state')).toHaveText(copy.activeUntil(expiresOn));
    await toggle.click();
    await page.getByTestId('auto-renew-dialog-confirm').click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // Switch to lifetime: the comparison prices it with the year's unused credit, and the checkout agrees.
    await page.getByTestId('switch-lifetime').click();
    const comparison = page.getByTestId('switch-lifetime-dialog');
    await expect(comparison).toBeVisible();
    await expect(comparison.getByTestId('switch-lifetime-price')).toHaveText(copy.upgradeTotal);
    expect(await accessibilityViolations(page)).toEqual([]);
    await comparison.getByTestId('switch-lifetime-continue').click();
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/checkout\\?term=lifetime&pc=2$`));
    await page.getByTestId('country').selectOption(copy.country);
    await expect(page.getByTestId('upgrade-credit')).toBeVisible();
    await expect(page.getByTestId('total')).toHaveText(copy.upgradeTotal);
    await page.getByRole('button', { name: copy.buy }).click();
    await page.getByRole('button', { name: copy.pay, exact: true }).click();
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
    await page.getByRole('link', { name: copy.toAccount }).click();

    // The success modal, then lifetime access with both PCs still on it.
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/account\\?switched=lifetime$`));
    const success = page.getByTestId('switch-lifetime-success');
    await expect(success).toBeVisible();
    await expect(success.getByRole('heading')).toHaveText(copy.success);
    await page.keyboard.press('Escape');
    await expect(success).toBeHidden();
    await expect(page.getByTestId('membership-tier')).toHaveText(copy.lifetime);
    await expect(page.getByTestId('membership-pcs')).toHaveText(copy.pcs(2));
    await expect(page.getByTestId('switch-lifetime')).toHaveCount(0);
    // Read by the page itself: the browser retries a GET on a keep-alive socket the server has just closed.
    const licenses = await page.evaluate(async () => {
      const answer = await fetch('/api/account/licenses');
      return (await answer.json()) as { subscription: { lifetime: boolean; active_pc_num: number } };
    });
    expect(licenses.subscription).toMatchObject({ lifetime: true, active_pc_num: 2 });
  });
}

for (const copy of LOCALES) {
  test(`lifetime bought for a legacy licence replaces it, and the other licence stays (${copy.locale})`, async ({ page }) => {
    const { email } = await signedInAccount(page, `licence-upgrade-${copy.locale}`);
    const seed = async (device: string) => {
      const answer = await page.request.post('/api/e2e/licenses', { data: { email, instancesNum: 2, devices: [device] } });
      expect(answer.status(), await answer.text()).toBe(200);
      return (await answer.json()) as { license_id: number; serial_number: string };
    };
    const replaced = await seed('Old desk');
    const kept = await seed('Old laptop');

    await page.goto(`${copy.prefix}/account`);
    await dismissCookieBanner(page);
    await expect(page.getByTestId('switch-offer-ended')).toContainText(copy.switchEnded);
    await page.locator(`[data-testid="license-row"][data-license-id="${replaced.license_id}"]`).getByTestId('license-upgrade').click();
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/checkout\\?term=lifetime&pc=2&license=${replaced.license_id}$`));
    await expect(page.getByTestId('license-upgrade-notice')).toContainText(replaced.serial_number);
    // Signed out meanwhile (a session that ran out): signing in comes back to the same licence.
    await page.context().clearCookies();
    await page.reload();
    await page.getByTestId('sign-in-to-buy').click();
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/checkout\\?term=lifetime&pc=2&license=${replaced.license_id}$`));
    await expect(page.getByTestId('license-upgrade-notice')).toContainText(replaced.serial_number);
    await page.getByTestId('country').selectOption(copy.country);
    // No credit: a legacy licence's price is not the buyer's to set off.
    await expect(page.getByTestId('total')).toHaveText(copy.lifetime2);
    await page.getByRole('button', { name: copy.buy }).click();
    await page.getByRole('button', { name: copy.pay, exact: true }).click();
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');

    await page.goto(`${copy.prefix}/account`);
    await expect(page.getByTestId('membership-tier')).toHaveText(copy.lifetime);
    const rows = page.getByTestId('license-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(kept.serial_number);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
