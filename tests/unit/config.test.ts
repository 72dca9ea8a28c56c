import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, isLoopbackHost } from '@/lib/config';
import { describeConfig, maskSetting } from '@/lib/config/describe';
import { environmentSchema } from '@/lib/config/env';
import { checkConfig } from '@/lib/config/problems';

const PRODUCTION = {
  SITE_URL: 'https://shop.example',
  DATABASE_URL: 'postgres://shop:pw@db.internal:5432/shop',
  SANITY_PROJECT_ID: 'abc123',
  SANITY_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
  SMTP_URL: 'smtps://shop:pw@smtp.example:465',
  MAIL_LINK_SECRET: 'a-mail-link-secret-of-some-length',
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  SELLER_COUNTRY: 'IE',
  INVOICE_SELLER_ADDRESS: 'Remapper Ltd|Dublin',
  TRUSTED_PROXIES: '1',
};

describe('the profile', () => {
  it.each([
    [undefined, 'local'],
    ['http://localhost:3000', 'local'],
    ['http://shop.localhost', 'local'],
    ['http://127.0.0.1:8080', 'local'],
    ['http://[::1]:3000', 'local'],
    ['https://shop.example', 'production'],
    ['http://192.168.1.20:3000', 'production'],
    ['http://127.0.0.1.nip.io', 'production'],
  ])('SITE_URL %s is %s', (siteUrl, profile) => {
    expect(config({ SITE_URL: siteUrl }).profile).toBe(profile);
  });

  it('keeps NODE_ENV=production on a loopback SITE_URL local (npm start builds for production)', () => {
    expect(config({ NODE_ENV: 'production' }).profile).toBe('local');
  });

  it('knows loopback names and addresses', () => {
    expect(['localhost', 'a.localhost', '127.0.0.1', '127.9.9.9', '[::1]', '::1'].every(isLoopbackHost)).toBe(true);
    expect(['localhost.example', '10.0.0.1', '::2', 'example.com'].some(isLoopbackHost)).toBe(false);
  });
});

describe('what each profile allows', () => {
  it('gives the local profile its conveniences', () => {
    const local = config({ E2E_TEST_ROUTES: '1' });
    expect(local).toMatchObject({ payments: 'fake', outbox: true, testRoutes: true, demoData: true, testShop: false });
  });

  it('never gives production an outbox, test routes or demo data, whatever is set', () => {
    const production = config({ ...PRODUCTION, MAIL_OUTBOX: '1', E2E_TEST_ROUTES: '1', SMTP_URL: '' });
    expect(production).toMatchObject({ profile: 'production', outbox: false, testRoutes: false, demoData: false, payments: 'stripe' });
  });

  it('takes fake payments in production only when asked, and then marks the test shop', () => {
    expect(config({ SITE_URL: 'https://staging.example' }).payments).toBe('stripe');
    expect(config({ SITE_URL: 'https://staging.example', PAYMENTS: 'fake' })).toMatchObject({ payments: 'fake', testShop: true });
    expect(config({ PAYMENTS: 'fake' }).testShop).toBe(false);
  });
});

describe('the start-up check', () => {
  it('passes a complete production environment', () => {
    expect(checkConfig(PRODUCTION).problems).toEqual([]);
  });

  it('names every missing setting at once', () => {
    const { problems } = checkConfig({ SITE_URL: 'https://shop.example' });
    for (const name of Object.keys(PRODUCTION).filter((name) => name !== 'SITE_URL')) {
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
    }
  });

  it('needs no Stripe on a test shop, but everything else', () => {
    const rest = Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => !name.startsWith('STRIPE_')));
    expect(checkConfig({ ...rest, PAYMENTS: 'fake' }).problems).toEqual([]);
    expect(checkConfig(rest).problems).toHaveLength(2);
  });

  it.each([
    [{ SITE_URL: 'http://shop.example' }, 'SITE_URL must be an https:// origin'],
    [{ SANITY_WEBHOOK_SECRET: 'short' }, 'SANITY_WEBHOOK_SECRET is shorter than'],
    [{ MAIL_LINK_SECRET: 'short' }, 'MAIL_LINK_SECRET is shorter than'],
    [{ SMTP_URL: 'https://smtp.example' }, 'SMTP_URL must start with smtp://'],
    [{ SANITY_API_HOST: 'http://content.example' }, 'SANITY_API_HOST must be an https:// URL'],
    [{ STRIPE_API_URL: 'http://payments.example' }, 'STRIPE_API_URL must be an https:// URL'],
  ])('refuses unsafe values (%o)', (change, message) => {
    expect(checkConfig({ ...PRODUCTION, ...change }).problems.join('\n')).toContain(message);
  });

  it('reports malformed values in any profile, naming the variable', () => {
    expect(checkConfig({ PORT: 'eighty' }).problems.join('\n')).toContain('PORT');
    expect(checkConfig({ TRUSTED_PROXIES: 'everyone' }).problems.join('\n')).toContain('TRUSTED_PROXIES');
    expect(checkConfig({ PAYMENTS: 'free' }).problems.join('\n')).toContain('PAYMENTS');
  });

  it('lists the local conveniences production ignores', () => {
    expect(checkConfig({ ...PRODUCTION, MAIL_OUTBOX: '1', E2E_TEST_ROUTES: '1' }).ignored).toHaveLength(2);
  });
});

describe('the settings printed at start', () => {
  it('masks secrets and passwords in URLs', () => {
    const lines = describeConfig(config(PRODUCTION)).join('\n');
    expect(lines).toContain('Profile: production');
    for (const secret of ['sk_live_123', 'whsec_123', 'a-webhook-secret-of-some-length', ':pw@']) expect(lines).not.toContain(secret);
    expect(lines).toContain('DATABASE_URL=postgres://shop:***@db.internal:5432/shop');
    expect(maskSetting('SENTRY_DSN', 'https://key@o1.ingest.example/1')).toBe('(set, 31 characters)');
  });
});

describe("the process's environment", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is read again when it changes, outside a production server (tests change it)', () => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    expect(config().siteUrl.href).toBe('http://localhost:3000/');
    vi.stubEnv('SITE_URL', 'https://shop.example');
    expect(config().profile).toBe('production');
  });

  it('is read once in a production server, whose environment does not change', () => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('SITE_URL', 'https://shop.example');
    const read = config();
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    expect(config()).toBe(read);
    expect(config().profile).toBe('production');
  });
});

describe('the one reader of the environment', () => {
  // Files that may read process.env themselves, each for its reason.
  const EXCEPTIONS = [
    // The reader itself.
    /^lib\/config\//,
    // Bundled into the embedded Studio: NEXT_PUBLIC_* spelled out for Next to inline, and no node:net.
    /^lib\/content\/env\.ts$/,
    // Browser code: NEXT_PUBLIC_SENTRY_DSN spelled out for Next to inline, so a build without it holds no Sentry.
    /^lib\/observability\/browser-errors\.ts$/,
    // Browser code: NEXT_PUBLIC_BUILD_POLL_SECONDS spelled out for Next to inline.
    /^lib\/ui\/new-version\.ts$/,
  ];

  // Client code cannot import lib/config (node:net); Next inlines its NODE_ENV checks at build time.
  const readsEnvironment = (source: string) =>
    (/^['"]use client['"]/.test(source) ? source.replaceAll('process.env.NODE_ENV', '') : source).includes('process.env');

  it('is lib/config: nothing else in lib/ or app/ reads process.env', () => {
    const root = path.resolve(__dirname, '../..');
    const files = ['lib', 'app'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
        .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
    );
    expect(files.length).toBeGreaterThan(100);
    const readers = files.filter(
      (file) => !EXCEPTIONS.some((exception) => exception.test(file)) && readsEnvironment(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(readers).toEqual([]);
  });

  it('has every setting it reads listed in .env.example', () => {
    const example = readFileSync(path.resolve(__dirname, '../../.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name));
    expect(Object.keys(environmentSchema.shape).filter((name) => !listed.has(name))).toEqual([]);
  });
});
