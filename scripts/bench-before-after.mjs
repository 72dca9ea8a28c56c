// npm run bench:before-after (issue 16's "Measure and report": every figure of its table from one run on this commit,
// beside the same figures for the commit the issue started from, on the same machine): this checkout and BENCH_BEFORE
// (default e8fa3d4, where issue 16 began) served side by side, each on ports and with a store of its own, in the local
// profile with its test routes on (E2E_TEST_ROUTES=1, TRUSTED_PROXIES=loopback, SITE_URL its own address); then this
// checkout's npm run bench, bench:memberships and bench:auth run against each (BENCH_URL), one server at a time, the
// order reversed from one benchmark to the next, so that neither build always meets the machine as the other left it.
// Prints every figure of both with the ratio after / before. The older build has no POST /api/e2e/password-verify, so
// its bench:auth measures sign-in alone; Argon2id alone is in the newer one's rows of the same run.
// The older commit is checked out in a worktree under the system's temporary folder, with its own npm install and
// build (about ten minutes the first time); BENCH_KEEP_BEFORE=1 keeps it (and both stores, so neither build goes
// stale) for the next run, which then starts in a minute. BENCH_DATABASE=postgres runs both on PostgreSQL, as the
// production profile does, each on a database of its own made for the run on TEST_DATABASE_URL's server (default the
// local one) and dropped after it; else each on PGlite, as npm start does. BENCH_MEMBERSHIP_ROUNDS and BENCH_AUTH_ROUNDS
// (3 each) are the rounds of those two benchmarks; BENCH_SECONDS and the rest pass through to them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineLine, scratchDatabase, startStack } from './lib/stack.mjs';

const root = process.cwd();
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
const beforeCommit = git('rev-parse', '--verify', `${process.env.BENCH_BEFORE ?? 'e8fa3d4'}^{commit}`);
const afterCommit = git('rev-parse', 'HEAD');
const keep = process.env.BENCH_KEEP_BEFORE === '1';
const scratch = path.join(os.tmpdir(), `remapper-bench-before-${beforeCommit.slice(0, 12)}`);
const beforeRoot = path.join(scratch, 'checkout');

/** bench:auth's Argon2id-alone route, which the older build may not have. */
const HASHING_ROUTE = path.join('app', '(test)', 'api', 'e2e', 'password-verify', 'route.ts');

if (!existsSync(path.join(beforeRoot, 'node_modules'))) {
  rmSync(scratch, { recursive: true, force: true });
  git('worktree', 'prune');
  mkdirSync(scratch, { recursive: true });
  git('worktree', 'add', '--detach', beforeRoot, beforeCommit);
  console.log(`Installing ${beforeCommit.slice(0, 7)}'s packages from its lockfile ...`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: beforeRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The local-profile settings both servers run with: the benchmarks make their users through the test routes. */
const serving = (port) => ({
  E2E_TEST_ROUTES: '1',
  TRUSTED_PROXIES: 'loopback',
  SITE_URL: `http://127.0.0.1:${port}`,
  AUTH_LOG: 'off',
  RENEWALS: 'off',
});
const builds = [
  { name: 'before', commit: beforeCommit, root: beforeRoot, port: '3301', lakeHttpPort: '4801', lakeHttpsPort: '4803' },
  { name: 'after', commit: afterCommit, root, port: '3302', lakeHttpPort: '4805', lakeHttpsPort: '4807' },
];
const database = process.env.BENCH_DATABASE ?? 'pglite';
if (database !== 'pglite' && database !== 'postgres') throw new Error(`BENCH_DATABASE is pglite or postgres, not ${database}`);
const databases = [];
const stacks = [];
const results = { before: {}, after: {} };
const benchmarks = [
  { name: 'bench', script: 'scripts/bench.mjs', env: {} },
  { name: 'bench:memberships', script: 'scripts/bench-memberships.mjs', env: { BENCH_ROUNDS: process.env.BENCH_MEMBERSHIP_ROUNDS ?? '3' } },
  { name: 'bench:auth', script: 'scripts/bench-auth.mjs', env: { BENCH_ROUNDS: process.env.BENCH_AUTH_ROUNDS ?? '3' } },
];
try {
  for (const build of builds) {
    console.log(`Building (if stale) and starting ${build.name}: ${build.commit.slice(0, 7)} in ${build.root} ...`);
    const data = path.join(scratch, `data-${build.name}`);
    mkdirSync(data, { recursive: true });
    const env = serving(build.port);
    if (database === 'postgres') {
      const made = await scratchDatabase(`remapper_bench_${build.name}_${process.pid}`);
      databases.push(made);
      env.DATABASE_URL = made.url;
    }
    const stack = await startStack({ ...build, data, env });
    stacks.push(stack);
    build.url = stack.appUrl;
  }
  console.log(`${machineLine()}; ${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
  const output = mkdtempSync(path.join(os.tmpdir(), 'remapper-bench-figures-'));
  for (const [index, benchmark] of benchmarks.entries()) {
    for (const build of index % 2 ? [...builds].reverse() : builds) {
      console.log(`\n${benchmark.name} against ${build.name} (${build.commit.slice(0, 7)}), ${new Date().toISOString()}`);
      const json = path.join(output, `${benchmark.name.replace(':', '-')}-${build.name}.json`);
      const env = {
        ...process.env,
        ...benchmark.env,
        BENCH_URL: build.url,
        BENCH_JSON: json,
        ...(!existsSync(path.join(build.root, HASHING_ROUTE)) && { BENCH_AUTH_HASHING: 'absent' }),
      };
      const code = await new Promise((resolve) => {
        spawn(process.execPath, [benchmark.script], { cwd: root, env, stdio: 'inherit' }).once('exit', resolve);
      });
      if (code !== 0) throw new Error(`${benchmark.name} against ${build.name} exited with ${code}`);
      results[build.name][benchmark.name] = JSON.parse(readFileSync(json, 'utf8'));
    }
  }
  rmSync(output, { recursive: true, force: true });
  console.log(`\n${machineLine()}`);
  console.log(
    `before: ${beforeCommit.slice(0, 7)}, after: ${afterCommit.slice(0, 7)}${git('status', '--porcelain') ? ' with uncommitted changes' : ''}`,
  );
  for (const { name } of benchmarks) console.table(sideBySide(results.before[name], results.after[name]));
} finally {
  await Promise.all(stacks.map((stack) => stack.stop()));
  await Promise.all(databases.map((made) => made.drop()));
  if (!keep) {
    rmSync(scratch, { recursive: true, force: true });
    git('worktree', 'prune');
  }
}

/** A benchmark's rows from both builds as one table: a line per row and figure, the two values and after / before. */
function sideBySide(beforeRows, afterRows) {
  const named = (rows) => new Map(rows.map(({ path: page, measure, ratio, ...figures }) => [page ?? measure ?? ratio, figures]));
  const [before, after] = [named(beforeRows), named(afterRows)];
  const lines = [];
  for (const row of new Set([...before.keys(), ...after.keys()])) {
    const figures = { ...before.get(row), ...after.get(row) };
    for (const figure of Object.keys(figures)) {
      const was = before.get(row)?.[figure];
      const is = after.get(row)?.[figure];
      // Counts of refused requests are shown only when some were refused; the request totals not at all.
      if (figure === 'requests' || ((figure === 'errors' || figure.startsWith('not ')) && !was && !is)) continue;
      lines.push({
        figure: figure === 'value' ? row : `${row}: ${figure}`,
        before: was ?? '-',
        after: is ?? '-',
        'after / before': typeof was === 'number' && typeof is === 'number' && was !== 0 ? Number((is / was).toFixed(2)) : '',
      });
    }
  }
  return lines;
}
