// npm run bench:auth (issue 5 "Report"): sign-ins per second on this machine under a bounded load on loopback,
// and the p99 latency of GET /api/account/oauth-list for a signed-in user.
// Uses a running server at BENCH_URL (in the local profile, so its outbox is on, with TRUSTED_PROXIES=loopback), or starts the whole shop on spare
// ports. BENCH_SIGNIN_CONNECTIONS (default 4: Argon2 is CPU-bound, more only queues), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (50, for oauth-list), BENCH_USERS (20).
import autocannon from 'autocannon';
import os from 'node:os';
import { benchTarget } from './lib/stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const signInConnections = Number(process.env.BENCH_SIGNIN_CONNECTIONS ?? 4);
const listConnections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const userCount = Number(process.env.BENCH_USERS ?? 20);
const PASSWORD = 'bench passphrase 2026';

const { base, origin, stop } = await benchTarget({ port: '3290', lakeHttpPort: '4691', lakeHttpsPort: '4693' });
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

try {
  const emails = await createUsers(userCount);
  let next = 0;
  const signIns = await cannon({
    url: `${base}/api/auth/sign-in`,
    connections: signInConnections,
    requests: [
      {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: emails[next++ % emails.length], password: PASSWORD }) }),
      },
    ],
  });
  if (signIns.non2xx > 0) throw new Error(`${signIns.non2xx} sign-ins were refused`);

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
  console.table([
    {
      measure: `POST /api/auth/sign-in (${signInConnections} connections, ${seconds} s)`,
      'req/s': Math.round(signIns.requests.average),
      'p50 ms': signIns.latency.p50,
      'p99 ms': signIns.latency.p99,
      requests: signIns.requests.total,
    },
    {
      measure: `GET /api/account/oauth-list (${listConnections} connections, ${seconds} s)`,
      'req/s': Math.round(list.requests.average),
      'p50 ms': list.latency.p50,
      'p99 ms': list.latency.p99,
      requests: list.requests.total,
    },
  ]);
} finally {
  stop();
}
