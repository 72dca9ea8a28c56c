import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, taobaoCodes } from '@/lib/db/schema';
import { freePort } from '@/tests/support/free-port';
import { type SmtpCatcher, startSmtpCatcher } from '@/tests/support/smtp-catcher';
import { testDatabaseUrl, withTestDatabase } from './test-db';

// The issue "Go live safely": a production start (a non-loopback SITE_URL) with nothing configured stops and
// names every missing setting; with all of them it starts and serves, and has no outbox, no fake provider,
// no test-only routes and no demo codes, whatever else is set. This runs the real `npm start` (scripts/start.mjs).

const root = process.cwd();
const SITE = 'https://shop.example';

/** A child's whole environment: only what is given (and PATH), never this test run's own settings. */
const only = (env: Record<string, string>) => ({ PATH: process.env.PATH ?? '', ...env }) as unknown as NodeJS.ProcessEnv;

/** The output and exit code of `npm start` (or another script) run to its end. */
function startToEnd(env: Record<string, string>, args = ['scripts/start.mjs']): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: only(env) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('a production start with nothing configured', () => {
  it('exits non-zero and names every missing setting at once', async () => {
    const { code, output } = await startToEnd({ SITE_URL: SITE });
    expect(code).not.toBe(0);
    for (const name of [
      'DATABASE_URL',
      'SANITY_PROJECT_ID',
      'SANITY_WEBHOOK_SECRET',
      'SMTP_URL',
      'MAIL_LINK_SECRET',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'SELLER_COUNTRY',
      'INVOICE_SELLER_ADDRESS',
      'TRUSTED_PROXIES',
    ]) {
      expect(output).toContain(name);
    }
    expect(output).not.toContain('Database ready');
  });

  it('refuses plain http for a public site', async () => {
    const { code, output } = await startToEnd({ SITE_URL: 'http://shop.example' });
    expect(code).not.toBe(0);
    expect(output).toContain('SITE_URL must be an https:// origin');
  });
});

async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`it exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time:\n${log()}`);
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// A production start needs PostgreSQL: it runs in `npm run test:db`, with a build (`npm test` or `npm run build`).
describe.runIf(testDatabaseUrl)('a production start with everything configured (PostgreSQL)', () => {
  // Made before the beforeAll below and dropped after its afterAll (vitest runs after-hooks in reverse).
  const testDb = withTestDatabase({ prepare: false });
  let smtp: SmtpCatcher | undefined;
  let lake: ChildProcess | undefined;
  let shop: ChildProcess | undefined;
  let shopLog = '';
  let base = '';
  let productionEnv: Record<string, string> = {};
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remapper-production-'));

  beforeAll(async () => {
    if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
      throw new Error('This test serves the existing build: run `npm run build` (or `npm test`, which makes one) first.');
    }
    smtp = await startSmtpCatcher();
    const smtpPort = smtp.port;

    // The hosted content API, played by the local Content Lake (it speaks Sanity's HTTP API).
    const secret = randomBytes(24).toString('base64url');
    const [lakePort, lakeTlsPort, port] = [await freePort(), await freePort(), await freePort()];
    let lakeLog = '';
    lake = spawn(process.execPath, ['--import', 'tsx', 'scripts/content-lake.ts'], {
      cwd: root,
      env: {
        ...process.env,
        SANITY_WEBHOOK_SECRET: secret,
        CONTENT_LAKE_TOKEN: randomBytes(32).toString('base64url'),
        CONTENT_LAKE_DIR: path.join(dir, 'lake'),
        CONTENT_LAKE_HTTP_PORT: String(lakePort),
        CONTENT_LAKE_HTTPS_PORT: String(lakeTlsPort),
        CONTENT_LAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/revalidate`,
        SITE_URL: SITE,
      },
    });
    lake.stdout?.on('data', (chunk: Buffer) => (lakeLog += chunk));
    lake.stderr?.on('data', (chunk: Buffer) => (lakeLog += chunk));
    await waitFor(`http://127.0.0.1:${lakePort}/v1/ping`, lake, () => lakeLog);

    productionEnv = {
      PORT: String(port),
      SKIP_BUILD: '1',
      SITE_URL: SITE,
      DATABASE_URL: testDb.url!,
      SANITY_PROJECT_ID: 'prodtest',
      SANITY_API_HOST: `http://127.0.0.1:${lakePort}`,
      SANITY_WEBHOOK_SECRET: secret,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_LINK_SECRET: randomBytes(24).toString('base64url'),
      STRIPE_SECRET_KEY: 'sk_test_production_start',
      STRIPE_WEBHOOK_SECRET: 'whsec_production_start',
      SELLER_COUNTRY: 'IE',
      INVOICE_SELLER_ADDRESS: 'Remapper Ltd|1 Example Street|Dublin',
      TRUSTED_PROXIES: 'none',
      RENEWALS: 'off',
      // The local conveniences, asked for: production must ignore them.
      E2E_TEST_ROUTES: '1',
      MAIL_OUTBOX: '1',
    };
    shop = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: only(productionEnv) });
    shop.stdout?.on('data', (chunk: Buffer) => (shopLog += chunk));
    shop.stderr?.on('data', (chunk: Buffer) => (shopLog += chunk));
    base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health/live`, shop, () => shopLog);
  }, 240_000);

  afterAll(async () => {
    await stop(shop);
    await stop(lake);
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints its profile and its settings with the secrets masked', () => {
    expect(shopLog).toContain('Profile: production');
    expect(shopLog).toContain('Ignored: MAIL_OUTBOX');
    expect(shopLog).toContain('Ignored: E2E_TEST_ROUTES');
    expect(shopLog).toContain('STRIPE_SECRET_KEY=(set,');
    expect(shopLog).not.toContain('sk_test_production_start');
    expect(shopLog).not.toContain('whsec_production_start');
  });

  it('refuses to be a test shop (PAYMENTS=fake) on a build without the "test shop" mark', async () => {
    const staging = Object.fromEntries(Object.entries(productionEnv).filter(([name]) => !name.startsWith('STRIPE_')));
    const { code, output } = await startToEnd({ ...staging, PAYMENTS: 'fake', PORT: String(await freePort()) });
    expect(code).not.toBe(0);
    expect(output).toContain('the build has no "test shop" mark');
  });

  it('serves the home page, ready, with content from the hosted source', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      database: { ok: true, driver: 'postgres' },
      content: { ok: true, kind: 'sanity' },
    });
  });

  it('has no outbox, no fake provider and no test-only route', async () => {
    const json = { 'content-type': 'application/json', origin: SITE };
    for (const [method, pathname] of [
      ['GET', '/api/dev/outbox'],
      ['GET', '/dev/outbox'],
      ['GET', '/accept-fake-payment?order=1'],
      ['POST', '/api/payments/fake'],
      ['POST', '/api/e2e/users'],
      ['POST', '/api/e2e/orders'],
      ['GET', '/e2e-throw'],
    ] as const) {
      const response = await fetch(`${base}${pathname}`, { method, headers: json, body: method === 'POST' ? '{}' : undefined });
      expect(response.status, `${method} ${pathname}`).toBe(404);
    }
  });

  it('holds no demo coupon or Taobao code, sends mail over SMTP, and refuses TAOBAO-DEMO-LT1', async () => {
    expect(await testDb.db.select().from(coupons)).toEqual([]);
    expect(await testDb.db.select().from(taobaoCodes)).toEqual([]);

    const email = `buyer-${Date.now()}@example.com`;
    const password = 'a long enough password 1';
    const headers = { 'content-type': 'application/json', origin: SITE };
    const signUp = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password, cpassword: password, locale: 'en' }),
    });
    expect(signUp.status).toBe(201);
    await expect.poll(() => smtp?.mails.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const mail = await simpleParser(smtp!.mails.at(-1)!);
    const link = /https:\/\/shop\.example\/user\/activate\?hash=([\w-]+)/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    const activate = await fetch(`${base}/api/auth/activate`, { method: 'POST', headers, body: JSON.stringify({ hash: link![1] }) });
    expect(await activate.json()).toEqual({ status: 'confirmed' });
    const signIn = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toContain('__Host-session=');

    const redeem = await fetch(`${base}/api/account/taobao-code`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ code: 'TAOBAO-DEMO-LT1' }),
    });
    expect(redeem.status).toBe(422);
  });

  it('refuses `npm run db:seed-demo` on a shop that takes real payments; a test shop may ask for the codes', async () => {
    const seedDemo = ['--import', 'tsx', 'scripts/seed-demo.ts'];
    const refused = await startToEnd(productionEnv, seedDemo);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('Refused');
    expect(await testDb.db.select().from(coupons)).toEqual([]);

    const staging = await startToEnd({ ...productionEnv, PAYMENTS: 'fake' }, seedDemo);
    expect(staging.code, staging.output).toBe(0);
    expect((await testDb.db.select().from(taobaoCodes)).map((row) => row.code)).toContain('TAOBAO-DEMO-LT1');
  });
});
