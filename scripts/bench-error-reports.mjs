// npm run bench:error-reports (issue 16): what the error-reporting SDK costs a request. One build, served in turns
// without SENTRY_DSN (the SDK is never loaded) and with it (pointed at a closed port: the pages throw nothing, so
// nothing is sent), on the same ports and store (a build is tied to its store's folder). Each turn measures the pages
// under autocannon (BENCH_PAGES, default `/`, a blog post and /api/health; BENCH_CONNECTIONS 50, BENCH_SECONDS 10);
// BENCH_ROUNDS (3) rounds of both turns, so that a busy moment of the machine falls on both. Prints each round's
// rates and, per page, the SDK's share of the saturated server's time: 1 - (median rate with it) / (median without).
//   npm run bench:error-reports [-- --root <another checkout, e.g. a worktree of an older commit>]
import autocannon from 'autocannon';
import path from 'node:path';
import { firstBlogPost, machineLine, median, startStack } from './lib/stack.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const rootFlag = process.argv.indexOf('--root');
const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1]) : process.cwd();
const ports = { port: '3291', lakeHttpPort: '4791', lakeHttpsPort: '4793' };
const servers = [
  { name: 'without the SDK', env: { SENTRY_DSN: '' } },
  { name: 'with the SDK', env: { SENTRY_DSN: 'http://publickey@127.0.0.1:9/1' } },
];

console.log(`The shop in ${root}, built first if needed ...`);
let data;
let pages;
const rates = new Map();
const rows = [];
for (let round = 1; round <= rounds; round++)
  for (const { name, env } of servers) {
    const stack = await startStack({ root, ...ports, env, ...(data ? { data } : {}) });
    data = stack.data;
    try {
      if (!pages) {
        pages = process.env.BENCH_PAGES?.split(',') ?? ['/', await firstBlogPost(stack.appUrl), '/api/health'];
      }
      for (const page of pages) {
        const status = (await fetch(stack.appUrl + page)).status;
        if (status !== 200) throw new Error(`${page} answered ${status} ${name}`);
        await autocannon({ url: stack.appUrl + page, connections, duration: 2 }); // warm-up
        const load = await autocannon({ url: stack.appUrl + page, connections, duration });
        const others = load.non2xx + load.errors + load.timeouts;
        if (others > 0) throw new Error(`${page} ${name}: ${others} answers other than 2xx`);
        rates.set(`${page} ${name}`, [...(rates.get(`${page} ${name}`) ?? []), load.requests.average]);
        rows.push({ round, page, server: name, 'req/s': Math.round(load.requests.average), 'p99 ms': load.latency.p99 });
      }
    } finally {
      await stack.stop();
    }
  }
console.log(`\n${machineLine()}`);
console.table(rows);
console.table(
  pages.map((page) => {
    const without = median(rates.get(`${page} without the SDK`));
    const withSdk = median(rates.get(`${page} with the SDK`));
    return {
      page,
      'req/s without': Math.round(without),
      'req/s with': Math.round(withSdk),
      "the SDK's share": `${(100 * (1 - withSdk / without)).toFixed(1)} %`,
    };
  }),
);
