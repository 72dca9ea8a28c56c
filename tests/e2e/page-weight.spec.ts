import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './test';
import { gzipSync } from 'node:zlib';
import { flightText } from './rsc-payload';
import { pageScripts } from '@/scripts/lib/page-scripts.mjs';

// Issue 16: what a marketing page carries. Its structured data is in its HTML once, as a script search engines
// read, and not a second time in the RSC payload (the home page's program and FAQ data are made in the browser's
// components from what they receive); and its scripts carry no library it does not use.

/** Each JSON-LD script of the HTML, parsed. */
function jsonLdScripts(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
}

const decoded = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

async function page(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

for (const home of ['/', '/zh-CN']) {
  test(`${home}: the program and FAQ data are in the HTML once, complete, and not in the RSC payload`, async ({ request }) => {
    const html = await page(request, home);
    const data = jsonLdScripts(html);
    expect(data.map((item) => item['@type'])).toEqual(['SoftwareApplication', 'FAQPage']);
    const [program, faq] = data as unknown as [
      { offers: { price: string }[] },
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
    ];
    expect(program.offers.length).toBeGreaterThanOrEqual(3);
    // Every question the page shows, with its answer.
    const shown = [...html.matchAll(/<summary[^>]*>([^<]*)<\/summary><p[^>]*>([^<]*)<\/p>/g)].map((m) => ({
      name: decoded(m[1] ?? ''),
      text: decoded(m[2] ?? ''),
    }));
    expect(shown.length).toBeGreaterThan(3);
    expect(faq.mainEntity.map((entry) => ({ name: entry.name, text: entry.acceptedAnswer.text }))).toEqual(shown);
    // Neither travels again as data: the payload has the questions, not their schema.org form.
    const flight = flightText(html);
    expect(flight).not.toContain('schema.org');
    expect(flight).not.toContain('ld+json');
  });
}

for (const path of ['/', '/blog', '/how-to-use-joycons-on-pc']) {
  test(`the scripts ${path} loads carry no query library, no ICU message parser, no API error table and no error screen`, async ({
    request,
  }) => {
    const html = await page(request, path);
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
      .filter((m) => !/\snoModule/i.test(m[0]))
      .map((m) => m[1] ?? '');
    expect(scripts.length, path).toBeGreaterThan(5);
    for (const src of scripts) {
      // TanStack Query's own error text, kept in its production build (the prices are asked for by
      // lib/ui/plan-price-store.ts; the account area, which uses the library, loads it on its own pages).
      const script = await (await request.get(src)).text();
      expect(script, src).not.toContain('Missing queryFn');
      // intl-messageformat's parser (one of its error names): the browser formats precompiled messages
      // (lib/i18n/compiled-messages.ts) with next-intl's small formatter.
      expect(script, src).not.toContain('MALFORMED_ARGUMENT');
      // The API client's error-code table (lib/api/error-codes.ts): the price refresh reads through lib/api/send.ts.
      expect(script, src).not.toContain('userNotFound');
      // The error boundaries' screen, which loads when one shows (components/error-boundary-screen.tsx).
      expect(script, src).not.toContain('serverErrorTitle');
    }
  });
}

// Issue 16: at most 160 KiB gzip of scripts on a marketing page's first load (the figure npm run bench:bundle
// reports, counted the same way: each script the HTML loads, once, without the noModule polyfills).
const FIRST_LOAD_JS_KIB = 160;
for (const path of ['/', '/zh-CN', '/blog/post/gyro-aiming-guide', '/how-to-use-joycons-on-pc', '/help', '/zh-CN/privacy']) {
  test(`${path} loads at most ${FIRST_LOAD_JS_KIB} KiB gzip of scripts`, async ({ request }) => {
    const scripts = pageScripts(await page(request, path));
    expect(scripts.length, path).toBeGreaterThan(5);
    let gzipBytes = 0;
    for (const src of scripts) {
      const script = await request.get(src);
      expect(script.status(), src).toBe(200);
      gzipBytes += gzipSync(await script.body()).length;
    }
    expect(gzipBytes / 1024, path).toBeLessThanOrEqual(FIRST_LOAD_JS_KIB);
  });
}

// The checkout's and the sign-in pages' forms load their schemas, and zod with them, at the first interaction
// (components/forms/lazy-resolver.ts): zod was about 90 KiB gzip of each page's first load and a long task before it answered.
for (const path of ['/checkout', '/zh-CN/checkout', '/user/sign-in', '/zh-CN/user/sign-up', '/user/password-restore']) {
  test(`the scripts ${path} loads carry no zod`, async ({ request }) => {
    const scripts = pageScripts(await page(request, path));
    expect(scripts.length, path).toBeGreaterThan(5);
    for (const src of scripts) expect(await (await request.get(src)).text(), src).not.toContain('$ZodAsyncError');
  });
}

// Build scripts and stylesheets go out in Brotli to a client that takes it, the same bytes once decoded as Next's gzip
// (lib/runtime/static-brotli.ts); a client without it still gets Next's answer.
test('the home page scripts and stylesheets are sent in Brotli where accepted, as Next sends them otherwise', async ({ request }) => {
  const html = await page(request, '/');
  const files = [...pageScripts(html), ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? '')];
  expect(files.some((file) => file.includes('.css'))).toBe(true);
  for (const file of files) {
    const brotli = await request.get(file, { headers: { 'accept-encoding': 'br' } });
    const gzip = await request.get(file, { headers: { 'accept-encoding': 'gzip' } });
    expect(brotli.headers()['content-encoding'], file).toBe('br');
    // Next's own answer: gzip, or nothing for a file under its 1 KB threshold.
    expect([undefined, 'gzip'], file).toContain(gzip.headers()['content-encoding']);
    expect(brotli.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    expect((await brotli.body()).equals(await gzip.body()), file).toBe(true);
  }
});

// The hero image is the home page's largest paint and comes from the image host: its connection opens from the head.
for (const home of ['/', '/zh-CN']) {
  test(`${home} opens the connection to its hero image's host from the head`, async ({ request }) => {
    const html = await page(request, home);
    const hero = /<section class="hero[^"]*"[\s\S]*?<img [^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
    expect(hero, 'the hero image').toBeTruthy();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preconnect" href="${new URL(decoded(hero ?? '')).origin}"/>`);
  });
}

// The browser's first Intl.NumberFormat cost about 27 ms of the home page's hydration on this machine (110 ms at
// Lighthouse's 4x CPU slowdown), for the "1 PC" of its program data: small counts are written without one
// (lib/i18n/format-compiled.ts), and the data still say the same once the page has hydrated.
for (const home of ['/', '/zh-CN']) {
  test(`${home} hydrates without making an Intl.NumberFormat`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: unknown[] = [];
      Object.assign(window, { numberFormatsMade: made });
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct: (target, args) => (made.push(args[0]), Reflect.construct(target, args)),
        apply: (target, self, args) => (made.push(args[0]), Reflect.apply(target, self, args)),
      });
    });
    await page.goto(home);
    const program = () => page.locator('script[type="application/ld+json"]').first().textContent();
    const served = await program();
    expect(served).toMatch(home === '/' ? /for 1 PC/ : /1 台/);
    // Hydrated: the slider's buttons are enabled once it has.
    await expect(page.getByTestId('slider').getByRole('button').first()).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { numberFormatsMade: unknown[] }).numberFormatsMade)).toEqual([]);
    expect(await program()).toBe(served);
  });
}

// The payload's strings are written single-quoted (patches/next+16.4.6.patch): the double quotes of its JSON, one in
// every seven of its characters, travel without a backslash each (the home page's HTML: 90.5 -> 84.5 KB).
for (const home of ['/', '/zh-CN']) {
  test(`${home} inlines its RSC payload without escaping its quotes`, async ({ request }) => {
    const html = await page(request, home);
    const pushed = [...html.matchAll(/<script>self\.__next_f\.push\(\[1,([\s\S]*?)\]\)<\/script>/g)].map((m) => m[1] ?? '');
    expect(pushed.length).toBeGreaterThan(0);
    for (const literal of pushed) {
      expect(literal.startsWith("'") && literal.endsWith("'"), literal.slice(0, 40)).toBe(true);
      expect(literal).not.toContain('\\"');
    }
    expect(flightText(html)).toContain('"className"');
  });
}

// A cached page is written from its UTF-8 bytes, made once per cached page, with the ETag made from it once
// (patches/next+16.4.6.patch, send-payload.js): what a visitor gets is what Next sent before, whole. A Chinese page has
// more bytes than characters, so its Content-Length is the byte count or the body would be cut short. Pages no site test
// publishes again; but a publish of the settings or texts every page shows expires their cache too, and two renders of
// a page need not be the same bytes (server islands' rows reach the HTML in an order of their own: CI here twice got a
// 200 to the revalidation, the page having been rendered again in between). So each test starts from the page held
// fresh in the cache (Next's `x-nextjs-cache: HIT`, after any render a stale answer started has ended).
for (const path of ['/zh-CN/blog/post/shift-layers-explained', '/how-to-use-joycons-on-pc']) {
  test(`${path} is sent whole from the cache, with its byte length and an ETag that answers a revalidation`, async ({ request }) => {
    // Uncompressed, so the Content-Length is the page's own (a compressed answer is chunked).
    const identity = { 'accept-encoding': 'identity' };
    await expect.poll(async () => (await request.get(path, { headers: identity })).headers()['x-nextjs-cache']).toBe('HIT');
    const first = await request.get(path, { headers: identity });
    expect(first.status()).toBe(200);
    const body = await first.body();
    expect(Number(first.headers()['content-length'])).toBe(body.length);
    if (path.startsWith('/zh-CN')) expect(body.toString('utf8').length).toBeLessThan(body.length);
    expect(body.toString('utf8')).toMatch(/<\/html>$/);
    const etag = first.headers().etag ?? '';
    expect(etag).toMatch(/^"[0-9a-z]+"$/);

    const again = await request.get(path, { headers: identity });
    expect(again.headers().etag).toBe(etag);
    expect((await again.body()).equals(body)).toBe(true);
    const head = await request.head(path, { headers: identity });
    expect(head.headers()['content-length']).toBe(String(body.length));
    const compressed = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers()['content-encoding']).toBe('gzip');
    expect((await compressed.body()).equals(body)).toBe(true);

    const revalidated = await request.get(path, { headers: { 'if-none-match': etag } });
    expect(revalidated.status()).toBe(304);
    expect((await revalidated.body()).length).toBe(0);
    expect((await request.get(path, { headers: { 'if-none-match': '"another"' } })).status()).toBe(200);
  });
}
