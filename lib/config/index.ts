import { isIP } from 'node:net';
import { type Environment, type EnvironmentSettings, parseEnvironment } from './env';
import { parseTrustedProxies, type TrustedProxies } from './trusted-proxies';

export type { Environment, EnvironmentSettings } from './env';
export type { TrustedProxies } from './trusted-proxies';

/**
 * DESIGN.md "Running it": the local profile (a loopback SITE_URL, the default) runs the embedded
 * conveniences; anything else is production, which needs real services and never has them.
 */
export type Profile = 'local' | 'production';

export type PaymentsSetting =
  /** Stripe, with its webhook. */
  | 'stripe'
  /** The fake provider: the local profile's default, or a staging site that asked for it (PAYMENTS=fake). */
  | 'fake';

export interface Config {
  profile: Profile;
  env: EnvironmentSettings;
  /** The public origin: links in mails, canonical and hreflang URLs. */
  siteUrl: URL;
  payments: PaymentsSetting;
  /** A site that is not local yet takes fake payments: every page says it is a test shop. */
  testShop: boolean;
  /** Mails land in the development outbox instead of an SMTP server (local profile, no SMTP_URL). */
  outbox: boolean;
  /** The test-only routes (/api/e2e/*, /e2e-*): local profile with E2E_TEST_ROUTES=1 only. */
  testRoutes: boolean;
  /** Demo coupons and Taobao codes may be seeded (local profile only, or by `npm run db:seed-demo`). */
  demoData: boolean;
  trustedProxies: TrustedProxies;
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names and addresses that never leave the machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || host.startsWith('::ffff:127.');
}

export function siteUrlOf(env: EnvironmentSettings): URL {
  return new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`);
}

function build(env: EnvironmentSettings): Config {
  const siteUrl = siteUrlOf(env);
  const profile: Profile = isLoopbackHost(siteUrl.hostname) ? 'local' : 'production';
  const local = profile === 'local';
  const payments: PaymentsSetting = env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : local ? 'fake' : 'stripe');
  return {
    profile,
    env,
    siteUrl,
    payments,
    testShop: !local && payments === 'fake',
    outbox: local && !env.SMTP_URL,
    testRoutes: local && env.E2E_TEST_ROUTES,
    demoData: local,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
  };
}

// Parsing is cheap, but pages ask often: the last answer is kept while the environment reads the same. A
// production server's environment does not change once it runs, so there it is read once: reading all of it again
// on every call was 7 % of the server's time on a signed-in read such as the licence list (issue 16).
let cached: { key: string; config: Config } | undefined;

function keyOf(env: Environment): string {
  let key = '';
  for (const name in env) if (name.charCodeAt(0) !== 95 /* _ */) key += `${name}=${env[name]}\n`;
  return key;
}

/**
 * The shop's settings, from `env` (the process's environment when none is given: functions that take an
 * `env?` for their tests pass it straight on). Throws on a malformed value.
 */
export function config(env: Environment = process.env): Config {
  if (env !== process.env) return build(parseEnvironment(env));
  if (cached && env.NODE_ENV === 'production') return cached.config;
  const key = keyOf(env);
  if (cached?.key !== key) cached = { key, config: build(parseEnvironment(env)) };
  return cached.config;
}
