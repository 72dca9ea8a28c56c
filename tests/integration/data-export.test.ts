import { randomUUID } from 'node:crypto';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as dataExport } from '@/app/api/account/data-export/route';
import { EXPORTED_TABLES, TABLES_WITHOUT_PERSONAL_DATA } from '@/lib/account/data-export-fields';
import type { AccountDataExport } from '@/lib/account/data-export';
import { ACCOUNT_RATE_LIMITS } from '@/lib/account/limits';
import { hashPassword } from '@/lib/auth/password';
import { createSession } from '@/lib/auth/sessions';
import * as schema from '@/lib/db/schema';
import {
  appAuthorizationRequests,
  authTokens,
  contactRequests,
  emailChangeRequests,
  knownDevices,
  mailMessages,
  rateLimits,
} from '@/lib/db/schema';
import { newSecret, sha256Hex } from '@/lib/memberships/secrets';
import { activatedPc, legacyLicense, oauthConnection, paidOrder, programToken } from './authorization-world';
import { callRoute, TEST_SITE } from '@/tests/support/requests';
import { makeUser, YEAR_1PC } from './shop-fixtures';
import { testDriver, withAppTestDatabase } from './test-db';

// Issue 23 "Download my data": the export holds what the account did, only its own, and never a secret; and every
// column of lib/db/schema/ is decided on (exported, secret or not personal) before it can ship.

const testDb = withAppTestDatabase();

beforeEach(async () => {
  await testDb.db.delete(rateLimits);
});

const download = (token?: string, query = '') =>
  callRoute(dataExport, `/api/account/data-export${query}`, { session: token, ip: '192.0.2.23' });

describe('every column of the schema is classified', () => {
  const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const classified = Object.values(EXPORTED_TABLES);

  it('finds the tables', () => {
    expect(tables.map((table) => getTableName(table))).toContain('users');
    expect(tables.length).toBeGreaterThan(15);
  });

  it.each(tables.map((table) => [getTableName(table), table] as const))('%s', (name, table) => {
    const classifications = classified.filter((entry) => (entry.table as unknown) === table);
    if (classifications.length === 0) {
      expect(TABLES_WITHOUT_PERSONAL_DATA, `${name} is neither exported nor listed as holding nothing personal`).toHaveProperty(name);
      return;
    }
    expect(TABLES_WITHOUT_PERSONAL_DATA).not.toHaveProperty(name);
    expect(classifications).toHaveLength(1);
    const { exported, secret, notPersonal } = classifications[0]! as { exported: readonly string[]; secret: object; notPersonal: object };
    const named = [...exported, ...Object.keys(secret), ...Object.keys(notPersonal)];
    // Each column once: a column both exported and secret would be a contradiction.
    expect(new Set(named).size, `${name}: a column is named twice`).toBe(named.length);
    expect([...named].sort()).toEqual(Object.keys(getTableColumns(table)).sort());
  });

  it('lists no table that is not in the schema', () => {
    const names = new Set(tables.map((table) => getTableName(table)));
    for (const name of Object.keys(TABLES_WITHOUT_PERSONAL_DATA)) expect(names).toContain(name);
  });
});

describe(`GET /api/account/data-export (${testDriver})`, () => {
  it('answers 401 signed out', async () => {
    const response = await download();
    expect(response.status).toBe(401);
  });

  it("holds the account's profile, orders with invoices, plans, PCs, licences, tokens, connections, sessions, requests and mails, and no secret", async () => {
    const db = testDb.db;
    const passwordHash = await hashPassword('correct horse battery');
    const user = await makeUser(db, {
      email: `export-${randomUUID().slice(0, 8)}@example.com`,
      passwordHash,
      firstName: 'Mei',
      lastName: 'Lin',
      address: '1 Harbour Road',
      city: 'Cork',
      zip: 'T12 X2Y3',
      country: 'IE',
      phone: '+353 1 234 5678',
      locale: 'zh-CN',
    });
    const other = await makeUser(db, { firstName: 'Someone', lastName: 'Else', address: '9 Other Street' });

    const { token } = await createSession(db, user.id, { userAgent: 'Export Browser/1.0', ip: '198.51.100.7' });
    await createSession(db, other.id);
    const paid = await paidOrder(db, user.id, YEAR_1PC, { autoRenew: true });
    await paidOrder(db, other.id, YEAR_1PC);
    const program = await programToken(db, user.id, 'Export Desk');
    const pcId = await activatedPc(db, { userId: user.id, tokenId: program.id }, 'Export Desk PC');
    const legacy = await legacyLicense(db, user.id);
    await oauthConnection(db, user.id, 3);

    const secrets = {
      passwordHash,
      appToken: program.token,
      appTokenHash: sha256Hex(program.token),
      linkHash: sha256Hex(newSecret()),
      deviceHash: sha256Hex(newSecret()),
      pollSecretHash: sha256Hex(newSecret()),
      mailLink: `${TEST_SITE}/user/sign-in-by-hash?hash=${newSecret()}`,
    };
    await db
      .insert(authTokens)
      .values({ userId: user.id, purpose: 'password-restore', tokenHash: secrets.linkHash, expiresAt: new Date(Date.now() + 3_600_000) });
    await db.insert(knownDevices).values({ userId: user.id, tokenHash: secrets.deviceHash });
    await db
      .insert(emailChangeRequests)
      .values({ userId: user.id, currentEmail: user.email, newEmail: 'mei.new@example.com', reason: 'New job' });
    await db.insert(appAuthorizationRequests).values({
      requestId: 'r'.repeat(22),
      pollSecretHash: secrets.pollSecretHash,
      userCode: 'ABCD-2345',
      deviceName: 'Export Laptop',
      version: '6.4.1',
      status: 'denied',
      decidedByUserId: user.id,
      decidedAt: new Date(),
      expiresAt: new Date(Date.now() + 600_000),
    });
    await db.insert(mailMessages).values({
      kind: 'account-link',
      to: user.email,
      locale: 'zh-CN',
      subject: 'Sign in to Remapper',
      text: `Sign in: ${secrets.mailLink}`,
      html: `<a href="${secrets.mailLink}">Sign in</a>`,
      messageId: `<${randomUUID()}@shop.test>`,
    });
    await db
      .insert(contactRequests)
      .values({ form: 'contact', name: 'Mei', email: user.email.toUpperCase(), message: 'Hello support', locale: 'en' });

    const response = await download(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="remapper-account-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    const data = JSON.parse(text) as AccountDataExport;

    // Never a secret, wherever it might hide.
    for (const [name, value] of Object.entries(secrets)) expect(text, name).not.toContain(value);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain(token);
    expect(text).not.toContain(sha256Hex(token));
    for (const key of ['passwordHash', 'tokenHash', 'pollSecretHash', 'requestId', 'html', 'text']) expect(text).not.toContain(`"${key}"`);

    expect(data.format).toBe('remapper-account-data');
    expect(data.account).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Mei',
      lastName: 'Lin',
      phone: '+353 1 234 5678',
      locale: 'zh-CN',
      hasPassword: true,
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      id: paid.order.id,
      status: 'paid',
      kind: 'subscription',
      autoRenew: true,
      invoice: { number: paid.invoiceNumber },
    });
    expect(data.memberships).toEqual([
      expect.objectContaining({ kind: 'subscription', orderId: paid.order.id, status: 'active', autochargeStatus: 1 }),
    ]);
    expect(data.pcs).toEqual([expect.objectContaining({ id: pcId, deviceName: 'Export Desk PC', status: 'active' })]);
    expect(data.programTokens).toEqual([expect.objectContaining({ id: program.id, deviceName: 'Export Desk' })]);
    expect(data.programRequests).toEqual([expect.objectContaining({ deviceName: 'Export Laptop', status: 'denied' })]);
    expect(data.licenses).toEqual([expect.objectContaining({ id: legacy.licenseId })]);
    expect(data.licensePcs).toHaveLength(1);
    expect(data.oauthConnections).toEqual([expect.objectContaining({ provider: 'discord' })]);
    expect(data.sessions).toEqual([expect.objectContaining({ userAgent: 'Export Browser/1.0', ip: '198.51.100.7' })]);
    expect(data.knownDevices).toHaveLength(1);
    expect(data.mailedLinks).toEqual([expect.objectContaining({ purpose: 'password-restore' })]);
    expect(data.emailChangeRequests).toEqual([expect.objectContaining({ newEmail: 'mei.new@example.com', reason: 'New job' })]);
    expect(data.mails).toEqual(expect.arrayContaining([expect.objectContaining({ subject: 'Sign in to Remapper', to: user.email })]));
    expect(data.contactRequests).toEqual([expect.objectContaining({ message: 'Hello support' })]);

    // Its own data only.
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('9 Other Street');

    // Each section holds exactly its exported columns (and the export's own additions).
    const additions: Partial<Record<keyof typeof EXPORTED_TABLES, string[]>> = {
      account: ['hasPassword'],
      orders: ['invoice'],
      oauthConnections: ['provider'],
    };
    const sections: [keyof typeof EXPORTED_TABLES, unknown[]][] = [
      ['account', [data.account]],
      ['orders', data.orders],
      ['invoices', data.orders.map((order) => order.invoice)],
      ['memberships', data.memberships],
      ['pcs', data.pcs],
      ['programTokens', data.programTokens],
      ['programRequests', data.programRequests],
      ['sessions', data.sessions],
      ['mails', data.mails],
      ['oauthConnections', data.oauthConnections],
    ];
    for (const [section, rows] of sections) {
      for (const row of rows) {
        const expected = [...EXPORTED_TABLES[section].exported, ...(additions[section] ?? [])].sort();
        expect(Object.keys(row as object).sort(), section).toEqual(expected);
      }
    }
  });

  it('is also a readable HTML page in the asked language, every value escaped; another format is refused', async () => {
    const user = await makeUser(testDb.db, { firstName: '<script>alert(1)</script>', lastName: 'Lin & Co' });
    const { token } = await createSession(testDb.db, user.id);
    await paidOrder(testDb.db, user.id, YEAR_1PC);
    const page = await download(token, '?format=html&locale=zh-CN');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-disposition')).toMatch(/^attachment; filename="remapper-account-data-\d{4}-\d{2}-\d{2}\.html"$/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html><html lang="zh-CN">/);
    expect(html).toContain('<h1>您的 Remapper 数据</h1>');
    expect(html).toContain('<h2>订单和发票</h2>');
    expect(html).toContain(user.email);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Lin &amp; Co');
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/passwordHash|tokenHash/);

    const refused = await download(token, '?format=xml&locale=en');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: 'Choose json or html as the format.' });
  });

  it("holds the mails and messages of the account's earlier addresses, not those of an address another account holds now", async () => {
    const db = testDb.db;
    const user = await makeUser(db);
    const { token } = await createSession(db, user.id);
    const earlier = `earlier-${randomUUID().slice(0, 8)}@example.com`;
    const passedOn = `passed-on-${randomUUID().slice(0, 8)}@example.com`;
    await db.insert(emailChangeRequests).values([
      { userId: user.id, currentEmail: earlier, newEmail: passedOn, reason: 'A new job', status: 'done' },
      { userId: user.id, currentEmail: passedOn, newEmail: user.email, reason: 'Another job', status: 'done' },
    ]);
    await makeUser(db, { email: passedOn });
    const mail = (to: string, subject: string) => ({
      kind: 'sign-in-link',
      to,
      locale: 'en',
      subject,
      text: '',
      html: '',
      messageId: `<${randomUUID()}@shop.test>`,
    });
    await db.insert(mailMessages).values([mail(user.email, 'Now'), mail(earlier, 'Before'), mail(passedOn, 'Not mine')]);
    await db.insert(contactRequests).values([
      { form: 'contact', email: earlier.toUpperCase(), message: 'Hello from before', locale: 'en' },
      { form: 'contact', email: passedOn, message: 'Hello from someone else', locale: 'en' },
    ]);

    const data = (await (await download(token)).json()) as AccountDataExport;
    expect(data.mails.map((row) => row.subject).sort()).toEqual(['Before', 'Now']);
    expect(data.contactRequests.map((row) => row.message)).toEqual(['Hello from before']);
  });

  it('is refused with 429 once the hourly budget is spent', async () => {
    const user = await makeUser(testDb.db);
    const { token } = await createSession(testDb.db, user.id);
    for (let call = 0; call < ACCOUNT_RATE_LIMITS.dataExportPerUser.points; call += 1) expect((await download(token)).status).toBe(200);
    const refused = await download(token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
