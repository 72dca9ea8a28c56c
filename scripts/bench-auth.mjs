// npm run bench:auth (issue 5 "Report", issue 16 "Sign-in bounded by Argon2id alone"): sign-ins per second on this
// machine under a bounded load on loopback, beside Argon2id alone in the same run: POST /api/e2e/password-verify, one
// verify with the app's parameters behind the same Origin and body checks as sign-in, with the same connections, in the
// same server process (so the same libuv threadpool); sign-in's rate is shown as a share of it. Then the p99 latency of
// GET /api/account/oauth-list for a signed-in user.
// Uses a running server at BENCH_URL (in the local profile, so its outbox is on, with TRUSTED_PROXIES=loopback and
// E2E_TEST_ROUTES=1), or starts the whole shop on spare ports. BENCH_SIGNIN_CONNECTIONS (default 4: Argon2 is
// CPU-bound, more only queues), BENCH_SECONDS (10), BENCH_ROUNDS (1: rounds of hashing alone then sign-in, each
// sign-in set against its own round's hashing, medians shown), BENCH_CONNECTIONS (50, for oauth-list), BENCH_USERS (20).
// BENCH_AUTH_HASHING=absent measures sign-in alone, against a build without that route (before issue 16).
// BENCH_SERVER_PID (the serving process, remapper-serve.mjs, on this machine) adds its CPU time per request.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { benchTarget, median, saveRows } from './lib/stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const roundCount = Number(process.env.BENCH_ROUNDS ?? 1);
const signInConnections = Number(process.env.BENCH_SIGNIN_CONNECTIONS ?? 4);
const listConnections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const userCount = Number(process.env.BENCH_USERS ?? 20);
const PASSWORD = 'bench passphrase 2026';
/** /proc's clock ticks per second (getconf CLK_TCK) on Linux. */
const CLOCK_TICKS = 100;

const { base, origin, stop } = await benchTarget({
  port: '3290',
  lakeHttpPort: '4691',
  lakeHttpsPort: '4693',
  env: { E2E_TEST_ROUTES: '1' },
});
const run = Date.now().toString(36);

async function post(path, body, ip) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), cookies: response.headers.getSetCookie() };
}

/** Signs up and activates `count` accounts, each from its own address (sign-ups are limited per address). */
async function createUsers(count) {
  const emails = [];
  for (let index = 0; index < count; index++) {
    const email = `bench-${run}-${index}@example.com`;
    const ip = `10.77.${Math.floor(index / 200)}.${index % 200}`;
    const created = await post('/api/auth/sign-up', { email, password: PASSWORD, cpassword: PASSWORD }, ip);
    if (created.status !== 201) throw new Error(`sign-up ${email}: ${created.status} ${JSON.stringify(created.body)}`);
    let link;
    for (let attempt = 0; attempt < 50 && !link; attempt++) {
      const outbox = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
      link = outbox.mails?.[0]?.links?.find((href) => href.includes('/user/activate'));
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!link) throw new Error(`no activation mail for ${email} (is the server in the local profile, asked on loopback?)`);
    const activated = await post('/api/auth/activate', { hash: new URL(link).searchParams.get('hash') }, ip);
    if (activated.body.status !== 'confirmed') throw new Error(`activate ${email}: ${JSON.stringify(activated.body)}`);
    emails.push(email);
  }
  return emails;
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * The serving process's CPU time so far in ms (user and system, every thread: Argon2id runs on libuv's), when
 * BENCH_SERVER_PID names it: on a machine whose speed swings between runs, CPU per request is the steadier figure.
 */
function serverCpuMs() {
  const pid = process.env.BENCH_SERVER_PID;
  if (!pid) return undefined;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** `connections` POSTs to `path` for the run's seconds, each body made by `body()`; throws on any refusal. */
async function posting(path, body) {
  const cpuBefore = serverCpuMs();
  const result = await cannon({
    url: `${base}${path}`,
    connections: signInConnections,
    requests: [
      {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`POST ${path}: ${result.non2xx} refused, ${result.errors} errors`);
  if (cpuBefore !== undefined) result.cpuMsPerRequest = (serverCpuMs() - cpuBefore) / result.requests.total;
  return result;
}

try {
  const emails = await createUsers(userCount);
  // A build from before issue 16 has no such route (npm run bench:before-after measures one): its sign-in alone.
  const withHashing = process.env.BENCH_AUTH_HASHING !== 'absent';
  if (withHashing) {
    const verify = await post('/api/e2e/password-verify', { password: PASSWORD }, '10.78.0.1');
    if (verify.status !== 200)
      throw new Error(
        `POST /api/e2e/password-verify: ${verify.status} (is E2E_TEST_ROUTES=1 set? BENCH_AUTH_HASHING=absent for a build without it)`,
      );
  }
  let next = 0;
  const hashing = [];
  const signIns = [];
  for (let round = 0; round < roundCount; round++) {
    if (withHashing) hashing.push(await posting('/api/e2e/password-verify', () => ({ password: PASSWORD })));
    signIns.push(await posting('/api/auth/sign-in', () => ({ email: emails[next++ % emails.length], password: PASSWORD })));
  }

  const signedIn = await post('/api/auth/sign-in', { email: emails[0], password: PASSWORD }, '10.78.0.2');
  const cookie = signedIn.cookies.map((line) => line.split(';')[0]).join('; ');
  const list = await cannon({ url: `${base}/api/account/oauth-list`, connections: listConnections, headers: { cookie } });
  if (list.non2xx > 0) throw new Error(`${list.non2xx} oauth-list requests failed`);

  console.log(
    `Machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  const middle = (results, pick) => median(results.map(pick));
  const timed = (results) => ({
    'req/s': Math.round(middle(results, (result) => result.requests.average)),
    'p50 ms': middle(results, (result) => result.latency.p50),
    'p99 ms': middle(results, (result) => result.latency.p99),
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    ...(results[0].cpuMsPerRequest !== undefined && {
      'server CPU ms': Number(middle(results, (result) => result.cpuMsPerRequest).toFixed(1)),
    }),
  });
  const during = `${signInConnections} connections, ${roundCount > 1 ? `${roundCount} x ` : ''}${seconds} s`;
  const rows = [
    {
      measure: `POST /api/auth/sign-in (${during})`,
      ...timed(signIns),
      ...(withHashing && {
        'of hashing': `${Math.round(100 * median(signIns.map((result, round) => result.requests.average / hashing[round].requests.average)))} %`,
      }),
    },
    {
      measure: `GET /api/account/oauth-list (${listConnections} connections, ${seconds} s)`,
      ...timed([list]),
    },
  ];
  if (withHashing)
    rows.unshift({ measure: `POST /api/e2e/password-verify: Argon2id alone (${during})`, ...timed(hashing), 'of hashing': '100 %' });
  console.table(rows);
  saveRows(rows);
} finally {
  stop();
}
