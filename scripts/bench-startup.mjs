// npm run bench:startup (issue "Go live safely"): how long `npm start` takes from a warm build (SKIP_BUILD=1) until
// /api/health/live answers, in each profile, median of BENCH_RUNS (3) starts each, with the headers of `/` and of
// /api/account/licenses printed once. The local profile starts PGlite and the local Content Lake on throwaway data;
// the production profile needs PostgreSQL (TEST_DATABASE_URL's server, default 127.0.0.1:5432) and a build
// (`npm run build`). Both are measured in the same run, so their ratio holds whatever the machine is doing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './lib/stack.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);

async function startOnce(env) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { PATH: process.env.PATH, SKIP_BUILD: '1', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
      try {
        if ((await fetch(`${url}/api/health/live`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const headers = {};
    for (const pathname of ['/', '/api/account/licenses']) {
      const response = await fetch(`${url}${pathname}`);
      headers[pathname] = [`HTTP ${response.status}`, ...[...response.headers].map(([name, value]) => `${name}: ${value}`)];
    }
    return { seconds, headers };
  } finally {
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
}

async function withDatabase(work) {
  const database = await scratchDatabase(`remapper_bench_${Date.now()}`);
  try {
    return await work(database.url);
  } finally {
    await database.drop();
  }
}

const data = mkdtempSync(path.join(os.tmpdir(), 'remapper-bench-startup-'));
const local = {
  PORT: '3290',
  PGLITE_DIR: path.join(data, 'pglite'),
  CONTENT_LAKE_DIR: path.join(data, 'content-lake'),
  CONTENT_LAKE_HTTP_PORT: '4690',
  CONTENT_LAKE_HTTPS_PORT: '4691',
};
const results = { local: [], production: [] };
let shown;
try {
  await withDatabase(async (databaseUrl) => {
    const production = {
      PORT: '3291',
      SITE_URL: 'https://shop.example',
      DATABASE_URL: databaseUrl,
      SANITY_PROJECT_ID: 'benchstartup',
      SANITY_API_HOST: 'http://127.0.0.1:4690',
      SANITY_WEBHOOK_SECRET: 'bench-startup-webhook-secret',
      SMTP_URL: 'smtp://127.0.0.1:2599',
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench',
      SELLER_COUNTRY: 'IE',
      INVOICE_SELLER_ADDRESS: 'Remapper|Dublin',
      TRUSTED_PROXIES: 'none',
      RENEWALS: 'off',
    };
    // The first start of each makes its data (migrations, the Content Lake's import): not a warm start.
    await startOnce(local);
    await startOnce(production);
    for (let run = 0; run < runs; run += 1) {
      const first = await startOnce(local);
      results.local.push(first.seconds);
      const second = await startOnce(production);
      results.production.push(second.seconds);
      shown ??= { local: first.headers, production: second.headers };
    }
  });
} finally {
  rmSync(data, { recursive: true, force: true });
}

const localMedian = median(results.local);
const productionMedian = median(results.production);
console.log(`Start-up to /api/health/live from a warm build (median of ${runs}):`);
console.log(
  `  local profile (PGlite, local Content Lake): ${localMedian.toFixed(2)} s  [${results.local.map((s) => s.toFixed(2)).join(', ')}]`,
);
console.log(
  `  production profile (PostgreSQL):           ${productionMedian.toFixed(2)} s  [${results.production.map((s) => s.toFixed(2)).join(', ')}]`,
);
console.log(`  production / local: ${(productionMedian / localMedian).toFixed(2)}`);
for (const [profile, byPath] of Object.entries(shown ?? {})) {
  for (const [pathname, lines] of Object.entries(byPath)) console.log(`\nHeaders of ${pathname} (${profile}):\n  ${lines.join('\n  ')}`);
}
