// npm run bench:memberships (the memberships issue's "Report"), under a bounded load on loopback:
// - activations per second: BENCH_ACCOUNTS (default 30) accounts with a 5-PC plan, each with the desktop
//   program's token, activate 5 new PCs each, BENCH_CONNECTIONS at a time (every activation a transaction
//   under the account's lock that takes a free slot);
// - the p99 of GET /api/account/licenses for an account with 10 instances (5 on its subscription, 5 on a
//   legacy licence);
// - a bare route handler (GET /api/e2e/bare) in the same run, for the framework's own cost, and beside it
//   GET /api/health/live and the public price answers (issue 16: GET /api/currency and
//   GET /api/subscription-prices, served from the process's price cache), each with its rate as a share of
//   the bare handler's (the median of BENCH_ROUNDS rounds, each set against its own round's bare handler).
// Uses a running production server at BENCH_URL with E2E_TEST_ROUTES=1, or starts the shop on spare ports (on
// PostgreSQL when DATABASE_URL names a database, as the production profile runs; else on PGlite).
import autocannon from 'autocannon';
import os from 'node:os';
import { benchTarget, inPool, median, percentile, saveRows } from './lib/stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const roundCount = Number(process.env.BENCH_ROUNDS ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const accountCount = Number(process.env.BENCH_ACCOUNTS ?? 30);
const PASSWORD = 'bench passphrase 2026';

const { base, origin, stop } = await benchTarget({
  port: '3296',
  lakeHttpPort: '4697',
  lakeHttpsPort: '4699',
  env: { E2E_TEST_ROUTES: '1', RENEWALS: 'off' },
});

async function call(path, { body, headers = {}, method } = {}) {
  const response = await fetch(base + path, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { origin, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, cookies: response.headers.getSetCookie() };
}

async function must(path, options, expected = [200, 201]) {
  const answer = await call(path, options);
  if (!expected.includes(answer.status)) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** A confirmed, signed-in account holding a paid 1-year 5-PC plan, and a desktop-program token for it. */
async function accountWithToken(index) {
  const ip = `10.81.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const email = `bench-app-${index}-${Date.now().toString(36)}@example.com`;
  const headers = { 'x-forwarded-for': ip };
  await must('/api/auth/sign-up', { body: { email, password: PASSWORD, cpassword: PASSWORD, locale: 'en' }, headers });
  await must('/api/e2e/users', { body: { email, confirmed: true } });
  const signedIn = await must('/api/auth/sign-in', { body: { email, password: PASSWORD }, headers });
  const cookie = signedIn.cookies.map((line) => line.split(';')[0]).join('; ');
  await must('/api/e2e/orders', { body: { email, plan: { kind: 'subscription', periodMonths: 12, pcNum: 5 } } });
  const started = await must('/api/app/authorize', { body: { device_name: 'Bench PC', version: '6.4.0' }, headers });
  await must('/api/account/authorize-app', {
    body: { request_id: started.body.request_id, decision: 'approve' },
    headers: { ...headers, cookie },
  });
  const polled = await must(`/api/app/authorize/${started.body.request_id}`, {
    headers: { ...headers, 'x-poll-secret': started.body.poll_secret },
  });
  if (!polled.body.token) throw new Error(`no token: ${JSON.stringify(polled.body)}`);
  return { email, cookie, token: polled.body.token };
}

function activate(token, deviceId) {
  return must('/api/app/activate', {
    body: { device_id: deviceId, device_name: `PC ${deviceId.slice(-4)}`, version: '6.4.0' },
    headers: { authorization: `Bearer ${token}` },
  });
}

function cannon(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

try {
  const accounts = await inPool(
    Array.from({ length: accountCount }, (_, index) => index),
    4,
    (index) => accountWithToken(index),
  );
  // Every account activates 5 PCs, in a shuffled order, BENCH_CONNECTIONS at a time.
  const jobs = accounts.flatMap((account, a) =>
    Array.from({ length: 5 }, (_, pc) => ({ token: account.token, deviceId: `bench-device-${a}-${pc}-${Date.now().toString(36)}` })),
  );
  jobs.sort(() => Math.random() - 0.5);
  const started = performance.now();
  const latencies = await inPool(jobs, connections, async (job) => {
    const begin = performance.now();
    await activate(job.token, job.deviceId);
    return performance.now() - begin;
  });
  const elapsed = (performance.now() - started) / 1000;
  const rows = [
    {
      measure: `POST /api/app/activate, new PCs (${connections} at a time)`,
      'per s': Number((latencies.length / elapsed).toFixed(1)),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p99 ms': Math.round(percentile(latencies, 99)),
      requests: latencies.length,
    },
  ];

  const BARE = 'GET /api/e2e/bare (a bare route handler)';
  const targets = [
    [BARE, `${base}/api/e2e/bare`, {}],
    ['GET /api/health/live', `${base}/api/health/live`, {}],
    ['GET /api/currency?country_code=DE', `${base}/api/currency?country_code=DE`, {}],
    ['GET /api/subscription-prices?country_code=DE', `${base}/api/subscription-prices?country_code=DE`, {}],
  ];
  const [first] = accounts;
  // 5 PCs on its subscription (above) and 5 on a legacy licence beside it.
  await must('/api/e2e/licenses', {
    body: { email: first.email, instancesNum: 5, devices: ['Old PC 1', 'Old PC 2', 'Old PC 3', 'Old PC 4', 'Old PC 5'] },
  });
  const licenses = await must('/api/account/licenses', { headers: { cookie: first.cookie } });
  const count =
    licenses.body.subscription.instances.length + licenses.body.licenses.reduce((sum, licence) => sum + licence.instances.length, 0);
  if (count !== 10) throw new Error(`the account lists ${count} instances, not 10`);
  // BENCH_ROUNDS rounds of the targets in turn: on a machine with other work, each round's rates are set against
  // that round's bare handler (measured just before them), and the medians of the rounds are shown. The licence list
  // comes right after the bare handler in every round: measured once, after the rounds, its share of the bare
  // handler's rate moved by 10 points between runs of one build (issue 16).
  const licenceList = ['GET /api/account/licenses (10 instances)', `${base}/api/account/licenses`, { cookie: first.cookie }];
  const roundTargets = [targets[0], licenceList, ...targets.slice(1)];
  const rounds = Array.from({ length: roundCount }, () => roundTargets);
  const results = new Map(rounds.flat().map(([measure]) => [measure, []]));
  let bareRate = 0;
  for (const round of rounds) {
    for (const [measure, url, headers] of round) {
      const result = await cannon(url, headers);
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${measure}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      if (measure === BARE) bareRate = result.requests.average;
      results.get(measure).push({ result, ofBare: bareRate && result.requests.average / bareRate });
    }
  }
  for (const [measure, measured] of results) {
    const middle = (pick) => median(measured.map(pick));
    rows.push({
      measure: `${measure} (${connections} connections, ${measured.length > 1 ? `${measured.length} x ` : ''}${seconds} s)`,
      'per s': Math.round(middle(({ result }) => result.requests.average)),
      'of bare': `${Math.round(100 * middle(({ ofBare }) => ofBare))} %`,
      'p50 ms': middle(({ result }) => result.latency.p50),
      'p99 ms': middle(({ result }) => result.latency.p99),
      requests: measured.reduce((sum, { result }) => sum + result.requests.total, 0),
    });
  }
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.table(rows);
  saveRows(rows);
} finally {
  stop();
}
