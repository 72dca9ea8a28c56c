// npm run bench:proxy (issue 16: "the proxy costs at most 10 % of a prerendered page's time, measured with and
// without it"): this commit served twice, as it is and without the page proxy (in a scratch worktree of HEAD: commit
// first; scripts/serve.ts there no longer calls lib/runtime/page-proxy-runner.ts), each started on ports of its own
// with a store of its own; then prerendered pages that need none of the proxy's rewrites (BENCH_PAGES, default /zh-CN
// and /zh-CN/blog) under autocannon (BENCH_CONNECTIONS 50 on each, BENCH_SECONDS 10) against both at once,
// BENCH_ROUNDS (6) times: on these machines the same server's rate swung from 799 to 2,192 req/s from one 10 s round
// to the next, so measured one after the other the two differ by the moment more than by the proxy; side by side,
// whatever slows the machine slows both. Prints each round's rates and each serving process's CPU time per request
// (its user and system time from /proc across the load, over the requests answered), and per page the proxy's share
// of a request's time, 1 - (CPU time without it) / (CPU time with it), each round's then their median (and the same
// from the rates). The site is built once: the page
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
  const shares = new Map(pages.map((page) => [page, { cpu: [], rate: [], cpuWith: [], cpuWithout: [] }]));
  const rows = [];
  for (let round = 1; round <= rounds; round++)
    for (const page of pages) {
      // Both servers at once, so that whatever slows the machine in a moment slows both.
      const before = servers.map(({ name }) => cpuMs(pids.get(name)));
      const loads = await Promise.all(servers.map(({ stack }) => autocannon({ url: stack.appUrl + page, connections, duration })));
      const [withIt, without] = servers.map(({ name }, index) => {
        const load = loads[index];
        const others = load.non2xx + load.errors + load.timeouts;
        if (others > 0) throw new Error(`${page} ${name}: ${others} answers other than 2xx`);
        const cpuPerRequest = (cpuMs(pids.get(name)) - before[index]) / load.requests.total;
        rows.push({
          round,
          page,
          build: name,
          'req/s': Math.round(load.requests.average),
          'p99 ms': load.latency.p99,
          'CPU ms a request': Number(cpuPerRequest.toFixed(3)),
        });
        return { rate: load.requests.average, cpu: cpuPerRequest };
      });
      const figures = shares.get(page);
      figures.cpu.push(1 - without.cpu / withIt.cpu);
      figures.rate.push(1 - withIt.rate / without.rate);
      figures.cpuWith.push(withIt.cpu);
      figures.cpuWithout.push(without.cpu);
    }
  console.log(`\n${machineLine()}`);
  console.table(rows);
  const percent = (share) => `${Math.round(100 * share)} %`;
  console.table(
    pages.map((page) => {
      const figures = shares.get(page);
      return {
        page,
        'CPU ms a request, with the proxy': Number(median(figures.cpuWith).toFixed(3)),
        [`CPU ms, ${other}`]: Number(median(figures.cpuWithout).toFixed(3)),
        // Each round's share from the two servers measured side by side, then the median of the rounds.
        "the proxy's share (CPU time)": percent(median(figures.cpu)),
        '(from the rates)': percent(median(figures.rate)),
        'rounds (CPU time)': figures.cpu.map(percent).join(' '),
      };
    }),
  );
} finally {
  for (const stack of stacks) stack.stop();
  git('worktree', 'remove', '--force', withoutRoot);
  rmSync(scratch, { recursive: true, force: true });
}
