import { describe, expect, it, vi } from 'vitest';
import { applyRedirect, redirectFromProblem, redirectTable, redirectTargetProblem } from '@/lib/content/redirect-rules';
import { publicPath, routeRequest } from '@/lib/content/route-request';
import { createRoutingTableCache, type RoutingTable } from '@/lib/content/routing-table';
import { splitLocale } from '@/lib/i18n/config';
import { log } from '@/lib/observability/log';
import { isDownloadPath, isReservedPath } from '@/lib/site/reserved-paths';

const table: RoutingTable = {
  pagePaths: new Set(['/', '/help', '/discontinued-5.2.2', '/blog']),
  howToPaths: new Set(['/how-to-use-ps4-controller-on-pc']),
  communityDevices: new Set(['dualshock4', 'steam']),
  blog: {
    en: { postSlugs: new Set(['shift-layers-explained', 'gyro-aiming-guide']), listPages: 2 },
    'zh-CN': { postSlugs: new Set(['shift-layers-explained', 'gyro-aiming-guide', 'zh-only']), listPages: 3 },
  },
  releases: [
    { version: '6.4.0', discontinued: false, redirectTo: null },
    { version: '5.2.2', discontinued: true, redirectTo: null },
  ],
  redirects: redirectTable([
    { from: '/old-help', to: '/help', permanent: true },
    { from: '/forum', to: 'https://forum.example.com/remapper', permanent: false },
    { from: '/guides', to: '/help?tab=guides#guides', permanent: false },
    { from: '/blog/post/renamed', to: '/blog/post/new-name', permanent: true },
  ]),
  thirdParty: { analyticsId: null, tagManagerId: null },
};

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/', false],
    ['/help', 'en', '/help', false],
    ['/help/', 'en', '/help', false],
    ['/zh-CN', 'zh-CN', '/', true],
    ['/zh-CN/help', 'zh-CN', '/help', true],
    ['/en/help', 'en', '/help', true],
    ['/zh-cn/help', 'en', '/zh-cn/help', false],
  ])('%s is %s %s', (pathname, locale, path, prefixed) => {
    expect(splitLocale(pathname)).toEqual({ locale, path, prefixed });
  });
});

describe('publicPath', () => {
  it.each([
    ['/zh-CN/help', '/help'],
    ['/zh-CN/content-page/help', '/help'],
    ['/en/content-page/discontinued-5.2.2', '/discontinued-5.2.2'],
    ['/content-page/help', '/help'],
    ['/zh-CN/how-to-guide/how-to-use-ps4-controller-on-pc', '/how-to-use-ps4-controller-on-pc'],
    ['/en', '/'],
    ['/content-pages', '/content-pages'],
  ])('%s is %s', (pathname, path) => {
    expect(publicPath(pathname)).toBe(path);
  });
});

describe('routeRequest (what the proxy does with a page request)', () => {
  it.each([
    // page documents go to the content route, in the request's language
    ['/help', '', { kind: 'content', internalPath: '/en/content-page/help' }],
    ['/zh-CN/help', '', { kind: 'content', internalPath: '/zh-CN/content-page/help' }],
    ['/discontinued-5.2.2', '', { kind: 'content', internalPath: '/en/content-page/discontinued-5.2.2' }],
    // how-to guides go to their route
    ['/how-to-use-ps4-controller-on-pc', '', { kind: 'content', internalPath: '/en/how-to-guide/how-to-use-ps4-controller-on-pc' }],
    [
      '/zh-CN/how-to-use-ps4-controller-on-pc',
      '',
      { kind: 'content', internalPath: '/zh-CN/how-to-guide/how-to-use-ps4-controller-on-pc' },
    ],
    ['/how-to-use-nothing-on-pc', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    // a release that renders is the app's
    ['/releases/release-6.4.0', '', { kind: 'app' }],
    // the home page and the app's own routes are the app's, even when a page document claims the path
    ['/', '', { kind: 'app' }],
    ['/zh-CN', '', { kind: 'app' }],
    ['/blog', '', { kind: 'app' }],
    ['/checkout', '', { kind: 'app' }],
    // an unknown path, with no app route and no document, is the server-rendered 404
    ['/no-such-page', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    ['/zh-CN/no-such-page', '', { kind: 'notFound', internalPath: '/zh-CN/_not-found' }],
    // the prerendered 404 screen is no address of its own
    ['/not-found-screen', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    ['/zh-CN/not-found-screen', '', { kind: 'notFound', internalPath: '/zh-CN/_not-found' }],
    // a post or list page the locale has is the app's; one it has not is the server-rendered 404
    ['/blog/post/shift-layers-explained', '', { kind: 'app' }],
    ['/zh-CN/blog/post/zh-only', '', { kind: 'app' }],
    ['/blog/page/2', '', { kind: 'app' }],
    ['/zh-CN/blog/page/3', '', { kind: 'app' }],
    ['/blog/post/no-such-post', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    // The internal routes pages render at are not addresses of their own.
    ['/content-page/help', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    ['/zh-CN/how-to-guide/how-to-use-pad', '', { kind: 'notFound', internalPath: '/zh-CN/_not-found' }],
    ['/content-page', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    ['/zh-CN/blog/post/no-such-post', '', { kind: 'notFound', internalPath: '/zh-CN/_not-found' }],
    ['/blog/post/zh-only', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    ['/blog/page/3', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    ['/blog/page/1', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    ['/zh-CN/blog/page/two', '', { kind: 'notFound', internalPath: '/zh-CN/_not-found' }],
    // as is a /releases/ segment without the release- prefix
    ['/releases/6.4.0', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    ['/zh-CN/releases/6.4.0', '', { kind: 'notFound', internalPath: '/zh-CN/_not-found' }],
    // spec 2: a community device page is the app's route; a device off the list, or without a page, is the 404.
    ['/community/configs/gamepad/dualshock4', '', { kind: 'app' }],
    ['/zh-CN/community/configs/gamepad/steam', '', { kind: 'app' }],
    ['/community/configs/gamepad/xbox_elite', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    ['/community/configs/gamepad/gamecube', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    ['/zh-CN/community/configs/gamepad', '', { kind: 'notFound', internalPath: '/zh-CN/_not-found' }],
    ['/community/configs', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
    ['/community/configs/gamepad/steam/extra', '', { kind: 'notFound', internalPath: '/en/_not-found' }],
  ])('%s%s → %j', (pathname, search, decision) => {
    expect(routeRequest(table, pathname, search)).toEqual(decision);
  });

  it.each([
    ['/old-help', '', '/help', 308, false],
    ['/zh-CN/old-help', '', '/zh-CN/help', 308, false],
    ['/old-help', '?ref=mail', '/help?ref=mail', 308, false],
    ['/guides', '?ref=mail', '/help?tab=guides#guides', 307, false],
    ['/zh-CN/forum', '', 'https://forum.example.com/remapper', 307, true],
    ['/blog/post/renamed', '', '/blog/post/new-name', 308, false],
    // the release-redirect rule (lib/content/release-route.ts), in the visitor's language
    ['/releases/release-9.9.9', '', '/releases', 307, false],
    ['/zh-CN/releases/release-5.2.2', '', '/zh-CN/discontinued-5.2.2', 307, false],
    ['/releases/release-v6.4', '?from=app', '/releases/release-6.4.0?from=app', 308, false],
  ])('redirects %s%s to %s (%i)', (pathname, search, location, status, external) => {
    expect(routeRequest(table, pathname, search)).toEqual({ kind: 'redirect', redirect: { location, status, external } });
  });

  it('sends every non-reserved path to the content route while the routing table is unavailable', () => {
    expect(routeRequest(undefined, '/help')).toEqual({ kind: 'content', internalPath: '/en/content-page/help' });
    expect(routeRequest(undefined, '/checkout')).toEqual({ kind: 'app' });
    expect(routeRequest(undefined, '/blog/post/no-such-post')).toEqual({ kind: 'app' });
    expect(routeRequest(undefined, '/')).toEqual({ kind: 'app' });
  });
});

describe('redirect rules', () => {
  it.each([
    ['/old', null],
    ['/old/deeper-path.html', null],
    ['old', 'Start with /, e.g. /old-page.'],
    ['/', 'The home page cannot be redirected.'],
    ['/zh-CN/old', 'Leave out the language prefix: the redirect applies in every language.'],
    ['/api/seo', 'Paths under /api, /studio and /_next cannot be redirected.'],
    ['/studio', 'Paths under /api, /studio and /_next cannot be redirected.'],
    ['/old?x=1', 'A path only: no query, anchor, spaces or trailing slash.'],
    ['/old/', 'A path only: no query, anchor, spaces or trailing slash.'],
  ])('from %s: %s', (from, problem) => {
    expect(redirectFromProblem(from)).toBe(problem);
  });

  it.each([
    ['/new', null],
    ['/help#guides', null],
    ['https://forum.example.com/x', null],
    ['http://forum.example.com/x', 'Go to a path on this site (/new-page) or a full https:// URL.'],
    ['javascript:alert(1)', 'Go to a path on this site (/new-page) or a full https:// URL.'],
    ['//evil.example.com', 'Go to a path on this site (/new-page) or a full https:// URL.'],
    ['new', 'Go to a path on this site (/new-page) or a full https:// URL.'],
  ])('to %s: %s', (to, problem) => {
    expect(redirectTargetProblem(to)).toBe(problem);
  });

  it('leaves out malformed and self-pointing rules, and keeps the first of two rules for one path', () => {
    const rules = redirectTable([
      { from: '/a', to: '/a' },
      { from: 'b', to: '/x' },
      { from: '/c', to: 'javascript:alert(1)' },
      { from: '/d' },
      { from: '/e', to: '/first' },
      { from: '/e', to: '/second' },
    ]);
    expect([...rules.values()]).toEqual([{ from: '/e', to: '/first', permanent: false }]);
    expect(applyRedirect(rules, 'en', '/a')).toBeNull();
  });
});

describe('reserved paths', () => {
  it.each([
    ['/blog', true],
    ['/blog/post/x', true],
    ['/blogger', false],
    ['/releases/release-6.4.0', true],
    ['/e2e-throw', true],
    ['/how-to-guide/x', true],
    ['/how-to-use-ps4-controller-on-pc', false],
    ['/account/orders', true],
    ['/help', false],
    ['/user', true],
    ['/username', false],
    ['/dev/outbox', true],
    ['/developers', false],
    ['/staff/audit', true],
    ['/staffing', false],
  ])('%s: %s', (path, reserved) => {
    expect(isReservedPath(path)).toBe(reserved);
  });
});

describe('download paths (plain links: they answer with the installer, not a page)', () => {
  it.each([
    ['/download', true],
    ['/download?arch=arm64', true],
    ['/release/download', true],
    ['/downloads', false],
    ['/releases', false],
    ['/download/x', false],
  ])('%s: %s', (href, download) => {
    expect(isDownloadPath(href)).toBe(download);
  });
});

describe('the routing table cache', () => {
  const tableWith = (path: string): RoutingTable => ({
    pagePaths: new Set([path]),
    howToPaths: new Set(),
    communityDevices: new Set(),
    blog: { en: { postSlugs: new Set(), listPages: 1 }, 'zh-CN': { postSlugs: new Set(), listPages: 1 } },
    releases: [],
    redirects: new Map(),
    thirdParty: { analyticsId: null, tagManagerId: null },
  });

  it('loads once, serves the copy while fresh, then serves it stale while one background load replaces it', async () => {
    let clock = 0;
    let loads = 0;
    let release: (table: RoutingTable) => void = () => {};
    const load = vi.fn(() => {
      loads += 1;
      return loads === 1 ? Promise.resolve(tableWith('/first')) : new Promise<RoutingTable>((resolve) => (release = resolve));
    });
    const routingTable = createRoutingTableCache(load, { maxAgeMs: 1_000, now: () => clock });

    expect([...(await routingTable()).pagePaths]).toEqual(['/first']);
    clock = 999;
    await routingTable();
    expect(load).toHaveBeenCalledTimes(1);

    clock = 1_000;
    expect([...(await routingTable()).pagePaths]).toEqual(['/first']);
    expect([...(await routingTable()).pagePaths]).toEqual(['/first']);
    expect(load).toHaveBeenCalledTimes(2);

    release(tableWith('/second'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...(await routingTable()).pagePaths]).toEqual(['/second']);
  });

  it('keeps serving the last table when a refresh fails, and fails only while it has none', async () => {
    let clock = 0;
    const load = vi
      .fn<() => Promise<RoutingTable>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(tableWith('/ok'))
      .mockRejectedValueOnce(new Error('down again'));
    const errors = vi.spyOn(log, 'error');
    const routingTable = createRoutingTableCache(load, { maxAgeMs: 10, now: () => clock });

    await expect(routingTable()).rejects.toThrow('down');
    expect([...(await routingTable()).pagePaths]).toEqual(['/ok']);
    clock = 20;
    expect([...(await routingTable()).pagePaths]).toEqual(['/ok']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveBeenCalledWith({ err: expect.any(Error) }, 'The routing table could not be refreshed');
    errors.mockRestore();
  });
});
