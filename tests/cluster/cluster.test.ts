import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { addMonths } from '@/lib/commerce/calendar';
import { grantPlan } from '@/lib/commerce/grants';
import { createOrder } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import { createDb } from '@/lib/db/client';
import { appTokens, instances, mailMessages, prices, renewals, sessions } from '@/lib/db/schema';
import { createSession, sessionCookieName } from '@/lib/auth/sessions';
import { newSecret, sha256Hex } from '@/lib/memberships/secrets';
import { makeUser } from '@/tests/integration/shop-fixtures';
import { SETTLE_MIN_MS } from '@/lib/content/publish-settle';
import { type Cluster, pageTitle, publish, SITE, startCluster } from './cluster';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in';

// Issue 15: three instances of one build behind nginx with the shipped config, on one PostgreSQL database.

let cluster: Cluster;
let stripe: StripeStandIn;

/** On a failure, what the instances and nginx said (their last lines). */
function showLogsOnFailure() {
  onTestFailed(() => {
    for (const instance of cluster.instances) console.error(`--- ${instance.name}:\n${instance.output().slice(-4_000)}`);
    console.error(`--- nginx:\n${cluster.nginxLog()}`);
  });
}
beforeAll(async () => {
  stripe = await startStripeStandIn();
  // Every instance runs its renewal worker, every second.
  cluster = await startCluster({ instances: 3, env: { STRIPE_API_URL: stripe.url, RENEWALS_INTERVAL_MS: '1000' } });
}, 600_000);
afterAll(async () => {
  await cluster?.stop();
  await stripe?.close();
}, 120_000);

const json = { 'content-type': 'application/json', origin: SITE };

/** Polls until every URL's title is `title`; resolves to the milliseconds that took. */
async function everywhere(urls: string[], title: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  const pending = new Set(urls);
  while (pending.size > 0) {
    if (performance.now() - started > timeoutMs) {
      const seen = await Promise.all([...pending].map(async (url) => `${url}: ${await pageTitle(url)}`));
      throw new Error(`not live after ${timeoutMs} ms:\n${seen.join('\n')}`);
    }
    await Promise.all(
      [...pending].map(async (url) => {
        if ((await pageTitle(url)) === title) pending.delete(url);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

describe('a publish', () => {
  it('is served by every instance, and through nginx, within 2 s', async () => {
    showLogsOnFailure();
    const instances = cluster.instances.map((instance) => `${instance.url}/`);
    const nginx = `${cluster.url}/`;
    // Every page cached everywhere first, as on a shop with visitors.
    for (const url of [...instances, nginx]) await pageTitle(url);
    // And a shop that has published since its instances started: the first publish after a start runs every step of
    // the way for the first time in each process (the relay, the expiry, a render of the page anew), which on a slow
    // 2-core machine running all three instances took 1.9-3.0 s, a warm publish 0.6-0.7 s. It must arrive, not in 2 s.
    const warmUp = `Remapper, the first publish in the cluster (${Date.now()})`;
    await publish(cluster.lake, 'seo-home', { 'title.en': warmUp });
    await Promise.all([everywhere(instances, warmUp, 15_000), everywhere([nginx], warmUp, 15_000)]);
    for (const run of [1, 2]) {
      const title = `Remapper, published in the cluster test (${run}, ${Date.now()})`;
      await publish(cluster.lake, 'seo-home', { 'title.en': title });
      const [onInstances, throughNginx] = await Promise.all([everywhere(instances, title, 2_000), everywhere([nginx], title, 2_000)]);
      expect(onInstances).toBeLessThan(2_000);
      // nginx keeps a page 0.5 to 1.5 s (lib/http/shared-cache.ts), then refreshes it in the background.
      expect(throughNginx).toBeLessThan(2_000);
    }
  });

  it('is not lost to a render begun before it: that render is stored, then expired again', async () => {
    showLogsOnFailure();
    const [instance] = cluster.instances;
    const [english, chinese] = [`${instance!.url}/`, `${instance!.url}/zh-CN`];
    const stamp = Date.now();
    const titles = (step: string) => ({ 'title.en': `Remapper, ${step} (${stamp})`, 'title.zh_CN': `Remapper，${step}（${stamp}）` });
    const read = titles('read by a held render');
    await publish(cluster.lake, 'seo-home', read);
    // The Chinese home page shows the publish once this instance has expired the tags, without rendering `/`.
    await everywhere([chinese], read['title.zh_CN'], 10_000);

    // A visitor's render of `/` reads the home's SEO entry; its answer is held on the way back to the instance.
    cluster.lakeProxy.hold(({ url }) => url.includes('seoEntry') && url.includes('$url="/"') && url.includes('$locale="en"'));
    const visit = pageTitle(english);
    await cluster.lakeProxy.held(1);
    cluster.lakeProxy.stopHolding();

    // Published while that render is in flight, and expired on this instance before the render is stored.
    const published = titles('published during a render');
    await publish(cluster.lake, 'seo-home', published);
    await everywhere([chinese], published['title.zh_CN'], 10_000);
    cluster.lakeProxy.release();
    expect(await visit).toBe(read['title.en']);

    // The render began before the publish, so its page is expired again once it has been stored.
    const live = await everywhere([english], published['title.en'], SETTLE_MIN_MS + 5_000);
    expect(live).toBeLessThan(SETTLE_MIN_MS + 5_000);
  });

  it('is served by an instance started after it, on its first request', async () => {
    const title = `Remapper, published before a start (${Date.now()})`;
    await publish(cluster.lake, 'seo-home', { 'title.en': title });
    const late = await cluster.startInstance('late instance');
    try {
      expect(await pageTitle(`${late.url}/`)).toBe(title);
    } finally {
      await late.stop();
    }
  }, 240_000);
});

describe('a staff price change', () => {
  it('made through one instance is served by the others at once (the publish relay expires the prices there)', async () => {
    showLogsOnFailure();
    const handle = createDb({ databaseUrl: cluster.databaseUrl, poolSize: 2 });
    const [row] = await handle.db
      .select()
      .from(prices)
      .where(and(eq(prices.currencyCode, 'USD'), eq(prices.kind, 'lifetime'), eq(prices.pcNum, 1)));
    const staff = await makeUser(handle.db, { isStaff: true });
    const { token, session } = await createSession(handle.db, staff.id);
    await handle.db.update(sessions).set({ staffVerifiedAt: new Date(), staffSeenAt: new Date() }).where(eq(sessions.id, session.id));
    // The cluster's site is https://, so its session cookie is the __Host- one.
    const setPrice = (instance: Cluster['instances'][number], price: string, priceOld: string) =>
      fetch(`${instance.url}/api/staff/prices/${row!.id}`, {
        method: 'POST',
        headers: { ...json, cookie: `${sessionCookieName({ production: true })}=${token}` },
        body: JSON.stringify({ price, price_old: priceOld }),
      });
    try {
      // The checkout (its prices from the cached price list), the home page (prerendered with them and with the
      // lifetime price in its structured data, read hourly) and the price answers each instance holds in memory
      // (issue 16), cached on every instance first, as on a shop with visitors.
      const pages = cluster.instances.flatMap((instance) => [
        `${instance.url}/checkout?term=lifetime&pc=1`,
        `${instance.url}/`,
        `${instance.url}/api/subscription-prices?country_code=US`,
      ]);
      const shows = async (url: string) => {
        const html = await (await fetch(url)).text();
        return html.includes('123.45') || html.includes('12345');
      };
      for (const url of pages) expect(await shows(url), url).toBe(false);
      const changed = await setPrice(cluster.instances[0]!, '123.45', '150.00');
      expect(changed.status).toBe(200);
      const started = performance.now();
      const pending = new Set(pages);
      while (pending.size > 0 && performance.now() - started < 2_000) {
        await Promise.all([...pending].map(async (url) => ((await shows(url)) ? pending.delete(url) : undefined)));
      }
      expect([...pending]).toEqual([]);
    } finally {
      // Put back through the staff route, so every instance's prices expire again.
      try {
        const restored = await setPrice(
          cluster.instances[1]!,
          (row!.amount / 100).toFixed(2),
          row!.amountOld === null ? '' : (row!.amountOld / 100).toFixed(2),
        );
        expect(restored.status).toBe(200);
      } finally {
        await handle.close();
      }
    }
  }, 60_000);
});

describe('one build, many instances', () => {
  it('every instance serves with the deployment id its build recorded', async () => {
    const id = readFileSync('.next/remapper-deployment-id', 'utf8').trim();
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const instance of cluster.instances) {
      const home = await (await fetch(`${instance.url}/`)).text();
      expect(home).toContain(`data-dpl-id="${id}"`);
      expect(home).toMatch(new RegExp(`/_next/static/[^"]+\\.js\\?dpl=${id}"`));
    }
  });

  it("an instance told another deployment id than its build's refuses to start, and says why", async () => {
    await expect(cluster.startInstance('another deployment', { NEXT_DEPLOYMENT_ID: 'another-build' })).rejects.toThrow(
      /NEXT_DEPLOYMENT_ID is "another-build" but the build in \.next is deployment/,
    );
  }, 120_000);
});

describe('the shipped nginx config', () => {
  it('deploy/nginx/nginx.conf, the whole example, is one nginx accepts (with a certificate of its own)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'remapper-nginx-example-'));
    try {
      const certificate = spawnSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=shop.example',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
        ],
        { encoding: 'utf8' },
      );
      expect(certificate.status, `openssl is needed (sudo apt-get install -y openssl): ${certificate.stderr}`).toBe(0);
      const example = readFileSync('deploy/nginx/nginx.conf', 'utf8')
        .replace('/etc/ssl/shop.example/fullchain.pem', path.join(dir, 'cert.pem'))
        .replace('/etc/ssl/shop.example/privkey.pem', path.join(dir, 'key.pem'))
        .replace('/var/cache/nginx/remapper', path.join(dir, 'cache'))
        .replace('include mime.types;', 'include /etc/nginx/mime.types;')
        .replace('include remapper-proxy.conf;', `include ${path.resolve('deploy/nginx/remapper-proxy.conf')};`);
      writeFileSync(path.join(dir, 'nginx.conf'), example);
      const check = spawnSync('/usr/sbin/nginx', ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')], {
        encoding: 'utf8',
      });
      expect(check.stderr).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('through nginx', () => {
  it('a public page is a cache hit on the second request, and sets no cookie', async () => {
    const path = `/?cache-check=${Date.now()}`;
    const first = await fetch(`${cluster.url}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const second = await fetch(`${cluster.url}${path}`);
    // Answered from nginx's cache: fresh, or already past the page's 0.5-1.5 s (the app's X-Accel-Expires is a whole
    // second) when the first answer's render took that long, as it did once on a slow 2-core machine.
    expect(['HIT', 'STALE']).toContain(second.headers.get('x-cache-status'));
    for (const response of [first, second]) {
      expect(response.headers.getSetCookie()).toStrictEqual([]);
      expect(response.headers.get('link')).toBeNull();
      expect(response.headers.get('cache-control')).toContain('s-maxage=1');
      // nginx's own expiry is for nginx: it reads it and passes it on to no one.
      expect(response.headers.get('x-accel-expires')).toBeNull();
    }
  });

  it('stores nothing personal: API answers and account pages always reach an instance', async () => {
    for (const path of ['/api/health/live', '/account/profile', '/zh-CN/checkout']) {
      await fetch(`${cluster.url}${path}`);
      const again = await fetch(`${cluster.url}${path}`, { redirect: 'manual' });
      expect([null, 'BYPASS', 'MISS']).toContain(again.headers.get('x-cache-status'));
    }
  });
});

describe('accounts across instances', () => {
  const email = `cluster-${Date.now()}@example.com`;
  const password = 'a long enough password 1';

  it('a session made through one instance is valid on the others', async () => {
    const [one, two, three] = cluster.instances;
    const signUp = await fetch(`${one!.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password, cpassword: password, locale: 'en' }),
    });
    expect(signUp.status).toBe(201);
    await expect.poll(() => cluster.mails.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const mail = await simpleParser(cluster.mails.at(-1)!);
    const hash = /\/user\/activate\?hash=([\w-]+)/.exec(mail.text ?? '')?.[1];
    expect(hash, mail.text).toBeDefined();
    const activate = await fetch(`${two!.url}/api/auth/activate`, { method: 'POST', headers: json, body: JSON.stringify({ hash }) });
    expect(await activate.json()).toStrictEqual({ status: 'confirmed' });
    const signIn = await fetch(`${three!.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    for (const instance of cluster.instances) {
      const profile = await fetch(`${instance.url}/api/account/profile`, { headers: { cookie } });
      expect(profile.status, instance.name).toBe(200);
      expect(JSON.stringify(await profile.json())).toContain(email);
    }
  });

  it('shares the sign-in failure budget (100 an hour): failures spread over three instances, the 101st is refused', async () => {
    const wrong = JSON.stringify({ email, password: 'not the password at all' });
    // spec 8: error code 1 is a wrong address or password, 6 too many attempts.
    const errorCode = async (instance: (typeof cluster.instances)[number]) => {
      const response = await fetch(`${instance.url}/api/auth/sign-in`, { method: 'POST', headers: json, body: wrong });
      return ((await response.json()) as { error_code?: number }).error_code;
    };
    for (let attempt = 0; attempt < 100; attempt++) {
      const instance = cluster.instances[attempt % cluster.instances.length]!;
      expect(await errorCode(instance), `attempt ${attempt + 1} on ${instance.name}`).toBe(1);
    }
    for (const instance of cluster.instances) expect(await errorCode(instance), instance.name).toBe(6);
  }, 180_000);
});

describe('PC activations across instances', () => {
  it('50 at once against a 2-PC plan, spread over three instances, give exactly 2 PCs', async () => {
    const handle = createDb({ databaseUrl: cluster.databaseUrl, poolSize: 2 });
    try {
      const user = await makeUser(handle.db);
      const token = newSecret();
      await handle.db.insert(appTokens).values({ userId: user.id, tokenHash: sha256Hex(token), deviceName: 'Cluster PC' });
      const granted = await grantPlan(handle.db, {
        userId: user.id,
        plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 },
        now: new Date(),
      });
      expect(granted.kind).toBe('granted');
      const statuses = await Promise.all(
        Array.from({ length: 50 }, async (_, index) => {
          const instance = cluster.instances[index % cluster.instances.length]!;
          const response = await fetch(`${instance.url}/api/app/activate`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ device_id: `cluster-pc-${index}`, device_name: `PC ${index}`, version: '6.4.0' }),
          });
          return response.status;
        }),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(2);
      expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
      expect(await handle.db.$count(instances, and(eq(instances.userId, user.id), eq(instances.status, 'active')))).toBe(2);
    } finally {
      await handle.close();
    }
  });
});

describe('renewals across instances', () => {
  it('the renewal workers of all three, one renewal due: one charge, one mail', async () => {
    showLogsOnFailure();
    const handle = createDb({ databaseUrl: cluster.databaseUrl, poolSize: 2 });
    try {
      const buyer = await makeUser(handle.db);
      // A yearly auto-renewing subscription whose term ends in 6 hours: its first attempt is due now.
      const paidAt = addMonths(new Date(Date.now() + 6 * 60 * 60 * 1000), -12);
      const created = await createOrder(handle.db, {
        buyerUserId: buyer.id,
        idempotencyKey: randomUUID(),
        plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 },
        country: 'US',
        paymentMethod: 'card',
        provider: 'stripe',
        autoRenew: true,
        now: paidAt,
      });
      if (created.kind !== 'created') throw new Error(created.kind);
      const paid = await markOrderPaid(handle.db, {
        orderId: created.order.id,
        provider: 'stripe',
        amount: created.order.total,
        currency: 'USD',
        paidAt,
        providerPaymentId: 'pi_first',
        providerCustomerId: 'cus_cluster',
      });
      expect(paid.kind).toBe('paid');
      if (paid.kind !== 'paid' || paid.membershipId === null) return;
      const renewalMails = () => handle.db.$count(mailMessages, and(eq(mailMessages.to, buyer.email), eq(mailMessages.kind, 'renewal')));
      await expect.poll(renewalMails, { timeout: 20_000, interval: 250 }).toBe(1);
      // Time for a second charge, had two workers both taken the renewal.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const charges = stripe.created.filter((charge) => charge.form.get('customer') === 'cus_cluster');
      expect(charges).toHaveLength(1);
      expect(await renewalMails()).toBe(1);
      const [renewal] = await handle.db.select().from(renewals).where(eq(renewals.membershipId, paid.membershipId));
      expect(renewal?.status).toBe('renewed');
      // The mail went out once, over SMTP.
      await expect
        .poll(() => cluster.mails.filter((mail) => mail.toString().includes(buyer.email) && /renew/i.test(mail.toString())).length, {
          timeout: 20_000,
        })
        .toBe(1);
    } finally {
      await handle.close();
    }
  }, 60_000);
});

/** GETs through nginx from 8 workers until stopped; each result with when it began and ended. */
function readLoad(url: string) {
  const paths = ['/', '/zh-CN', '/help', '/api/health/live', '/api/currency', '/blog'];
  const results: { path: string; began: number; ended: number; failure?: string }[] = [];
  let stopped = false;
  const worker = async (offset: number) => {
    for (let i = offset; !stopped; i++) {
      const path = paths[i % paths.length]!;
      const began = performance.now();
      let failure: string | undefined;
      try {
        const response = await fetch(`${url}${path}`, { redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status >= 500) failure = `${response.status}`;
      } catch (error) {
        failure = String(error);
      }
      results.push({ path, began, ended: performance.now(), failure });
    }
  };
  const running = Promise.all(Array.from({ length: 8 }, (_, index) => worker(index)));
  return {
    results,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

describe('an instance lost', () => {
  it('stopped as a deploy stops it (SIGTERM) during a read load through nginx, fails no GET', async () => {
    showLogsOnFailure();
    const load = readLoad(cluster.url);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await cluster.instances.at(-2)!.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await load.stop();
    expect(load.results.filter((result) => result.failure).map((result) => `${result.path}: ${result.failure}`)).toStrictEqual([]);
    expect(load.results.length).toBeGreaterThan(100);
  }, 60_000);

  it('killed (SIGKILL) during a read load: no 5xx, no GET begun after it fails, only answers it cut mid-way are lost', async () => {
    showLogsOnFailure();
    const load = readLoad(cluster.url);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const killedAt = performance.now();
    await cluster.instances.at(-1)!.stop('SIGKILL');
    const goneAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await load.stop();
    const failed = load.results.filter((result) => result.failure);
    // nginx passes an answer's head on as it comes: one cut after that is the client's to retry (no proxy can),
    // so only a GET the killed instance was answering at the kill may fail, and only as a cut.
    const cut = failed.filter((result) => result.began < goneAt && result.ended >= killedAt && /terminated/.test(result.failure!));
    expect(failed.filter((result) => !cut.includes(result)).map((result) => `${result.path}: ${result.failure}`)).toStrictEqual([]);
    expect(cut.length).toBeLessThanOrEqual(8);
    expect(load.results.filter((result) => result.began > goneAt).length).toBeGreaterThan(100);
  }, 60_000);
});
