import { expect } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { activatePc, appToken, signedInAccount } from './app-helpers';
import { dismissCookieBanner } from './user-helpers';

// spec 2 /account (membership, PCs), spec 4 (revoking a PC lowers the PCs used; autocharge 1 active, 2
// suspended), spec 1 (cancelled, it stays active to the end of the term; it can be resumed). The plan is
// bought by the test-only POST /api/e2e/orders; the PCs are activated through the program's own calls.

const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    title: 'Membership',
    nav: 'Membership',
    tier: 'Epic',
    term: '1 year',
    pcs: (used: number) => `${used} of 2 used`,
    active: 'Active',
    revoked: 'Desk PC was revoked.',
    on: (date: string) => `On: renews on ${date}`,
    activeUntil: (date: string) => `Active until ${date}`,
    cancelled: (date: string) => `Auto-renewal cancelled. Your subscription is active until ${date}.`,
    resumed: 'Auto-renewal resumed.',
    paused: /^Revoking PCs is paused until .+\. Contact support$/,
    empty: 'You have no plan yet.',
    choosePlan: 'Choose a plan',
    licenseActive: 'Active',
    licenseAvailable: 'Available',
    available: (left: number) => `${left} of 3 available`,
    noteSaved: 'Office PC',
    renewalTitle: 'Renew your subscription',
    buy: 'Agree and Buy',
    pay: 'Pay',
    threeMonths: '3 months',
  },
  {
    locale: 'zh-CN' as const,
    prefix: '/zh-CN',
    title: '会员',
    nav: '会员',
    tier: 'Epic',
    term: '1 年',
    pcs: (used: number) => `已用 ${used} / 2`,
    active: '已激活',
    revoked: 'Desk PC 已撤销。',
    on: (date: string) => `已开启：将于 ${date} 续费`,
    activeUntil: (date: string) => `有效期至 ${date}`,
    cancelled: (date: string) => `已取消自动续费。您的订阅有效期至 ${date}。`,
    resumed: '已恢复自动续费。',
    paused: /^撤销电脑已暂停至 .+。 联系客服$/,
    empty: '您还没有套餐。',
    choosePlan: '选择套餐',
    licenseActive: '使用中',
    licenseAvailable: '可用',
    available: (left: number) => `可用 ${left} / 3`,
    noteSaved: '办公室电脑',
    renewalTitle: '续费您的订阅',
    buy: '同意并购买',
    pay: '支付',
    threeMonths: '3 个月',
  },
];

for (const copy of LOCALES) {
  test.describe(`membership (${copy.locale})`, () => {
    test('a 1-year 2-PC plan with two PCs: revoke one, cancel auto-renewal and resume it', async ({ page }) => {
      const { email, origin } = await signedInAccount(page, `membership-${copy.locale}`);
      const order = await page.request.post('/api/e2e/orders', {
        data: { email, plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 }, country: 'DE', paymentMethod: 'card', autoRenew: true },
      });
      expect(order.status(), await order.text()).toBe(200);
      const token = await appToken(page.request, origin);
      await activatePc(page.request, token, 'Desk PC');
      await activatePc(page.request, token, 'Laptop');
      const { subscription } = (await (await page.request.get('/api/account/licenses')).json()) as {
        subscription: { id: number; expires_at: string };
      };
      const expiresOn = new Intl.DateTimeFormat(copy.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(subscription.expires_at),
      );

      await page.goto(`${copy.prefix}/account`);
      await dismissCookieBanner(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
      await expect(page.getByTestId('account-nav').getByRole('link').first()).toHaveText(copy.nav);
      await expect(page.getByTestId('account-nav').getByRole('link').first()).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('membership-tier')).toHaveText(copy.tier);
      await expect(page.getByTestId('membership-term')).toHaveText(copy.term);
      await expect(page.getByTestId('membership-expires')).toHaveText(expiresOn);
      await expect(page.getByTestId('membership-pcs')).toHaveText(copy.pcs(2));
      const rows = page.getByTestId('instance-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText('Desk PC');
      await expect(rows.first()).toContainText(copy.active);
      await expect(rows.first()).toContainText('6.4.1');
      await expect(page.getByTestId('membership-renew')).toHaveAttribute('href', `${copy.prefix}/checkout?term=1y&pc=2`);
      expect(await accessibilityViolations(page)).toEqual([]);

      // Revoke the desk PC, from the keyboard: the dialog asks first, and Escape keeps it.
      const revokeDesk = rows.filter({ hasText: 'Desk PC' }).getByTestId('instance-revoke');
      await revokeDesk.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('revoke-dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('revoke-dialog')).toBeHidden();
      await expect(rows).toHaveCount(2);
      await revokeDesk.click();
      await page.getByTestId('revoke-dialog-confirm').click();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Laptop');
      await expect(page.getByTestId('membership-pcs')).toHaveText(copy.pcs(1));
      await expect(page.getByTestId('instances-status')).toHaveText(copy.revoked);
      await page.reload();
      await expect(page.getByTestId('instance-row')).toHaveCount(1);

      // Cancel auto-renewal: it stays active until the end of the term.
      const toggle = page.getByTestId('auto-renew-switch');
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByTestId('auto-renew-state')).toHaveText(copy.on(expiresOn));
      await toggle.click();
      await expect(page.getByTestId('auto-renew-dialog')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByTestId('auto-renew-dialog-confirm').click();
      await expect(page.getByTestId('auto-renew-status')).toHaveText(copy.cancelled(expiresOn));
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByTestId('auto-renew-state')).toHaveText(copy.activeUntil(expiresOn));
      await page.reload();
      await expect(page.getByTestId('auto-renew-state')).toHaveText(copy.activeUntil(expiresOn));

      // ...and resume it.
      await page.getByTestId('auto-renew-switch').click();
      await page.getByTestId('auto-renew-dialog-confirm').click();
      await expect(page.getByTestId('auto-renew-status')).toHaveText(copy.resumed);
      await expect(page.getByTestId('auto-renew-switch')).toHaveAttribute('aria-checked', 'true');
      const status = await page.evaluate(
        async (id) => (await fetch(`/api/account/autocharge/status?subscription_id=${id}`)).json(),
        subscription.id,
      );
      expect(status).toMatchObject({ status: 1 });
    });

    test('a subscription paid by Alipay (no auto-renewal) is renewed by hand: the next term follows the one held', async ({ page }) => {
      const { email } = await signedInAccount(page, `membership-renew-${copy.locale}`);
      const order = await page.request.post('/api/e2e/orders', {
        data: { email, plan: { kind: 'subscription', periodMonths: 3, pcNum: 1 }, country: 'CN', paymentMethod: 'alipay' },
      });
      expect(order.status(), await order.text()).toBe(200);
      const held = (await (await page.request.get('/api/account/licenses')).json()) as { subscription: { expires_at: string } };
      const dates = new Intl.DateTimeFormat(copy.locale, { dateStyle: 'long', timeZone: 'UTC' });
      const ends = new Date(held.subscription.expires_at);
      const renewedUntil = new Date(ends);
      renewedUntil.setUTCMonth(renewedUntil.getUTCMonth() + 3);

      await page.goto(`${copy.prefix}/account`);
      await dismissCookieBanner(page);
      await expect(page.getByTestId('membership-expires')).toHaveText(dates.format(ends));
      await expect(page.getByTestId('auto-renew-switch')).toHaveCount(0);
      await page.getByTestId('membership-renew').click();

      await expect(page).toHaveURL(new RegExp(`${copy.prefix}/checkout\\?term=3m&pc=1$`));
      await expect(page.getByTestId('checkout-title')).toHaveText(copy.renewalTitle);
      await expect(page.getByTestId('renewal-notice')).toContainText(dates.format(renewedUntil));
      await expect(page.getByRole('tab', { name: copy.threeMonths })).toHaveAttribute('aria-selected', 'true');
      await page.getByTestId('country').selectOption('CN');
      await expect(page.getByTestId('upgrade-credit')).toHaveCount(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: copy.buy }).click();
      await expect(page).toHaveURL(new RegExp(`${copy.prefix}/accept-fake-payment\\?order=\\d+$`));
      await page.getByRole('button', { name: copy.pay, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${copy.prefix}/account/payment/thank-you`));
      await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');

      await page.goto(`${copy.prefix}/account`);
      await expect(page.getByTestId('membership-expires')).toHaveText(dates.format(renewedUntil));
    });

    test('an account with no plan is offered the checkout', async ({ page }) => {
      await signedInAccount(page, `membership-empty-${copy.locale}`);
      await page.goto(`${copy.prefix}/account`);
      await dismissCookieBanner(page);
      await expect(page.getByTestId('membership-empty')).toContainText(copy.empty);
      await expect(page.getByTestId('membership-empty').getByRole('link', { name: copy.choosePlan })).toHaveAttribute(
        'href',
        `${copy.prefix}/checkout`,
      );
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('a legacy licence: edit its note in the notes modal, revoke its PC', async ({ page }) => {
      const { email } = await signedInAccount(page, `membership-licence-${copy.locale}`);
      const seeded = await page.request.post('/api/e2e/licenses', { data: { email, instancesNum: 3, devices: ['Old desk'] } });
      expect(seeded.status(), await seeded.text()).toBe(200);
      const { serial_number: serial } = (await seeded.json()) as { serial_number: string };

      await page.goto(`${copy.prefix}/account`);
      await dismissCookieBanner(page);
      // No plan, but the licence is listed (spec 1: they may coexist with a subscription, or stand alone).
      await expect(page.getByTestId('membership-empty')).toBeVisible();
      const row = page.getByTestId('license-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(serial);
      await expect(row.getByTestId('license-status')).toHaveText(copy.licenseActive);
      await expect(row.getByTestId('license-available')).toHaveText(copy.available(2));

      await row.getByTestId('license-edit-note').click();
      const dialog = page.getByTestId('note-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox')).toBeFocused();
      await page.keyboard.type(copy.noteSaved);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await dialog.getByTestId('note-save').click();
      await expect(dialog).toBeHidden();
      await expect(row.getByTestId('license-note')).toHaveText(copy.noteSaved);
      await page.reload();
      await expect(page.getByTestId('license-note')).toHaveText(copy.noteSaved);

      await page.getByTestId('license-instance-revoke').click();
      await page.getByTestId('license-revoke-dialog-confirm').click();
      await expect(page.getByTestId('license-instance')).toHaveCount(0);
      await expect(page.getByTestId('license-status')).toHaveText(copy.licenseAvailable);
      await expect(page.getByTestId('license-available')).toHaveText(copy.available(3));
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('after 5 revokes in 30 days, revoking is paused until a shown date, with a support link', async ({ page }) => {
      const { email, origin } = await signedInAccount(page, `membership-paused-${copy.locale}`);
      const order = await page.request.post('/api/e2e/orders', {
        data: { email, plan: { kind: 'subscription', periodMonths: 12, pcNum: 5 } },
      });
      expect(order.status(), await order.text()).toBe(200);
      // A token for each PC: revoking a PC revokes the token that activated it.
      for (const name of ['PC 1', 'PC 2', 'PC 3', 'PC 4', 'PC 5']) {
        const id = await activatePc(page.request, await appToken(page.request, origin, name), name);
        const revoked = await page.request.post(`/api/account/instances/${id}/revoke`, { headers: { origin }, data: {} });
        expect(revoked.status()).toBe(200);
      }
      await activatePc(page.request, await appToken(page.request, origin, 'Kept PC'), 'Kept PC');

      await page.goto(`${copy.prefix}/account`);
      await dismissCookieBanner(page);
      await expect(page.getByTestId('revoke-paused')).toHaveText(copy.paused);
      await expect(page.getByTestId('revoke-paused').getByRole('link')).toHaveAttribute('href', `${copy.prefix}/help`);
      await expect(page.getByTestId('instance-revoke')).toBeDisabled();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}

test('when the server fails: the error state offers a retry, and a failed revoke puts the PC back', async ({ page }) => {
  const { email, origin } = await signedInAccount(page, 'membership-failures');
  const order = await page.request.post('/api/e2e/orders', { data: { email } });
  expect(order.status(), await order.text()).toBe(200);
  await activatePc(page.request, await appToken(page.request, origin), 'Desk PC');

  let failReads = true;
  await page.route('**/api/account/licenses', (route) =>
    failReads ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.continue(),
  );
  await page.goto('/account');
  await dismissCookieBanner(page);
  await expect(page.getByTestId('membership-error')).toContainText('Your membership could not be loaded. Please try again later.', {
    timeout: 15_000,
  });
  failReads = false;
  await page.getByTestId('membership-error').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('instance-row')).toHaveCount(1);

  // The row goes at once and comes back when the call fails (optimistic, rolled back).
  let releaseRevoke: () => void = () => undefined;
  const revokeHeld = new Promise<void>((resolve) => (releaseRevoke = resolve));
  await page.route('**/api/account/instances/*/revoke', async (route) => {
    await revokeHeld;
    await route.fulfill({ status: 500, json: { message: 'Something went wrong' } });
  });
  await page.getByTestId('instance-revoke').click();
  await page.getByTestId('revoke-dialog-confirm').click();
  await expect(page.getByTestId('instances-empty')).toBeVisible();
  await expect(page.getByTestId('membership-pcs')).toHaveText('0 of 2 used');
  releaseRevoke();
  await expect(page.getByTestId('instance-row')).toHaveCount(1);
  await expect(page.getByTestId('membership-pcs')).toHaveText('1 of 2 used');
  await expect(page.getByTestId('instances-status')).toHaveText('Desk PC could not be revoked. Please try again.');
});
