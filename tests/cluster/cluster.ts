// Issue 15: several instances of one build on one PostgreSQL database, the Content Lake standing in for the
// hosted content API, an SMTP stand-in, and nginx with the shipped config (deploy/nginx/remapper-proxy.conf) in
// front: all on loopback, all made here and removed after. Used by `npm run test:cluster` and `npm run bench:cluster`.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { freePort } from '@/tests/support/free-port';
import { type HoldingProxy, startHoldingProxy } from './holding-proxy';
import { startSmtpCatcher } from '@/tests/support/smtp-catcher';
import { waitForConnectionsToClose, withAdminClient } from '@/tests/support/postgres-admin';

const root = process.cwd();
export const SITE = 'https://shop.example';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Ends the process: SIGTERM lets it finish what it serves, SIGKILL is a crash. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

export interface Cluster {
  /** nginx, in front of every instance. */
  url: string;
  instances: Instance[];
  databaseUrl: string;
  lake: SanityClient;
  /** Between the instances and the Content Lake: holds the answers a test chooses. */
  lakeProxy: HoldingProxy;
  /** The raw mails the shop sent. */
  mails: Buffer[];
  /** Starts one more instance of the same build (not added to nginx's list), with `env` added to its environment. */
  startInstance: (name: string, env?: Record<string, string>) => Promise<Instance>;
  /** Points nginx at these instances only (a reload: its cache is kept). */
  routeTo: (instances: Instance[]) => Promise<void>;
  nginxLog: () => string;
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** Added to every instance's environment. */
  env?: Record<string, string>;
}

/** Why the cluster cannot run here, said as how to fix it; undefined when it can. */
export function missingPrerequisite(): string | undefined {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    return 'The cluster runs the existing build: run `npm run build` (or `npm test`, which makes one) first.';
  }
  if (!existsSync(NGINX)) return `nginx is not at ${NGINX}: install Debian's (sudo apt-get install -y nginx) or set NGINX_PATH.`;
  if (!process.env.TEST_DATABASE_URL) {
    return 'The cluster needs PostgreSQL: set TEST_DATABASE_URL (npm run test:cluster sets postgres://postgres@127.0.0.1:5432/postgres).';
  }
  return undefined;
}

async function waitFor(url: string, child: ChildProcess | undefined, output: () => string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time:\n${output()}`);
}

/** Every process group started here: ended with this process, however it ends. */
const groups = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of groups) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * A process in a group of its own: stopping it signals the group, so `npm start`'s serving process goes with it
 * (a SIGKILL to `npm start` alone would leave that running, still answering, as no crash would).
 */
function spawnLogged(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, args, { cwd: root, env, detached: true });
  groups.add(child);
  child.once('exit', () => groups.delete(child));
  let output = '';
  // Only the tail is kept: a long load test must not grow the test's memory.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

function ended(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', group = true): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    if (group && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  });
}

/** The nginx.conf of the test: its own paths and ports around the shipped proxy rules, included as they ship. */
function nginxConf(dir: string, port: number, upstreams: string[]): string {
  return `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=remapper:8m max_size=256m inactive=1h use_temp_path=off;
  upstream remapper_app {
    least_conn;
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    include ${path.join(root, 'deploy', 'nginx', 'remapper-proxy.conf')};
  }
}
`;
}

export async function startCluster({ instances: count = 3, env = {} }: ClusterOptions = {}): Promise<Cluster> {
  const problem = missingPrerequisite();
  if (problem) throw new Error(problem);
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remapper-cluster-'));
  chmodSync(dir, 0o755);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch((error: unknown) => console.error(error));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The database, made for this run.
    const database = `remapper_cluster_${randomBytes(5).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database ${database}`));
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
    stops.push(() =>
      withAdminClient(adminUrl, async (client) => {
        await waitForConnectionsToClose(client, database);
        await client.query(`drop database if exists ${database} with (force)`);
      }),
    );

    // Mail, caught.
    const smtp = await startSmtpCatcher();
    stops.push(() => smtp.close());
    const { mails, port: smtpPort } = smtp;

    const nginxPort = await freePort();
    const nginxUrl = `http://127.0.0.1:${nginxPort}`;

    // The hosted content API, played by the local Content Lake; its publish webhook goes through nginx.
    const secret = randomBytes(24).toString('base64url');
    const lakeToken = randomBytes(32).toString('base64url');
    const [lakePort, lakeTlsPort] = [await freePort(), await freePort()];
    const lake = spawnLogged(['--import', 'tsx', 'scripts/content-lake.ts'], {
      ...process.env,
      SANITY_WEBHOOK_SECRET: secret,
      CONTENT_LAKE_TOKEN: lakeToken,
      CONTENT_LAKE_DIR: path.join(dir, 'lake'),
      CONTENT_LAKE_HTTP_PORT: String(lakePort),
      CONTENT_LAKE_HTTPS_PORT: String(lakeTlsPort),
      CONTENT_LAKE_WEBHOOK_URL: `${nginxUrl}/api/revalidate`,
      SITE_URL: SITE,
    });
    stops.push(() => ended(lake.child));
    await waitFor(`http://127.0.0.1:${lakePort}/v1/ping`, lake.child, lake.output);
    // The instances read it through a proxy a test can slow down.
    const lakeProxy = await startHoldingProxy(`http://127.0.0.1:${lakePort}`);
    stops.push(() => lakeProxy.close());

    const instanceEnv = (port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv =>
      ({
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        LISTEN_HOST: '127.0.0.1',
        SKIP_BUILD: '1',
        SITE_URL: SITE,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_MAX: '5',
        SANITY_PROJECT_ID: 'clustertest',
        SANITY_API_HOST: lakeProxy.url,
        SANITY_WEBHOOK_SECRET: secret,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_LINK_SECRET: secret,
        STRIPE_SECRET_KEY: 'sk_test_cluster',
        STRIPE_WEBHOOK_SECRET: 'whsec_cluster',
        SELLER_COUNTRY: 'IE',
        INVOICE_SELLER_ADDRESS: 'Remapper Ltd|1 Example Street|Dublin',
        TRUSTED_PROXIES: 'loopback',
        LOG_LEVEL: 'warn',
        ...env,
        ...extra,
      }) as unknown as NodeJS.ProcessEnv;

    const startInstance = async (name: string, extra?: Record<string, string>): Promise<Instance> => {
      const port = await freePort();
      const { child, output } = spawnLogged(['scripts/start.mjs'], instanceEnv(port, extra));
      const url = `http://127.0.0.1:${port}`;
      const instance: Instance = { name, url, child, output, stop: (signal) => ended(child, signal) };
      stops.push(() => ended(child));
      await waitFor(`${url}/api/health/ready`, child, output);
      return instance;
    };
    // Started together, as a deploy would: they migrate the one database once between them.
    const instances = await Promise.all(Array.from({ length: count }, (_, index) => startInstance(`instance ${index + 1}`)));

    // nginx, with the shipped rules.
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache'])
      mkdirSync(path.join(dir, sub), { recursive: true, mode: 0o777 });
    const confFile = path.join(dir, 'nginx.conf');
    writeFileSync(
      confFile,
      nginxConf(
        dir,
        nginxPort,
        instances.map((instance) => new URL(instance.url).host),
      ),
    );
    const check = spawnSync(NGINX, ['-t', '-c', confFile, '-p', dir, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused the config:\n${check.stderr}`);
    const nginx = spawn(NGINX, ['-c', confFile, '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
    stops.push(() => ended(nginx, 'SIGQUIT', false));
    await waitFor(`${nginxUrl}/api/health/live`, nginx, () => '');
    const routeTo = async (chosen: Instance[]) => {
      writeFileSync(
        confFile,
        nginxConf(
          dir,
          nginxPort,
          chosen.map((instance) => new URL(instance.url).host),
        ),
      );
      nginx.kill('SIGHUP');
      // The old workers finish what they serve; new ones take the new list within moments.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    };

    return {
      url: nginxUrl,
      instances,
      databaseUrl,
      lake: createClient({
        projectId: 'clustertest',
        dataset: 'production',
        apiHost: `http://127.0.0.1:${lakePort}`,
        useProjectHostname: false,
        apiVersion: '2025-09-01',
        useCdn: false,
        token: lakeToken,
      }),
      lakeProxy,
      mails,
      startInstance,
      routeTo,
      nginxLog: () =>
        existsSync(path.join(dir, 'error.log')) ? spawnSync('tail', ['-50', path.join(dir, 'error.log')], { encoding: 'utf8' }).stdout : '',
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Edits a document and publishes it, as the Studio does. */
export async function publish(lake: SanityClient, id: string, set: Record<string, unknown>): Promise<void> {
  await lake.action({ actionType: 'sanity.action.document.edit', draftId: `drafts.${id}`, publishedId: id, patch: { set } });
  await lake.action({ actionType: 'sanity.action.document.publish', draftId: `drafts.${id}`, publishedId: id });
}

/** The page's <title>. */
export async function pageTitle(url: string): Promise<string | undefined> {
  const html = await (await fetch(url)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}
