import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { activatePc, appToken, signedInAccount } from './app-helpers';
import { dismissCookieBanner } from './user-helpers';

// Issue 23 "Download my data" on /account/profile: the account buys a plan (the test-only POST /api/e2e/orders,
// paid through the fake provider), activates a PC with the program's token, then downloads its data from the
// page and finds all of it in the file, and no secret.

const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    heading: 'Your data',
    download: 'Download my data',
    preparing: 'Preparing your data…',
    downloaded: 'Your data has been downloaded.',
    downloadHtml: 'Download as a readable page',
    invoiceNumber: 'Invoice number',
    title: 'Your Remapper data',
    orders: 'Orders and invoices',
  },
  {
    locale: 'zh-CN' as const,
    prefix: '/zh-CN',
    heading: '您的数据',
    download: '下载我的数据',
    preparing: '正在准备您的数据…',
    downloaded: '您的数据已下载。',
    downloadHtml: '下载为可阅读的网页',
    invoiceNumber: '发票号码',
    title: '您的 Remapper 数据',
    orders: '订单和发票',
  },
];

interface Exported {
  format: string;
  account: { email: string; firstName: string; lastName: string; city: string; hasPassword: boolean };
  orders: { id: number; status: string; autoRenew: boolean; invoice: { number: number; fullName: string } | null }[];
  memberships: { kind: string; periodMonths: number; pcNum: number; orderId: number | null; autochargeStatus: number | null }[];
  pcs: { id: number; deviceName: string; status: string }[];
  programTokens: { deviceName: string }[];
  sessions: { userAgent: string | null }[];
  mails: { kind: string; subject: string; createdAt: string }[];
}

for (const copy of LOCALES) {
  test(`downloads the account's data from the profile (${copy.locale})`, async ({ page }) => {
    test.slow();
    const { email, origin } = await signedInAccount(page, `data-export-${copy.locale}`);
    const order = await page.request.post('/api/e2e/orders', {
      data: {
        email,
        plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 },
        country: 'DE',
        paymentMethod: 'card',
        autoRenew: true,
        billing: { firstName: 'Mei', lastName: 'Lin', address: '1 Harbour Road', city: 'Cork', zip: 'T12 X2Y3', country: 'IE' },
      },
    });
    expect(order.status(), await order.text()).toBe(200);
    const { order_id: orderId, invoice_number: invoiceNumber } = (await order.json()) as { order_id: number; invoice_number: number };
    const token = await appToken(page.request, origin, 'Export Desk');
    const pcId = await activatePc(page.request, token, 'Export Desk PC');

    // The answer waits until the page has shown that it is preparing the file.
    let release: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/account/data-export**', async (route) => {
      await shown;
      await route.continue();
    });

    await page.goto(`${copy.prefix}/account/profile`);
    await dismissCookieBanner(page);
    const section = page.getByRole('region', { name: copy.heading });
    await expect(section).toBeVisible();
    const button = section.getByRole('button', { name: copy.download });
    await expect(button).toBeEnabled();
    expect(await accessibilityViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await button.click();
    await expect(section.getByRole('button', { name: copy.preparing })).toBeDisabled();
    await expect(section.getByRole('progressbar', { name: copy.preparing })).toBeVisible();
    release();
    const download = await downloading;
    await expect(section.getByRole('status')).toHaveText(copy.downloaded);
    await expect(section.getByRole('progressbar')).toHaveCount(0);

    expect(download.suggestedFilename()).toMatch(/^remapper-account-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const data = JSON.parse(text) as Exported;
    expect(data.format).toBe('remapper-account-data');
    expect(data.account).toMatchObject({ email, firstName: 'Mei', lastName: 'Lin', city: 'Cork', hasPassword: true });
    expect(data.orders).toEqual([
      expect.objectContaining({
        id: orderId,
        status: 'paid',
        autoRenew: true,
        invoice: expect.objectContaining({ number: invoiceNumber, fullName: 'Mei Lin' }),
      }),
    ]);
    expect(data.memberships).toEqual([
      expect.objectContaining({ kind: 'subscription', periodMonths: 12, pcNum: 2, orderId, autochargeStatus: 1 }),
    ]);
    expect(data.pcs).toEqual([expect.objectContaining({ id: pcId, deviceName: 'Export Desk PC', status: 'active' })]);
    expect(data.programTokens).toEqual([expect.objectContaining({ deviceName: 'Export Desk' })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    // The activation link was mailed: its subject and date are there, its link is not.
    expect(data.mails.some((mail) => mail.kind === 'account-link' && mail.subject.length > 0)).toBe(true);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/passwordHash|tokenHash|\$argon2|\/user\/activate\?hash=/);

    // The same data as a readable page, in the page's language.
    await page.unroute('**/api/account/data-export**');
    const downloadingPage = page.waitForEvent('download');
    await section.getByRole('button', { name: copy.downloadHtml }).click();
    const htmlDownload = await downloadingPage;
    expect(htmlDownload.suggestedFilename()).toMatch(/^remapper-account-data-\d{4}-\d{2}-\d{2}\.html$/);
    const html = await readFile(await htmlDownload.path(), 'utf8');
    expect(html).toContain(`<html lang="${copy.locale}">`);
    expect(html).toContain(`<h1>${copy.title}</h1>`);
    expect(html).toContain(`<h2>${copy.orders}</h2>`);
    expect(html).toContain(email);
    expect(html).toContain('Export Desk PC');
    expect(html).toContain(`<th scope="row">${copy.invoiceNumber}</th><td>${invoiceNumber}</td>`);
    expect(html).not.toContain(token);
    // A browser reads it as a page: one heading, then a section per kind of data.
    await page.setContent(html);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    await expect(page.getByRole('heading', { level: 2, name: copy.orders })).toBeVisible();
  });
}
