import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { appToken, signedInAccount } from './app-helpers';
import { dismissCookieBanner } from './user-helpers';

// spec 1 "Legacy licences", spec 4 "Revoking a licence instance raises available_instances_num": an account
// with a 2-PC legacy licence and no plan activates a PC through the program's own calls; /account lists it under
// the licence; revoking it there revokes the program's token with it (issue 17), so its next call is refused.

const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    active: 'Active',
    availableStatus: 'Available',
    available: (left: number) => `${left} of 2 available`,
    pc: /^Study PC \(6\.4\.1\), activated .+$/,
    revoked: 'Study PC was revoked.',
  },
  {
    locale: 'zh-CN',
    prefix: '/zh-CN',
    active: '使用中',
    availableStatus: '可用',
    available: (left: number) => `可用 ${left} / 2`,
    pc: /^Study PC（6\.4\.1），激活于 .+$/,
    revoked: 'Study PC 已撤销。',
  },
] as const;

for (const copy of LOCALES) {
  test(`the program activates a PC on a legacy licence; revoking it on /account ends the program's token (${copy.locale})`, async ({
    page,
  }) => {
    const { email, origin } = await signedInAccount(page, `licence-pc-${copy.locale}`);
    const seeded = await page.request.post('/api/e2e/licenses', { data: { email, instancesNum: 2 } });
    expect(seeded.status(), await seeded.text()).toBe(200);
    const { license_id: licenseId, serial_number: serial } = (await seeded.json()) as { license_id: number; serial_number: string };

    // No plan: the program's PC goes on the licence, and no trial starts.
    const token = await appToken(page.request, origin);
    const auth = { authorization: `Bearer ${token}` };
    const activated = await page.request.post('/api/app/activate', {
      headers: auth,
      data: { device_id: `licence-${randomBytes(8).toString('hex')}`, device_name: 'Study PC', version: '6.4.1' },
    });
    expect(activated.status(), await activated.text()).toBe(201);
    const body = (await activated.json()) as { instance: { id: number; kind: string }; plan: object; trial_started: boolean };
    expect(body).toMatchObject({
      instance: { kind: 'license' },
      plan: { kind: 'license', license_id: licenseId, serial_number: serial, pc_num: 2, active_pc_num: 1 },
      trial_started: false,
    });
    const beat = { instance_id: body.instance.id, instance_kind: 'license' };
    expect((await page.request.post('/api/app/heartbeat', { headers: auth, data: beat })).status()).toBe(200);

    await page.goto(`${copy.prefix}/account`);
    await dismissCookieBanner(page);
    await expect(page.getByTestId('membership-empty')).toBeVisible();
    const row = page.locator(`[data-testid="license-row"][data-license-id="${licenseId}"]`);
    await expect(row.getByTestId('license-status')).toHaveText(copy.active);
    await expect(row.getByTestId('license-available')).toHaveText(copy.available(1));
    const pc = row.getByTestId('license-instance');
    await expect(pc).toHaveCount(1);
    await expect(pc.locator('span')).toHaveText(copy.pc);
    expect(await accessibilityViolations(page)).toEqual([]);

    await pc.getByTestId('license-instance-revoke').click();
    const revoked = page.waitForResponse((response) => response.url().endsWith('/revoke') && response.request().method() === 'POST');
    await page.getByTestId('license-revoke-dialog-confirm').click();
    expect((await revoked).ok()).toBe(true);
    await expect(page.getByTestId('licenses-status')).toHaveText(copy.revoked);
    await expect(pc).toHaveCount(0);
    await expect(row.getByTestId('license-status')).toHaveText(copy.availableStatus);
    await expect(row.getByTestId('license-available')).toHaveText(copy.available(2));

    // The program's token went with its PC (issue 17): its next heartbeat is refused, and it cannot take the
    // licence's freed place for another PC.
    const after = await page.request.post('/api/app/heartbeat', { headers: auth, data: beat });
    expect(after.status()).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'INVALID_APP_TOKEN' });
    const again = await page.request.post('/api/app/activate', {
      headers: auth,
      data: { device_id: `licence-${randomBytes(8).toString('hex')}`, device_name: 'Other PC', version: '6.4.1' },
    });
    expect(again.status()).toBe(401);
  });
}
