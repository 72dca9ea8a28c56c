import { describe, expect, it } from 'vitest';
import { config, type Environment } from '@/lib/config';
import { securityHeaders, securitySettingsFrom } from '@/lib/http/security-headers';

// issue "Go live safely", part 3: the headers of every response, from the run-time configuration.

const LOCAL: Environment = {
  PORT: '3000',
  CONTENT_LAKE_URL: 'http://127.0.0.1:4480',
  CONTENT_LAKE_STUDIO_URL: 'https://localhost:4443',
};
const HOSTED: Environment = {
  SITE_URL: 'https://remapper.app',
  SANITY_PROJECT_ID: 'abc123',
  STRIPE_SECRET_KEY: 'sk_test_x',
};
const CAPTCHA: Environment = { CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret' };

function headersFor(pathname: string, env: Environment, development = false) {
  return securityHeaders(pathname, securitySettingsFrom(config(env), { development }));
}

/** The policy as directive name -> its sources. */
function directives(pathname: string, env: Environment, development = false): Record<string, string[]> {
  const policy = headersFor(pathname, env, development)['Content-Security-Policy'] ?? '';
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the headers every response carries', () => {
  it.each([
    ['a page', '/'],
    ['a localised page', '/zh-CN/help'],
    ['the Studio', '/studio/structure'],
    ['an API response', '/api/account/licenses'],
    ['the invoice PDF', '/api/account/orders/42/invoice.pdf'],
  ])('%s: nosniff, the referrer policy and a CSP', (_, pathname) => {
    const headers = headersFor(pathname, LOCAL);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Content-Security-Policy']).toMatch(/\S/);
  });

  it.each([
    ['a loopback http site', LOCAL, undefined],
    ['an https site', HOSTED, 'max-age=63072000'],
    ['an http site elsewhere', { ...HOSTED, SITE_URL: 'http://staging.remapper.app' }, undefined],
  ])('HSTS only over https: %s', (_, env, hsts) => {
    expect(headersFor('/', env)['Strict-Transport-Security']).toBe(hsts);
    expect(directives('/', env)['upgrade-insecure-requests']).toEqual(hsts ? [] : undefined);
  });

  it('sends no HSTS from loopback, which every other local program shares, but upgrades its subresources', () => {
    const env = { ...LOCAL, SITE_URL: 'https://localhost:3443' };
    expect(headersFor('/', env)['Strict-Transport-Security']).toBeUndefined();
    expect(directives('/', env)['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('the policy of the pages', () => {
  it('keeps everything to the site, with no plugins, no <base> elsewhere and framing by the Studio only', () => {
    const page = directives('/', LOCAL);
    expect(page['default-src']).toEqual(["'self'"]);
    expect(page['object-src']).toEqual(["'none'"]);
    expect(page['base-uri']).toEqual(["'self'"]);
    expect(page['form-action']).toEqual(["'self'"]);
    expect(page['frame-ancestors']).toEqual(["'self'"]);
    expect(headersFor('/', LOCAL)['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it("allows Next's inline scripts (no per-request nonce: the pages stay prerendered), and eval only in development", () => {
    expect(directives('/', LOCAL)['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives('/', LOCAL, true)['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(directives('/studio', LOCAL, true)['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
  });

  it.each([
    ['the local Content Lake', LOCAL, 'http://127.0.0.1:4480'],
    ['a hosted project', HOSTED, 'https://cdn.sanity.io'],
    ['a project named for the Studio only', { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }, 'https://cdn.sanity.io'],
  ])('loads content images from %s', (_, env, origin) => {
    expect(directives('/', env)['img-src']).toEqual(["'self'", 'data:', 'blob:', origin]);
  });

  it('loads images from nowhere else when content is read in-process', () => {
    expect(directives('/', {})['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it.each([
    ['no captcha', LOCAL, undefined],
    ['only a site key (no captcha)', { ...LOCAL, CAPTCHA_SITE_KEY: 'site' }, undefined],
    ['Turnstile by default', { ...LOCAL, ...CAPTCHA }, 'https://challenges.cloudflare.com'],
    ['another service', { ...LOCAL, ...CAPTCHA, CAPTCHA_SCRIPT_URL: 'https://js.hcaptcha.com/1/api.js' }, 'https://js.hcaptcha.com'],
  ])('lets the captcha script, frame and calls through: %s', (_, env, origin) => {
    const page = directives('/sign-up', env);
    const extra = origin ? [origin] : [];
    expect(page['script-src']).toEqual(["'self'", "'unsafe-inline'", ...extra]);
    expect(page['frame-src']).toEqual(["'self'", ...extra]);
    expect(page['connect-src']).toEqual(["'self'", ...extra]);
  });

  it("lets the browser's error reports out only to the DSN's host, and only when there is one", () => {
    expect(directives('/', LOCAL)['connect-src']).toEqual(["'self'"]);
    const withDsn = { ...LOCAL, NEXT_PUBLIC_SENTRY_DSN: 'https://publickey@o42.ingest.example.io/7' };
    expect(directives('/', withDsn)['connect-src']).toEqual(["'self'", 'https://o42.ingest.example.io']);
  });

  it.each([
    ['the fake provider', LOCAL, ["'self'"]],
    ['Stripe', { ...LOCAL, STRIPE_SECRET_KEY: 'sk_test_x' }, ["'self'", 'https://checkout.stripe.com']],
    ['a staging site taking fake payments', { ...HOSTED, PAYMENTS: 'fake' }, ["'self'"]],
  ])('sends forms to the site and the hosted checkout of the payment provider: %s', (_, env, sources) => {
    expect(directives('/checkout', env)['form-action']).toEqual(sources);
  });
});

describe('the policy of the Studio', () => {
  const SANITY = ['https://api.sanity.io', 'https://sanity-cdn.com'];

  it("reaches the local Content Lake and its project host over HTTPS and WebSocket, and shows the lake's images", () => {
    const studio = directives('/studio', LOCAL);
    expect(studio['connect-src']).toEqual([
      "'self'",
      'https://localhost:4443',
      'https://local.localhost:4443',
      'wss://localhost:4443',
      'wss://local.localhost:4443',
      ...SANITY,
    ]);
    expect(studio['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://localhost:4443', 'https://local.localhost:4443']);
    expect(studio['worker-src']).toEqual(["'self'", 'blob:']);
    expect(studio['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    // Studio 6's typeface, from Sanity's design system (tests/e2e/security-headers.spec.ts: no violation in the Studio).
    expect(studio['font-src']).toEqual(["'self'", 'data:', 'https://design-system-static.sanity.io']);
    expect(studio['frame-src']).toEqual(["'self'"]);
    expect(studio['frame-ancestors']).toEqual(["'self'"]);
    expect(studio['object-src']).toEqual(["'none'"]);
  });

  it("reaches a hosted project's API and Sanity's, and avatars on any HTTPS host", () => {
    const studio = directives('/studio/presentation', HOSTED);
    expect(studio['connect-src']).toEqual([
      "'self'",
      'https://api.sanity.io',
      'https://abc123.api.sanity.io',
      'wss://api.sanity.io',
      'wss://abc123.api.sanity.io',
      'https://sanity-cdn.com',
    ]);
    expect(studio['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.sanity.io', 'https:']);
  });

  it('follows SANITY_API_HOST', () => {
    const studio = directives('/studio', { ...HOSTED, SANITY_API_HOST: 'https://sanity.test:8443' });
    expect(studio['connect-src']).toEqual([
      "'self'",
      'https://sanity.test:8443',
      'https://abc123.sanity.test:8443',
      'wss://sanity.test:8443',
      'wss://abc123.sanity.test:8443',
      ...SANITY,
    ]);
  });

  it('is not the policy of a page whose path merely starts with "studio"', () => {
    expect(directives('/studious', LOCAL)['worker-src']).toBeUndefined();
  });
});

describe('the policy of API responses', () => {
  it.each(['/api/health', '/api/account/licenses', '/api/account/orders/7', '/api/account/orders/7/invoice.pdf'])(
    '%s loads nothing and is never framed',
    (pathname) => {
      expect(directives(pathname, HOSTED)).toEqual({
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(headersFor(pathname, HOSTED)['X-Frame-Options']).toBe('DENY');
      expect(headersFor(pathname, HOSTED)['Strict-Transport-Security']).toBe('max-age=63072000');
    },
  );
});
