// npm run bench:lighthouse (issue 16): Lighthouse mobile on two running servers of the shop, the baseline (say, the
// commit before) and this one, taking turns so that both see the machine alike; the medians of the performance
// score, LCP, Total Blocking Time and the HTML's bytes for each page, and this one's figures against the baseline's.
//   BENCH_BASELINE_URL=http://localhost:3901 BENCH_URL=http://localhost:3900 npm run bench:lighthouse
// BENCH_PAGES=/,/zh-CN (default /), BENCH_RUNS=5 (runs of each page on each server), CHROMIUM_PATH (/usr/bin/chromium),
// BENCH_CHROME_FLAGS (more flags for it, space-separated).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { headlessChrome } from './lib/headless-chrome.mjs';
import { median } from './lib/stack.mjs';

const servers = { baseline: process.env.BENCH_BASELINE_URL, this: process.env.BENCH_URL };
if (!servers.baseline || !servers.this) {
  console.error('bench:lighthouse: set BENCH_BASELINE_URL and BENCH_URL to the two running servers to compare');
  process.exit(1);
}
const pages = process.env.BENCH_PAGES?.split(',') ?? ['/'];
const runs = Number(process.env.BENCH_RUNS ?? 5);

const chrome = await chromeLauncher.launch(headlessChrome);
const results = [];
try {
  for (const page of pages) {
    const figures = { baseline: [], this: [] };
    for (let run = 0; run < runs; run += 1) {
      // Taking turns, the baseline first in even runs and second in odd ones.
      const order = run % 2 === 0 ? ['baseline', 'this'] : ['this', 'baseline'];
      for (const name of order) {
        const url = servers[name] + page;
        const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        figures[name].push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
          tbt: lhr.audits['total-blocking-time'].numericValue,
        });
      }
    }
    const medians = {};
    for (const name of ['baseline', 'this']) {
      const html = await (await fetch(servers[name] + page)).text();
      medians[name] = {
        score: median(figures[name].map((figure) => figure.score)),
        lcp: median(figures[name].map((figure) => figure.lcp)),
        tbt: median(figures[name].map((figure) => figure.tbt)),
        html: Buffer.byteLength(html) / 1000,
      };
      results.push({
        page,
        server: name,
        'score (median)': medians[name].score,
        scores: figures[name].map((figure) => figure.score).join(' '),
        'LCP s': Number(medians[name].lcp.toFixed(2)),
        'TBT ms': Math.round(medians[name].tbt),
        'HTML KB': Number(medians[name].html.toFixed(1)),
      });
    }
    results.push({
      page,
      server: 'this / baseline',
      'score (median)': `${((100 * medians.this.score) / medians.baseline.score).toFixed(0)} %`,
      'LCP s': `${((100 * medians.this.lcp) / medians.baseline.lcp).toFixed(0)} %`,
      'TBT ms': `${((100 * medians.this.tbt) / medians.baseline.tbt).toFixed(0)} %`,
      'HTML KB': `${((100 * medians.this.html) / medians.baseline.html).toFixed(0)} %`,
    });
  }
} finally {
  await chrome.kill();
}
console.log(`Lighthouse mobile, ${runs} runs of each page on each server, taking turns`);
console.table(results);
