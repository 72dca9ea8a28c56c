// npm run bench:shop (issue 6 "Report"):
// - orders per second through checkout with the fake provider: BENCH_BUYERS (default 160) signed-in accounts
//   each buy a 1-year 2-PC plan, BENCH_CONNECTIONS at a time (a bounded load on loopback), every order the
//   two calls the pages make: POST /api/checkout (a pending order at the server's price), then POST
//   /api/payments/fake 'pay' (paid, granted, invoiced, in one transaction);
// - the p99 latency of GET /api/account/orders/{id}/invoice.pdf, for an English invoice (built-in Helvetica)
//   and a Chinese one (the CJK font, subset into each file), and of the payment history (GET
//   /api/account/orders) beside them.
// Uses a running server at BENCH_URL, which must be in the local profile (the activation mail in the outbox)
// with E2E_TEST_ROUTES=1 (the order seed) and TRUSTED_PROXIES=loopback, or starts the whole shop on spare ports so.
// BENCH_CONNECTIONS (default 8), BENCH_SECONDS (10).
import autocannon from 'autocannon';
import os from 'node:os';
import { benchTarget, inPool, percentile } from './lib/stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const buyerCount = Number(process.env.BENCH_BUYERS ?? 160);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PASSWORD = 'bench passphrase 2026';
const IP = `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const { base, origin, stop } = await benchTarget({
  port: '3295',
  lakeHttpPort: '4696',
  lakeHttpsPort: '4698',
  env: { E2E_TEST_ROUTES: '1' },
});

async function post(path, body, headers = {}) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': IP, ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return { body: JSON.parse(text), cookies: response.headers.getSetCookie() };
}

/** A confirmed, signed-in account with one paid order whose invoice names its buyer with `billing`. */
async function buyer(label, billing) {
  const email = `bench-shop-${label}-${Date.now().toString(36)}@example.com`;
  await post('/api/auth/sign-up', { email, password: PASSWORD, cpassword: PASSWORD, locale: 'zh-CN' });
  let link;
  for (let attempt = 0; attempt < 50 && !link; attempt++) {
    const outbox = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    link = outbox.mails?.[0]?.links?.find((href) => href.includes('/user/activate'));
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error(`no activation mail for ${email} (is the server in the local profile, asked on loopback?)`);
  await post('/api/auth/activate', { hash: new URL(link).searchParams.get('hash') });
  const signedIn = await post('/api/auth/sign-in', { email, password: PASSWORD });
  const cookie = signedIn.cookies.map((line) => line.split(';')[0]).join('; ');
  const order = await post('/api/e2e/orders', { email, billing }).catch((error) => {
    throw new Error(`${error.message} (is E2E_TEST_ROUTES=1 set on the server?)`);
  });
  return { cookie, orderId: order.body.order_id };
}

/** A confirmed, signed-in account that holds nothing yet, from its own client address. */
async function signedInBuyer(index) {
  const ip = `10.80.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const email = `bench-checkout-${index}-${Date.now().toString(36)}@example.com`;
  await post('/api/auth/sign-up', { email, password: PASSWORD, cpassword: PASSWORD, locale: 'en' }, { 'x-forwarded-for': ip });
  await post('/api/e2e/users', { email, confirmed: true });
  const signedIn = await post('/api/auth/sign-in', { email, password: PASSWORD }, { 'x-forwarded-for': ip });
  return { email, ip, cookie: signedIn.cookies.map((line) => line.split(';')[0]).join('; ') };
}

/** One order as the pages place it: checkout, then the fake provider's 'pay'. Returns its latency in ms. */
async function buyOnce({ email, ip, cookie }, index) {
  const started = performance.now();
  const headers = { cookie, 'x-forwarded-for': ip };
  const checkout = await post(
    '/api/checkout',
    {
      term: '1y',
      pcNum: 2,
      country: 'US',
      vatNumber: '',
      paymentMethod: 'card',
      email,
      recipientEmail: '',
      couponCode: '',
      autoRenew: false,
      idempotencyKey: `bench-${index}-${Date.now()}`,
      locale: 'en',
    },
    headers,
  );
  const paid = await post('/api/payments/fake', { order: checkout.body.order.id, action: 'pay', locale: 'en' }, headers);
  if (paid.body.status !== 'paid') throw new Error(`order ${checkout.body.order.id}: ${JSON.stringify(paid.body)}`);
  return performance.now() - started;
}

async function checkoutThroughput() {
  // Accounts first (Argon2id makes each sign-up and sign-in cost tens of milliseconds): not part of the measure.
  const buyers = await inPool(
    Array.from({ length: buyerCount }, (_, index) => index),
    4,
    (index) => signedInBuyer(index),
  );
  await buyOnce(buyers[0], 0); // warm the routes
  const started = performance.now();
  const latencies = await inPool(buyers.slice(1), connections, (buyer, index) => buyOnce(buyer, index + 1));
  const elapsed = (performance.now() - started) / 1000;
  return {
    measure: `checkout + fake payment (${connections} at a time)`,
    'orders/s': Number((latencies.length / elapsed).toFixed(1)),
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    'max ms': Math.round(Math.max(...latencies)),
    requests: latencies.length * 2,
  };
}

function cannon(url, cookie) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { cookie } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

try {
  // A Latin-only invoice draws with the PDF's built-in Helvetica; a Chinese one subsets the CJK font into the file.
  const latin = await buyer('en', {
    firstName: 'Mei',
    lastName: 'Lin',
    address: '1 Harbour Road',
    city: 'Cork',
    zip: 'T12 X2Y3',
    country: 'IE',
  });
  const chinese = await buyer('zh', {
    firstName: '美',
    lastName: '林',
    address: '人民路 1 号',
    city: '上海',
    zip: '200000',
    country: 'CN',
  });
  const targets = [
    ['GET /api/account/orders', `${base}/api/account/orders`, latin.cookie],
    ['GET .../invoice.pdf (en, Helvetica)', `${base}/api/account/orders/${latin.orderId}/invoice.pdf?locale=en`, latin.cookie],
    ['GET .../invoice.pdf (zh-CN, CJK font)', `${base}/api/account/orders/${chinese.orderId}/invoice.pdf?locale=zh-CN`, chinese.cookie],
  ];
  const rows = [await checkoutThroughput()];
  for (const [measure, url, cookie] of targets) {
    // One request first: the CJK font is parsed on first use, once per process.
    const warm = await fetch(url, { headers: { cookie } });
    if (!warm.ok) throw new Error(`${measure}: ${warm.status} ${await warm.text()}`);
    const size = (await warm.arrayBuffer()).byteLength;
    const result = await cannon(url, cookie);
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${measure}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    rows.push({
      measure: `${measure} (${connections} connections, ${seconds} s)`,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      requests: result.requests.total,
      'bytes each': size,
    });
  }
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.table(rows);
} finally {
  stop();
}
