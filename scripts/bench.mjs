// npm run bench: requests per second of / and /api/health under `next start`, 50 connections, 10 s each.
// Uses a running server at BENCH_URL, or starts one (after `npm run build`) on a spare port.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
let base = process.env.BENCH_URL;
let server;

async function waitFor(url, ms = 60_000) {
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

if (!base) {
  const port = process.env.BENCH_PORT ?? '3210';
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: port,
      // Its own database and Content Lake on their own ports, beside any running `npm start`.
      PGLITE_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), 'remapper-bench-')), 'pglite'),
      CONTENT_LAKE_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), 'remapper-bench-')), 'content-lake'),
      CONTENT_LAKE_HTTPS_PORT: '4643',
      CONTENT_LAKE_HTTP_PORT: '4681',
    },
    stdio: 'ignore',
  });
  await waitFor(`${base}/api/health`, 300_000);
}

const results = [];
try {
  for (const path of ['/', '/api/health']) {
    await fetch(base + path); // warm the route
    const result = await autocannon({ url: base + path, connections, duration });
    results.push({
      path,
      'req/s (avg)': Math.round(result.requests.average),
      'latency p50 ms': result.latency.p50,
      'latency p99 ms': result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
} finally {
  server?.kill('SIGTERM');
}
console.log(`autocannon: ${connections} connections, ${duration} s per path, against ${base}`);
console.table(results);
