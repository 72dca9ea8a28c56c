// npm run bench (issue 4): for the home page, a blog post and a how-to page, under `next start`:
// requests per second (autocannon, 50 connections, 10 s), the Lighthouse mobile performance score, LCP and
// CLS (Debian's Chromium, headless), and the First Load JS (gzip) the page's HTML pulls in; plus
// /api/health for the server's baseline.
// Uses a running server at BENCH_URL, or starts the whole shop (after building if needed) on spare ports.
// BENCH_PAGES=/,/help overrides the pages; BENCH_LIGHTHOUSE=0 skips Lighthouse.
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { gzipSync } from 'node:zlib';
import { startStack } from './lib/stack.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const stack = process.env.BENCH_URL ? undefined : await startStack();
const base = process.env.BENCH_URL ?? stack.appUrl;

/** The first blog post the sitemap lists, so the benchmark follows the content instead of naming a slug. */
async function firstBlogPost() {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const url = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).find((p) => p.startsWith('/blog/post/'));
  if (!url) throw new Error('The sitemap lists no blog post');
  return url;
}

async function firstLoadJsKiB(path) {
  const html = await (await fetch(base + path)).text();
  const sources = [
    ...new Set(
      [...html.matchAll(/<script([^>]+)>/g)]
        .filter((m) => !/\snoModule/i.test(m[1]))
        .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
        .filter(Boolean),
    ),
  ];
  let gzip = 0;
  for (const src of sources) gzip += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length;
  return Number((gzip / 1024).toFixed(1));
}

async function lighthouseMobile(chrome, path) {
  const { lhr } = await lighthouse(base + path, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  return {
    'lighthouse (mobile)': Math.round((lhr.categories.performance.score ?? 0) * 100),
    'LCP s': Number((lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)),
    CLS: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
}

const results = [];
let chrome;
try {
  const pages = process.env.BENCH_PAGES?.split(',') ?? ['/', await firstBlogPost(), '/how-to-use-ps4-controller-on-pc'];
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  }
  for (const path of [...pages, '/api/health']) {
    await fetch(base + path); // warm the route
    const load = await autocannon({ url: base + path, connections, duration });
    const isPage = path !== '/api/health';
    results.push({
      path,
      'req/s (avg)': Math.round(load.requests.average),
      'latency p50 ms': load.latency.p50,
      'latency p99 ms': load.latency.p99,
      non2xx: load.non2xx,
      errors: load.errors,
      ...(isPage ? { 'First Load JS KiB gzip': await firstLoadJsKiB(path) } : {}),
      ...(isPage && chrome ? await lighthouseMobile(chrome, path) : {}),
    });
  }
} finally {
  await chrome?.kill();
  stack?.stop();
}
console.log(`autocannon: ${connections} connections, ${duration} s per path, against ${base}`);
console.table(results);
