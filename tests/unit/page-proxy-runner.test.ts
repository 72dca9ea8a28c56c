import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageProxy, isProxiedPath, type PageAnswer, type PageRequest } from '@/lib/runtime/page-proxy-runner';

describe('isProxiedPath', () => {
  it.each(['/', '/help', '/zh-CN/blog', '/releases/release-6.4.0', '/discontinued-5.2.2', '/a%20b', '/%E4%B8%AD'])('proxies %s', (path) => {
    expect(isProxiedPath(path)).toBe(true);
  });

  it.each([
    '/api/health',
    '/apis',
    '/studio/structure',
    '/_next/static/chunks/a.js',
    '/favicon.ico',
    '/robots.txt',
    '/sitemap.xml',
    '/x.pdf',
    '/%61pi/health',
  ])('leaves %s alone', (path) => {
    expect(isProxiedPath(path)).toBe(path === '/%61pi/health');
  });
});

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

describe('createPageProxy', () => {
  let server: Server;
  let base: string;
  let decide: (request: PageRequest) => PageAnswer;
  let proxied: PageRequest[];
  let passedOn: Seen[];

  beforeAll(async () => {
    server = createServer((request, response) => {
      void pageProxy(request, response).then((answered) => {
        if (answered) return;
        passedOn.push({ url: request.url ?? '', headers: { ...request.headers } });
        response.end('next');
      });
    });
    const pageProxy = createPageProxy({
      proxy: async (request) => {
        proxied.push(request);
        return decide(request);
      },
      port: 3999,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    proxied = [];
    passedOn = [];
    decide = () => ({ kind: 'pass' });
  });

  it("shows the proxy the URL and headers as Next did: without the router's key and headers", async () => {
    await fetch(`${base}/zh-CN/blog?page=2&_rsc=abc`, {
      headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': '%5B%5D', 'accept-language': 'zh' },
    });
    expect(proxied).toHaveLength(1);
    expect(proxied[0]?.url.href).toBe('http://localhost:3999/zh-CN/blog?page=2');
    expect(proxied[0]?.headers.get('rsc')).toBeNull();
    expect(proxied[0]?.headers.get('next-router-prefetch')).toBeNull();
    expect(proxied[0]?.headers.get('next-router-state-tree')).toBeNull();
    expect(proxied[0]?.headers.get('accept-language')).toBe('zh');
    expect(proxied[0]?.headers.get('Accept-Language')).toBe('zh');
    expect(proxied[0]?.headers.get('RSC')).toBeNull();
    // Next still gets them all.
    expect(passedOn[0]?.url).toBe('/zh-CN/blog?page=2&_rsc=abc');
    expect(passedOn[0]?.headers.rsc).toBe('1');
    expect(passedOn[0]?.headers['next-router-prefetch']).toBe('1');
  });

  it('leaves paths it does not proxy, and those Next redirects first, to Next unseen', async () => {
    for (const path of ['/api/health', '/favicon.ico', '/help/', '/a//b']) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(await response.text()).toBe('next');
    }
    expect(proxied).toHaveLength(0);
    expect(passedOn.map(({ url }) => url)).toEqual(['/api/health', '/favicon.ico', '/help/', '/a//b']);
  });

  it('applies a rewrite to the URL Next routes, and says so to the router on an RSC request', async () => {
    decide = (request) => ({ kind: 'pass', rewrite: `/en/content-page/help${request.url.search}` });
    const page = await fetch(`${base}/help?x=1`);
    expect(page.headers.get('x-nextjs-rewritten-path')).toBeNull();
    expect(page.headers.get('x-middleware-rewrite')).toBeNull();
    const key = await computeCacheBustingSearchParam(undefined, undefined, '%5B%5D', undefined);
    const rsc = await fetch(`${base}/help?x=1&_rsc=${key}`, { headers: { rsc: '1', 'next-router-state-tree': '%5B%5D' } });
    expect(rsc.headers.get('x-nextjs-rewritten-path')).toBe('/en/content-page/help');
    expect(rsc.headers.get('x-nextjs-rewritten-query')).toBeNull();
    expect(passedOn.map(({ url }) => url)).toEqual(['/en/content-page/help?x=1', `/en/content-page/help?x=1&_rsc=${key}`]);
  });

  it('sends a rewritten router request with the wrong key back to its own address with the right one, as Next would', async () => {
    decide = (request) => ({ kind: 'pass', rewrite: `/en/content-page/help${request.url.search}` });
    const headers = { rsc: '1', 'next-router-state-tree': '%5B%5D', 'next-router-prefetch': '1' };
    const key = await computeCacheBustingSearchParam('1', undefined, '%5B%5D', undefined);
    for (const query of ['?q=a%20b', '?q=a%20b&_rsc=stale']) {
      const response = await fetch(`${base}/help${query}`, { headers, redirect: 'manual' });
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe(`/help?q=a%20b&_rsc=${key}`);
    }
    // Without any router header the right key is empty.
    const bare = await fetch(`${base}/help`, { headers: { rsc: '1' }, redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/help?_rsc');
    expect(passedOn).toHaveLength(0);
  });

  it('refuses a rewrite to another origin instead of fetching it', async () => {
    decide = () => ({ kind: 'pass', rewrite: 'https://elsewhere.example/x' });
    const failures: unknown[] = [];
    const guarded = createPageProxy({ proxy: async (request) => decide(request), port: 3999 });
    const probe = createServer((request, response) => {
      guarded(request, response).catch((error: unknown) => {
        failures.push(error);
        response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(probe.address() as AddressInfo).port}/help`);
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    expect(response.status).toBe(500);
    expect(String(failures[0])).toContain('another origin');
  });

  it('sends a redirect as Next did: a relative Location for its own origin, the location as the body, Refresh on a 308', async () => {
    decide = () => ({ kind: 'redirect', location: '/help#guides', status: 308 });
    const response = await fetch(`${base}/how-to`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/help#guides');
    expect(response.headers.get('refresh')).toBe('0;url=/help#guides');
    expect(await response.text()).toBe('/help#guides');
    expect(passedOn).toHaveLength(0);

    decide = () => ({ kind: 'redirect', location: 'https://elsewhere.example/x?y=1', status: 307 });
    const away = await fetch(`${base}/away`, { redirect: 'manual' });
    expect(away.status).toBe(307);
    expect(away.headers.get('location')).toBe('https://elsewhere.example/x?y=1');
    expect(away.headers.get('refresh')).toBeNull();
  });

  it("keeps the router's key on a redirect of its request, so Next's check of the key cannot send it round in a loop", async () => {
    decide = (request) => ({ kind: 'redirect', location: `/${request.url.search}`, status: 307 });
    const rsc = await fetch(`${base}/en?_rsc=k1`, { headers: { rsc: '1' }, redirect: 'manual' });
    expect(rsc.headers.get('location')).toBe('/?_rsc=k1');
    const page = await fetch(`${base}/en?x=1`, { redirect: 'manual' });
    expect(page.headers.get('location')).toBe('/?x=1');
  });

  it("sends the proxy's own answer, status, headers and body", async () => {
    decide = () => ({
      kind: 'respond',
      status: 404,
      body: '<p>Page not found</p>',
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
    const response = await fetch(`${base}/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('<p>Page not found</p>');
    expect(passedOn).toHaveLength(0);
  });

  it('compresses a large answer of its own with gzip where the client takes it', async () => {
    const screen = `<main>${'<p>Page not found</p>'.repeat(200)}</main>`;
    decide = () => ({ kind: 'respond', status: 404, body: screen, headers: { 'content-type': 'text/html; charset=utf-8' } });
    const raw = (headers: Record<string, string>) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        httpGet(`${base}/nope`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      });
    const zipped = await raw({ 'accept-encoding': 'gzip, br' });
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toBe('Accept-Encoding');
    expect(zipped.body.length).toBeLessThan(screen.length / 10);
    expect(gunzipSync(zipped.body).toString()).toBe(screen);
    for (const refused of [{}, { 'accept-encoding': 'gzip;q=0, br' }] as Record<string, string>[]) {
      const plain = await raw(refused);
      expect(plain.encoding).toBeUndefined();
      expect(plain.vary).toBe('Accept-Encoding');
      expect(plain.body.toString()).toBe(screen);
    }
  });

  it("puts the answer's headers and cookies on the response, as Next's ResponseCookies wrote them", async () => {
    decide = () => ({
      kind: 'pass',
      headers: { 'content-security-policy': "default-src 'self' https://analytics.example" },
      cookies: [
        { name: 'app_authorization', value: 'r 1', path: '/', httpOnly: true, sameSite: 'lax', maxAge: 600 },
        { name: 'NEXT_LOCALE', value: 'en' },
      ],
    });
    const before = Date.now();
    const response = await fetch(`${base}/account/authorize-app`, { headers: { cookie: 'session=s; app_authorization=old' } });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self' https://analytics.example");
    const [authorization, locale] = response.headers.getSetCookie();
    expect(locale).toBe('NEXT_LOCALE=en; Path=/');
    const expires = /; Expires=([^;]+);/.exec(authorization ?? '')?.[1];
    expect(authorization).toBe(`app_authorization=r%201; Path=/; Expires=${expires}; Max-Age=600; HttpOnly; SameSite=lax`);
    expect(Date.parse(expires ?? '')).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 600_000);
    expect(Date.parse(expires ?? '')).toBeLessThanOrEqual(Date.now() + 600_000);
    // The page renders with the cookies as the browser will send them next.
    expect(passedOn[0]?.headers.cookie).toBe('session=s; app_authorization=r%201; NEXT_LOCALE=en');
  });

  it('reads the cookies the proxy asks for from the request', async () => {
    let seen: (string | undefined)[] = [];
    decide = (request) => {
      seen = [request.cookie('session'), request.cookie('app_authorization'), request.cookie('absent')];
      return { kind: 'pass' };
    };
    await fetch(`${base}/help`, { headers: { cookie: 'session=s1; app_authorization=a%20b' } });
    expect(seen).toEqual(['s1', 'a b', undefined]);
  });

  it("sets the request headers the answer names (the page's locale so), over any the client sent", async () => {
    decide = () => ({ kind: 'pass', requestHeaders: { 'X-Next-Intl-Locale': 'zh-CN' } });
    await fetch(`${base}/zh-CN`, { headers: { 'x-next-intl-locale': 'en', 'x-keep-me': '2', rsc: '1', 'next-router-prefetch': '1' } });
    expect(passedOn[0]?.headers['x-next-intl-locale']).toBe('zh-CN');
    // The router's headers, which the proxy never saw, reach Next, as does the rest.
    expect(passedOn[0]?.headers.rsc).toBe('1');
    expect(passedOn[0]?.headers['next-router-prefetch']).toBe('1');
    expect(passedOn[0]?.headers['x-keep-me']).toBe('2');
  });

  it('passes the forwarded protocol on to the URL the proxy sees', async () => {
    await fetch(`${base}/help`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied[0]?.url.href).toBe('https://localhost:3999/help');
  });
});
