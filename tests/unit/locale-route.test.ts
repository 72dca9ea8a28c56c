import fc from 'fast-check';
import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { isLocale } from '@/lib/i18n/config';
import { type LocaleRoute, localeRoute } from '@/lib/i18n/locale-route';
import { routing } from '@/lib/i18n/routing';

// The oracle: next-intl's own middleware over the same routing, its answer read as the page proxy's runner read it
// (lib/runtime/page-proxy-runner.ts before issue 16's plain answers).
const nextIntl = createMiddleware(routing);
const ORIGIN = 'http://localhost:3999';

function pathOf(href: string): string {
  const url = new URL(href, ORIGIN);
  return `${url.pathname}${url.search}`;
}

function oracle(url: URL): LocaleRoute {
  const answer = nextIntl(new NextRequest(url));
  const location = answer.headers.get('location');
  if (location !== null) return { kind: 'redirect', location: pathOf(location) };
  const locale = answer.headers.get('x-middleware-request-x-next-intl-locale');
  if (locale === null) return { kind: 'unreadable' };
  if (!isLocale(locale)) throw new Error(`next-intl named the locale ${locale}`);
  const rewrite = answer.headers.get('x-middleware-rewrite');
  return rewrite === null ? { kind: 'pass', locale } : { kind: 'pass', locale, rewrite: pathOf(rewrite) };
}

function routeOf(target: string): LocaleRoute {
  const url = new URL(target, ORIGIN);
  return localeRoute(url.pathname, url.search);
}

describe('localeRoute', () => {
  it.each<[string, LocaleRoute]>([
    ['/', { kind: 'pass', locale: 'en', rewrite: '/en' }],
    ['/?q=1', { kind: 'pass', locale: 'en', rewrite: '/en?q=1' }],
    ['/help', { kind: 'pass', locale: 'en', rewrite: '/en/help' }],
    ['/zh-CN', { kind: 'pass', locale: 'zh-CN' }],
    ['/zh-CN/blog?page=2', { kind: 'pass', locale: 'zh-CN' }],
    ['/zh-CN/', { kind: 'pass', locale: 'zh-CN' }],
    ['/en', { kind: 'redirect', location: '/' }],
    ['/en/checkout?plan=lifetime', { kind: 'redirect', location: '/checkout?plan=lifetime' }],
    ['/EN/help', { kind: 'redirect', location: '/en/help' }],
    ['/zh-cn/help', { kind: 'redirect', location: '/zh-CN/help' }],
    ['/ZH-CN', { kind: 'redirect', location: '/zh-CN' }],
    ['/zh-CNx', { kind: 'pass', locale: 'en', rewrite: '/en/zh-CNx' }],
    ['/%E4%B8%AD%E6%96%87', { kind: 'pass', locale: 'en', rewrite: '/en/%E4%B8%AD%E6%96%87' }],
    ['/a%2Fb', { kind: 'pass', locale: 'en', rewrite: '/en/a%2Fb' }],
    ['/%', { kind: 'unreadable' }],
  ])('%s', (target, route) => {
    expect(routeOf(target)).toEqual(route);
    expect(oracle(new URL(target, ORIGIN))).toEqual(route);
  });

  it('never redirects to another origin, whatever the path decodes to', () => {
    for (const target of [
      '/en//elsewhere.example',
      '/en/%5Celsewhere.example',
      '/EN/%09/elsewhere.example',
      '/en/%2F%2Felsewhere.example',
    ]) {
      const route = routeOf(target);
      expect(route.kind).toBe('redirect');
      if (route.kind === 'redirect') expect(new URL(route.location, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it("decides as next-intl's middleware does, for any path a client can send", () => {
    const segment = fc.oneof(
      fc.constantFrom('en', 'EN', 'En', 'zh-CN', 'zh-cn', 'ZH-CN', 'zh', 'CN', 'help', 'blog', 'a', ''),
      fc.constantFrom('.', '..', '%2e', '%2E%2E', '%25', '%2525', '%2F', '%5C', '%5c', '\\', '%09', '%0A', '%20', ' '),
      fc.constantFrom('%', '%zz', '%E4%B8%AD', '中文', '%C3', 'é', '%3F', '%23', ';', ':', '@', '+', '~'),
      fc.stringMatching(/^[a-zA-Z0-9._~-]{1,6}$/),
    );
    const target = fc.record({
      segments: fc.array(segment, { minLength: 0, maxLength: 5 }),
      trailing: fc.boolean(),
      search: fc.constantFrom('', '?', '?q=1', '?a=%20b&c', '?next=/en/x', '?%E4%B8%AD=1'),
    });
    fc.assert(
      fc.property(target, ({ segments, trailing, search }) => {
        const url = new URL(`${ORIGIN}/${segments.join('/')}${trailing ? '/' : ''}${search}`);
        expect(localeRoute(url.pathname, url.search)).toEqual(oracle(url));
      }),
      { numRuns: 3000 },
    );
  });
});
