import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as standIn } from '@/app/(test)/api/e2e/third-party/[...script]/route';
import {
  ANALYTICS_ID_PATTERN,
  GOOGLE_TAG_ORIGIN,
  NO_THIRD_PARTY,
  TAG_MANAGER_ID_PATTERN,
  thirdPartyAllowedOn,
  thirdPartyIds,
  thirdPartyScripts,
  thirdPartySources,
} from '@/lib/analytics/third-party';
import { config } from '@/lib/config';
import { securityHeaders, securitySettingsFrom } from '@/lib/http/security-headers';
import { siteSettings } from '@/schemas/documents/site-settings';
import { callRoute } from '@/tests/support/requests';

// spec 7: analytics and tag-manager scripts, their IDs from the Site settings, loaded after the cookie banner's Ok.

const IDS = { analyticsId: 'G-AB12CD34EF', tagManagerId: 'GTM-AB12CD3' };

describe('third-party IDs', () => {
  it.each([
    ['G-AB12CD34EF', true],
    ['G-ABCD', true],
    ['g-ab12cd34ef', false],
    ['UA-1234-1', false],
    ['G-AB12"><script>', false],
    ['', false],
  ])('a measurement ID %j is valid: %s', (id, valid) => {
    expect(ANALYTICS_ID_PATTERN.test(id)).toBe(valid);
  });

  it.each([
    ['GTM-AB12CD3', true],
    ['GTM-1234', true],
    ['GTM-ab12', false],
    ['G-AB12CD34EF', false],
    ["GTM-AB12');alert(1)//", false],
  ])('a container ID %j is valid: %s', (id, valid) => {
    expect(TAG_MANAGER_ID_PATTERN.test(id)).toBe(valid);
  });

  it('treats a missing or malformed ID as unset, so none is the default', () => {
    expect(thirdPartyIds(null)).toEqual(NO_THIRD_PARTY);
    expect(thirdPartyIds({})).toEqual(NO_THIRD_PARTY);
    expect(thirdPartyIds({ analyticsId: ' G-AB12CD34EF ', tagManagerId: 'nonsense' })).toEqual({
      analyticsId: 'G-AB12CD34EF',
      tagManagerId: null,
    });
  });

  it('the Studio refuses a malformed ID and accepts an empty one', async () => {
    const field = (name: string) =>
      siteSettings.fields.find((f) => f.name === name) as unknown as { validation: (rule: unknown) => unknown };
    for (const [name, good, bad] of [
      ['analyticsId', 'G-AB12CD34EF', 'UA-1-1'],
      ['tagManagerId', 'GTM-AB12CD3', 'GTM-'],
    ] as const) {
      let check: ((value: string | undefined) => true | string) | undefined;
      const rule = { custom: (fn: typeof check) => ((check = fn), rule) };
      field(name).validation(rule);
      expect(check?.(undefined)).toBe(true);
      expect(check?.(good)).toBe(true);
      expect(check?.(bad)).toMatch(/is "G/);
    }
  });
});

describe('where and what they load', () => {
  it.each([
    ['/', true],
    ['/help', true],
    ['/community/configs/gamepad/steam', true],
    ['/blog/post/x', true],
    ['/account', false],
    ['/account/orders/3', false],
    ['/checkout', false],
    ['/user/sign-in', false],
    ['/studio/structure', false],
    ['/accounting', true],
  ])('%s may load them: %s', (path, allowed) => {
    expect(thirdPartyAllowedOn(path)).toBe(allowed);
  });

  it('loads nothing without IDs, and each configured script from its origin', () => {
    expect(thirdPartyScripts(NO_THIRD_PARTY)).toEqual([]);
    const scripts = thirdPartyScripts(IDS);
    expect(scripts.map(({ src }) => src)).toEqual([
      `${GOOGLE_TAG_ORIGIN}/gtag/js?id=G-AB12CD34EF`,
      `${GOOGLE_TAG_ORIGIN}/gtm.js?id=GTM-AB12CD3`,
    ]);
    expect(scripts[0]?.init).toContain(`gtag('config',"G-AB12CD34EF")`);
    expect(
      thirdPartyScripts({ ...NO_THIRD_PARTY, tagManagerId: 'GTM-AB12CD3' }, 'http://localhost:3400/api/e2e/third-party/').map(
        ({ src }) => src,
      ),
    ).toEqual(['http://localhost:3400/api/e2e/third-party/gtm.js?id=GTM-AB12CD3']);
  });
});

describe("the pages' Content-Security-Policy", () => {
  const page = (thirdParty = thirdPartySources(NO_THIRD_PARTY)) =>
    securityHeaders('/help', { ...securitySettingsFrom(config({ PORT: '3000' }), { development: false }), thirdParty })[
      'Content-Security-Policy'
    ] ?? '';
  const sources = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  it('adds no host without an ID', () => {
    expect(thirdPartySources(NO_THIRD_PARTY)).toBeUndefined();
    expect(page()).not.toContain('google');
  });

  it('adds exactly the hosts of the configured services', () => {
    const both = page(thirdPartySources(IDS));
    expect(sources(both, 'script-src')).toEqual(["'self'", "'unsafe-inline'", GOOGLE_TAG_ORIGIN]);
    expect(sources(both, 'connect-src')).toEqual([
      "'self'",
      GOOGLE_TAG_ORIGIN,
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    const tagManagerOnly = page(thirdPartySources({ ...NO_THIRD_PARTY, tagManagerId: 'GTM-AB12CD3' }));
    expect(sources(tagManagerOnly, 'connect-src')).toEqual(["'self'", GOOGLE_TAG_ORIGIN]);
    expect(tagManagerOnly).not.toContain('google-analytics');
  });

  it("never adds them to the Studio's policy", () => {
    const settings = { ...securitySettingsFrom(config({ PORT: '3000' }), { development: false }), thirdParty: thirdPartySources(IDS) };
    expect(securityHeaders('/studio/structure', settings)['Content-Security-Policy']).not.toContain('google');
  });
});

describe('the end-to-end stand-ins', () => {
  afterEach(() => vi.unstubAllEnvs());
  const get = (path: string) =>
    callRoute(standIn, `/api/e2e/third-party/${path}`, { query: { id: 'G-AB12CD34EF' }, params: { script: path.split('/') } });

  it('answer 404 unless the end-to-end tests switch them on, and only for the two scripts', async () => {
    vi.stubEnv('E2E_TEST_ROUTES', '');
    expect((await get('gtag/js')).status).toBe(404);
    vi.stubEnv('E2E_TEST_ROUTES', '1');
    expect((await get('other.js')).status).toBe(404);
    const script = await get('gtag/js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('"analytics G-AB12CD34EF"');
  });
});
