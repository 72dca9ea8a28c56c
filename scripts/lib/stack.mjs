// Starts the whole shop (npm start: database, local Content Lake, build if needed, next start) on spare
// ports with throwaway data, for the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/**
 * Resolves once /api/health answers; `lakeToken` is the token the Content Lake's writes need (made by npm start);
 * `stop()` ends every process it started. `root` is the checkout to start (this one unless said); `data` the folder
 * of its database and Content Lake (a new one unless said: a build is tied to its Content Lake's folder, so a
 * stack started again on the same build without a rebuild must be given the folder of the first).
 */
export async function startStack({
  port = '3210',
  lakeHttpPort = '4681',
  lakeHttpsPort = '4643',
  env = {},
  root = process.cwd(),
  data = mkdtempSync(path.join(os.tmpdir(), 'remapper-bench-')),
} = {}) {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      PGLITE_DIR: path.join(data, 'pglite'),
      CONTENT_LAKE_DIR: path.join(data, 'content-lake'),
      CONTENT_LAKE_HTTPS_PORT: lakeHttpsPort,
      CONTENT_LAKE_HTTP_PORT: lakeHttpPort,
      ...env,
    },
    stdio: 'ignore',
  });
  const appUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${appUrl}/api/health`, 300_000);
  const lakeToken = readFileSync(path.join(data, 'content-lake', 'token'), 'utf8').trim();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return {
    appUrl,
    lakeUrl: `http://127.0.0.1:${lakeHttpPort}`,
    lakeToken,
    data,
    /** Ends the stack; resolves when npm start (which stops what it started) has exited. */
    stop: () => {
      server.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The server an API benchmark measures: the running one at BENCH_URL when set, else the whole shop started
 * here on `port` with the local outbox on, sign-in logs off and the writes' Origin check accepting that port
 * (SITE_URL, as in a deployment), plus `env`. `base` is its address, `origin` what the writes send;
 * `stop()` ends what was started (nothing for BENCH_URL).
 */
export async function benchTarget({ port, lakeHttpPort, lakeHttpsPort, env = {} }) {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, origin: new URL(process.env.BENCH_URL).origin, stop: () => {} };
  const stack = await startStack({
    port,
    lakeHttpPort,
    lakeHttpsPort,
    env: { TRUSTED_PROXIES: 'loopback', AUTH_LOG: 'off', SITE_URL: `http://127.0.0.1:${port}`, ...env },
  });
  return { base: stack.appUrl, origin: new URL(stack.appUrl).origin, stop: stack.stop };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `work` over `items`, `width` at a time; resolves to the results in the items' order. */
export async function inPool(items, width, work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/** The machine a benchmark ran on: its cores and load averages (1, 5 and 15 minutes), to print beside the figures. */
export function machineLine() {
  return `Machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`;
}

/** The first blog post the sitemap at `base` lists, so a benchmark follows the content instead of naming a slug. */
export async function firstBlogPost(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const url = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).find((p) => p.startsWith('/blog/post/'));
  if (!url) throw new Error('The sitemap lists no blog post');
  return url;
}

/**
 * Writes a benchmark's rows as JSON to the file BENCH_JSON names, when it is set: npm run bench:before-after runs the
 * benchmarks against two builds and sets their rows side by side.
 */
export function saveRows(rows) {
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(rows, null, 2)}\n`);
}

/** The PostgreSQL server the benchmarks make their databases on: TEST_DATABASE_URL's, else the local one. */
export const adminDatabaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `statements` on the admin database, one after another. */
async function asAdmin(...statements) {
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database `name` on the admin database's server: its URL, and `drop()` to remove it (connections and all). */
export async function scratchDatabase(name) {
  await asAdmin(`drop database if exists ${name} with (force)`, `create database ${name}`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}
