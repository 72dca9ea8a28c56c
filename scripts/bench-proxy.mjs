// npm run bench:proxy (issue 16: "the proxy costs at most 10 % of a prerendered page's time, measured with and
// without it"): this commit served twice, as it is and without the page proxy (in a scratch worktree of HEAD: commit
// first; scripts/serve.ts there no longer calls lib/runtime/page-proxy-runner.ts), each started on ports of its own
// with a store of its own; then prerendered pages that need none of the proxy's rewrites (BENCH_PAGES, default /zh-CN
// and /zh-CN/blog) under autocannon (BENCH_CONNECTIONS 50, BENCH_SECONDS 10) against one and then the other, the
// order turned each round, BENCH_ROUNDS (6) times, so that a busy moment of the machine falls on both. Prints each
// round's rates and the serving process's CPU time per request (its user and system time from /proc across the load,
// over the requests answered), and per page the median of each with and without the proxy and the proxy's share of a
// request's time: 1 - (CPU time without it) / (CPU time with it), and the same from the rates. The CPU time is the
// figure to read on a machine whose speed swings (measured here: the same server from 799 to 2,192 req/s from one
// round to the next, its CPU time per request far steadier). The site is built once: the page
// proxy is in the serving process's bundle, not in Next's build, so the second one serves a copy of the first one's
// build (a few minutes if it is stale); the worktree is removed at the end.
// BENCH_PROXY_BASELINE=trivial builds the second one with a proxy that only passes each request on
// (lib/http/page-proxy.ts answering `{ kind: 'pass' }`), in place of none: the difference is then what this proxy's
// own decisions cost, apart from what running any proxy costs.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineLine, median, startStack } from './lib/stack.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const pages = (process.env.BENCH_PAGES ?? '/zh-CN,/zh-CN/blog').split(',');
const baseline = process.env.BENCH_PROXY_BASELINE ?? 'none';
/** Linux reports CPU time in USER_HZ ticks, 100 a second on every architecture it runs on. */
const CLOCK_TICKS_PER_S = 100;

/** The serving process a stack started in a checkout (scripts/start.mjs runs its bundle from there). */
function servingProcess(checkout) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.includes('remapper-serve.mjs') && readlinkSync(`/proc/${pid}/cwd`) === checkout) return pid;
    } catch {
      // Gone, or not ours to read.
    }
  }
  throw new Error(`No serving process runs in ${checkout}`);
}

/** A process's user and system CPU time so far, in milliseconds (all its threads). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}
if (baseline !== 'none' && baseline !== 'trivial') throw new Error(`BENCH_PROXY_BASELINE is none or trivial, not ${baseline}`);

const root = process.cwd();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'remapper-bench-proxy-'));
const withoutRoot = path.join(scratch, 'checkout');
const git = (...args) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
git('worktree', 'add', '--detach', withoutRoot, 'HEAD');
const stacks = [];
try {
  if (baseline === 'trivial') {
    const passOn =
      "import type { PageAnswer } from '@/lib/runtime/page-proxy-runner';\n\nexport async function proxy(): Promise<PageAnswer> {\n  return { kind: 'pass' };\n}\n";
    writeFileSync(path.join(withoutRoot, 'lib', 'http', 'page-proxy.ts'), passOn);
  } else {
    const serveFile = path.join(withoutRoot, 'scripts', 'serve.ts');
    const call = '  if (await pageProxy(request, response)) return;\n';
    const serve = readFileSync(serveFile, 'utf8');
    if (!serve.includes(call)) throw new Error(`scripts/serve.ts no longer has the line ${JSON.stringify(call)} to take out`);
    writeFileSync(serveFile, serve.replace(call, ''));
  }
  // The same packages, hard-linked: a copy would take minutes, a symbolic link is followed out of the checkout.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(withoutRoot, 'node_modules')]);

  const other = baseline === 'trivial' ? 'with a trivial proxy' : 'without it';
  console.log(
    `Building (if stale) and starting the shop as it is, then ${baseline === 'trivial' ? 'with a page proxy that passes requests on' : 'without the page proxy'} ...`,
  );
  const withIt = await startStack({ port: '3281', lakeHttpPort: '4781', lakeHttpsPort: '4783' });
  stacks.push(withIt);
  // The same build, copied (its pages are regenerated in place, so not linked), without Next's build caches.
  execFileSync('rsync', ['-a', '--exclude', '/cache/', `${path.join(root, '.next')}/`, path.join(withoutRoot, '.next')]);
  const servers = [
    { name: 'with the proxy', stack: withIt, root },
    {
      name: other,
      stack: await startStack({ port: '3282', lakeHttpPort: '4785', lakeHttpsPort: '4787', root: withoutRoot, env: { SKIP_BUILD: '1' } }),
      root: withoutRoot,
    },
  ];
  stacks.push(servers[1].stack);
  for (const page of pages)
    for (const { name, stack } of servers) {
      const status = (await fetch(stack.appUrl + page)).status;
      if (status !== 200) throw new Error(`${page} answered ${status} ${name}`);
    }

  const pids = new Map(servers.map(({ name, root: checkout }) => [name, servingProcess(checkout)]));
  const rates = new Map(pages.flatMap((page) => servers.map(({ name }) => [`${page} ${name}`, []])));
  const cpuTimes = new Map(pages.flatMap((page) => servers.map(({ name }) => [`${page} ${name}`, []])));
  const rows = [];
  for (let round = 1; round <= rounds; round++)
    for (const page of pages)
      for (const { name, stack } of round % 2 === 1 ? servers : [...servers].reverse()) {
        const pid = pids.get(name);
        const cpuBefore = cpuMs(pid);
        const load = await autocannon({ url: stack.appUrl + page, connections, duration });
        const cpuPerRequest = (cpuMs(pid) - cpuBefore) / load.requests.total;
        const others = load.non2xx + load.errors + load.timeouts;
        if (others > 0) throw new Error(`${page} ${name}: ${others} answers other than 2xx`);
        rates.get(`${page} ${name}`).push(load.requests.average);
        cpuTimes.get(`${page} ${name}`).push(cpuPerRequest);
        rows.push({
          round,
          page,
          build: name,
          'req/s': Math.round(load.requests.average),
          'p99 ms': load.latency.p99,
          'CPU ms a request': Number(cpuPerRequest.toFixed(3)),
        });
      }
  console.log(`\n${machineLine()}`);
  console.table(rows);
  console.table(
    pages.map((page) => {
      const cpuWith = median(cpuTimes.get(`${page} with the proxy`));
      const cpuWithout = median(cpuTimes.get(`${page} ${other}`));
      const withIt = median(rates.get(`${page} with the proxy`));
      const without = median(rates.get(`${page} ${other}`));
      return {
        page,
        'CPU ms a request, with the proxy': Number(cpuWith.toFixed(3)),
        [`CPU ms, ${other}`]: Number(cpuWithout.toFixed(3)),
        "the proxy's share (CPU)": `${Math.round(100 * (1 - cpuWithout / cpuWith))} %`,
        // The server is saturated, so 1000 / rate is the time its thread spends on one request.
        'ms a request (1000 / rate), with the proxy': Number((1000 / withIt).toFixed(2)),
        [`ms, ${other}`]: Number((1000 / without).toFixed(2)),
        "the proxy's share (rates)": `${Math.round(100 * (1 - withIt / without))} %`,
      };
    }),
  );
} finally {
  for (const stack of stacks) stack.stop();
  git('worktree', 'remove', '--force', withoutRoot);
  rmSync(scratch, { recursive: true, force: true });
}
