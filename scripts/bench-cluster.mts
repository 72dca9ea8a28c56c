// npm run bench:cluster (issue 15): three instances of the existing build behind nginx with the shipped rules, on
// PostgreSQL (tests/cluster/cluster.ts), measured in one run:
// (1) `/` through nginx against nginx serving the same bytes from a file;
// (2) GET /api/account/licenses through nginx with 1 and with 3 instances;
// (3) publish-to-live on every instance and through nginx, median and max of 10 publishes.
// Needs what `npm run test:cluster` needs (a build, PostgreSQL, nginx). Ratios mean more than the figures: on a
// 2-core machine the instances, nginx, PostgreSQL and the load generator share the cores.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from '@/lib/auth/password';
import { grantPlan } from '@/lib/commerce/grants';
import { createDb } from '@/lib/db/client';
import { appTokens } from '@/lib/db/schema';
import { newSecret, sha256Hex } from '@/lib/memberships/secrets';
import { makeUser } from '@/tests/integration/shop-fixtures';
import { freePort } from '@/tests/support/free-port';
import { pageTitle, publish, SITE, startCluster } from '@/tests/cluster/cluster';

process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;

async function rate(url: string, headers: Record<string, string> = {}, connections = CONNECTIONS) {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const cluster = await startCluster({ instances: 3, env: { RENEWALS: 'off' } });
const staticDir = mkdtempSync(path.join(os.tmpdir(), 'remapper-static-'));
let staticNginx: ReturnType<typeof spawn> | undefined;
try {
  // (1) The home page through the shipped config, beside nginx serving the same bytes from disk.
  const home = await (await fetch(`${cluster.url}/`)).text();
  writeFileSync(path.join(staticDir, 'index.html'), home);
  const staticPort = await freePort();
  const conf = path.join(staticDir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off; worker_processes 2; pid ${staticDir}/nginx.pid; error_log ${staticDir}/error.log warn; ${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${staticDir}; proxy_temp_path ${staticDir}; fastcgi_temp_path ${staticDir}; uwsgi_temp_path ${staticDir}; scgi_temp_path ${staticDir};
  server { listen 127.0.0.1:${staticPort}; root ${staticDir}; location = / { default_type text/html; try_files /index.html =404; } } }`,
  );
  staticNginx = spawn('/usr/sbin/nginx', ['-c', conf, '-p', staticDir, '-e', `${staticDir}/error.log`], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const proxied = await rate(`${cluster.url}/`);
  const fromFile = await rate(`http://127.0.0.1:${staticPort}/`);
  console.log(`/ through nginx's cache: ${proxied.rps.toFixed(0)} req/s (p99 ${proxied.p99} ms, ${proxied.failed} failed)`);
  console.log(`/ as a file from nginx:  ${fromFile.rps.toFixed(0)} req/s (p99 ${fromFile.p99} ms)`);
  console.log(`ratio: ${((proxied.rps / fromFile.rps) * 100).toFixed(1)} %`);

  // (2) A signed-in API read with 2 PCs, through nginx, on 1 and on 3 instances.
  const handle = createDb({ databaseUrl: cluster.databaseUrl, poolSize: 2 });
  const password = 'a long enough password 1';
  const user = await makeUser(handle.db, { passwordHash: await hashPassword(password) });
  await grantPlan(handle.db, { userId: user.id, plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 }, now: new Date() });
  const token = newSecret();
  await handle.db.insert(appTokens).values({ userId: user.id, tokenHash: sha256Hex(token), deviceName: 'Bench PC' });
  await handle.close();
  for (let pc = 0; pc < 2; pc++) {
    await fetch(`${cluster.url}/api/app/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ device_id: `bench-pc-${pc}`, device_name: `PC ${pc}`, version: '6.4.0' }),
    });
  }
  const signIn = await fetch(`${cluster.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify({ email: user.email, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const licenses = `${cluster.url}/api/account/licenses`;
  await cluster.routeTo(cluster.instances.slice(0, 1));
  const one = await rate(licenses, { cookie }, 16);
  await cluster.routeTo(cluster.instances);
  const three = await rate(licenses, { cookie }, 16);
  console.log(
    `GET /api/account/licenses, 16 connections: 1 instance ${one.rps.toFixed(0)} req/s (p99 ${one.p99} ms, ${one.failed} failed), ` +
      `3 instances ${three.rps.toFixed(0)} req/s (p99 ${three.p99} ms, ${three.failed} failed): x${(three.rps / one.rps).toFixed(2)}`,
  );

  // (3) Publish-to-live, on every instance and through nginx.
  const urls = [...cluster.instances.map((instance) => `${instance.url}/`), `${cluster.url}/`];
  const seconds: number[] = [];
  for (let run = 1; run <= 10; run++) {
    const title = `Remapper (cluster benchmark ${run}, ${Date.now()})`;
    const started = performance.now();
    await publish(cluster.lake, 'seo-home', { 'title.en': title });
    const pending = new Set(urls);
    while (pending.size > 0) {
      if (performance.now() - started > 30_000) throw new Error(`run ${run}: not live everywhere after 30 s`);
      await Promise.all([...pending].map(async (url) => ((await pageTitle(url)) === title ? pending.delete(url) : undefined)));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    seconds.push((performance.now() - started) / 1000);
  }
  console.log(
    `publish-to-live on 3 instances and nginx, 10 publishes: median ${median(seconds).toFixed(2)} s, max ${Math.max(...seconds).toFixed(2)} s`,
  );
  console.log(`cores: ${os.cpus().length}; nginx ${spawnSync('/usr/sbin/nginx', ['-v'], { encoding: 'utf8' }).stderr.trim()}`);
} finally {
  staticNginx?.kill('SIGQUIT');
  await cluster.stop();
  rmSync(staticDir, { recursive: true, force: true });
}
