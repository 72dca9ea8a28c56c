// The serving process of `npm start` and `npm run dev` (bundled to .next/remapper-serve.mjs by
// scripts/build-server.mjs): checks the configuration, then answers with Next's request handler. Around
// each request it records what only the socket knows (the peer's address, hence the client's address
// through TRUSTED_PROXIES) and a request id, in the request context every log line and error report reads.
// First: Next's globals (AsyncLocalStorage above all), which next/server's modules read as they load. The page proxy
// imports them here (lib/runtime/page-proxy-runner.ts), before Next's server would have set them.
import 'next/dist/server/node-environment-baseline.js';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { describeConfig } from '@/lib/config/describe';
import { checkConfig } from '@/lib/config/problems';
import { clientAddress, normalizeAddress } from '@/lib/runtime/client-address';
import { runInRequestContext } from '@/lib/runtime/request-context';
import { requestBegun } from '@/lib/runtime/requests-in-flight';
import { staticBrotli } from '@/lib/runtime/static-brotli';
import { deferChunksOf, isDocumentRequest } from '@/lib/runtime/deferred-chunks';
import { createPageProxy } from '@/lib/runtime/page-proxy-runner';
import { proxy } from '@/lib/http/page-proxy';
import { securityHeaders, securitySettingsFrom } from '@/lib/http/security-headers';
import { sharedCacheControl, sharedCacheExpiry } from '@/lib/http/shared-cache';
import { listenForPublishes } from '@/lib/content/publish-fanout';
import { relayPublish, revalidateAllContent } from '@/lib/content/revalidate-all';
import { webhookSecret } from '@/lib/content/webhook-secret';

const dev = process.argv.includes('--dev');
// React and Next choose their builds by NODE_ENV when they load (before this line runs): `npm start` sets it.
if (process.env.NODE_ENV !== (dev ? 'development' : 'production')) {
  console.error(`Start the shop with \`npm start\` (or \`npm run dev\`): NODE_ENV must be ${dev ? 'development' : 'production'} here.`);
  process.exit(1);
}
const check = checkConfig();
if (!check.config || check.problems.length > 0) {
  console.error(`The shop cannot start:\n${check.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
const settings = check.config;
console.log(describeConfig(settings).join('\n'));
for (const line of check.ignored) console.warn(`Ignored: ${line}`);

// A test shop's mark is part of each page as built (static pages are rendered at build): a build made
// without PAYMENTS=fake would serve a shop that takes no money looking like the real one.
const builtHome = path.join(process.cwd(), '.next', 'server', 'app', 'en.html');
if (settings.testShop && !dev && !(existsSync(builtHome) && readFileSync(builtHome, 'utf8').includes('data-testid="test-shop-mark"'))) {
  console.error(
    'The shop cannot start: PAYMENTS=fake makes this a test shop, but the build has no "test shop" mark. Build with the same environment (npm run build), then start.',
  );
  process.exit(1);
}

const port = settings.env.PORT;
// HOSTNAME is set by some shells and containers to the machine's name: only LISTEN_HOST chooses the address.
const host = settings.env.LISTEN_HOST;

/** A request id from a trusted proxy is kept (one id across the proxy's log and ours); anything odd is replaced. */
const SANE_REQUEST_ID = /^[\w.:-]{8,128}$/;

function requestIdOf(request: IncomingMessage, peer: string, client: string): string {
  const offered = request.headers['x-request-id'];
  // Only a hop we trust may name the id: the client's own id would let it forge log lines' correlation.
  const fromProxy = peer !== client || settings.trustedProxies.kind !== 'none';
  if (fromProxy && typeof offered === 'string' && SANE_REQUEST_ID.test(offered)) return offered;
  return randomUUID();
}

const security = securitySettingsFrom(settings, { development: dev });

/** The request's path, without its query: what the security headers depend on. */
function pathnameOf(url = '/'): string {
  return url.split(/[?#]/, 1)[0] ?? '/';
}

// This instance among several (lib/content/publish-fanout.ts): Next's routes run in this process and read it here.
process.env.REMAPPER_INSTANCE_ID ??= randomUUID();

/**
 * Until every content tag has been expired after the start (below), requests wait: an instance started after
 * a publish, or on a build older than the content, never answers with older content. The expiring calls carry
 * this process's pass; the liveness check never waits.
 */
const STARTUP_PASS_HEADER = 'x-remapper-startup-pass';
const startupPass = randomUUID();
let gateOpen = dev;
let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => (openGate = resolve));

function passesGate(request: IncomingMessage): boolean {
  return gateOpen || request.headers[STARTUP_PASS_HEADER] === startupPass || pathnameOf(request.url) === '/api/health/live';
}

/**
 * Next's Cache-Control, rewritten for shared caches as the response is written, with nginx's expiry after it
 * (lib/http/shared-cache.ts). After it: nginx reads an answer's headers in order, and an `X-Accel-Expires` read
 * before the Cache-Control makes nginx skip the Cache-Control's stale-while-revalidate and stale-if-error.
 */
function withSharedCacheControl(response: ServerResponse): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => {
    if (name.toLowerCase() !== 'cache-control' || typeof value !== 'string') return setHeader(name, value);
    setHeader(name, sharedCacheControl(value));
    const expiry = sharedCacheExpiry(value, Date.now());
    if (expiry) setHeader('x-accel-expires', expiry);
    else response.removeHeader('x-accel-expires');
    return response;
  };
}

// `hostname` only names this server in the URLs Next forms for itself, never where it listens (server.listen
// below). It stays 'localhost' whatever LISTEN_HOST is: Next's URL class writes every loopback address as
// 'localhost', so with LISTEN_HOST=127.0.0.1 the proxy's rewrites looked like another origin's, were fetched
// over HTTP as external rewrites, and came back to the proxy as their own path: a redirect loop (found by the
// cluster test, issue 15).
const app = next({ dev, dir: process.cwd(), port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * Set when a signal asks this instance to stop. A proxy keeps reusing its kept-alive connections, so they are never
 * idle when the server closes the idle ones and the server would never close (answers went on through them until the
 * 10-s exit cut one mid-way: the cluster test's SIGTERM case). While draining, every answer ends its connection, and
 * the connections that answers begun before then leave idle are closed every 50 ms.
 */
let draining = false;

// Build scripts and stylesheets in Brotli where the client takes it (lib/runtime/static-brotli.ts); `next dev` serves its own.
const staticAnswer = dev ? undefined : staticBrotli(path.join(process.cwd(), '.next', 'static'));
// Every page request's redirects, rewrites and 404 screen (lib/http/page-proxy.ts), decided here before Next routes it.
const pageProxy = createPageProxy({ proxy, port });

/** The request's answer: a build file in Brotli, the page proxy's own answer, or Next's (a page with its chunks deferred). */
async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (await staticAnswer?.(request, response)) return;
  // A page's client chunks are fetched after its first paint (lib/runtime/deferred-chunks.ts); `next dev` keeps its own.
  if (!dev && isDocumentRequest(request)) deferChunksOf(request, response);
  if (await pageProxy(request, response)) return;
  await handle(request, response);
}

/**
 * A request line in absolute form (`GET http://host/path`), which only a client talking to a proxy sends, as the
 * path it names: the page proxy and Next route by the path alone. Undefined when it is not a URL.
 */
function originForm(url: string): string | undefined {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return undefined;
  }
}

const server = createServer((request, response) => {
  if (draining) response.setHeader('connection', 'close');
  const target = originForm(request.url ?? '/');
  if (target === undefined) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  request.url = target;
  const peer = normalizeAddress(request.socket.remoteAddress ?? '');
  const forwarded = request.headers['x-forwarded-for'];
  const client = clientAddress(peer, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, settings.trustedProxies);
  const requestId = requestIdOf(request, peer, client);
  request.headers['x-request-id'] = requestId;
  response.setHeader('x-request-id', requestId);
  for (const [name, value] of Object.entries(securityHeaders(pathnameOf(request.url), security))) response.setHeader(name, value);
  withSharedCacheControl(response);
  const context = { requestId, peer, client };
  response.once('close', requestBegun(context));
  const serve = () =>
    runInRequestContext(context, () => {
      answer(request, response).catch((error: unknown) => {
        console.error(`Request ${requestId} failed outside Next's error handling`, error);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end();
      });
    });
  if (passesGate(request)) serve();
  else void gate.then(serve);
});
if (dev) server.on('upgrade', app.getUpgradeHandler());
// Keep idle connections 65 s, past a load balancer's usual 60 s: with Node's default 5 s, a client (or
// proxy) reusing a connection just as the server closes it gets a reset instead of an answer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, host, () => {
  console.log(
    `Serving ${settings.siteUrl.origin} on port ${port}${host ? ` (${host})` : ''}, ${dev ? 'development' : 'production build'}.`,
  );
  if (!dev) void afterStart();
});

/** This instance's own /api/revalidate, as it can reach itself. */
function ownRevalidateUrl(): string {
  const self = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${self}:${port}/api/revalidate`;
}

/**
 * Expires every content tag, then opens the gate; then, with PostgreSQL, listens for the other instances'
 * publishes and expires their tags here too (after a lost connection, everything, since announcements were missed).
 */
async function afterStart(): Promise<void> {
  const secret = webhookSecret();
  const relay = { url: ownRevalidateUrl(), secret: secret ?? '', headers: { [STARTUP_PASS_HEADER]: startupPass } };
  const expireAll = async (why: string, id?: string) => {
    try {
      const tags = await revalidateAllContent(relay, id);
      console.log(`Content cache expired ${why} (${tags.length} tags).`);
    } catch (error) {
      console.error(`Expiring the content cache ${why} failed; pages may show older content until they are published again:`, error);
    }
  };
  if (secret) await expireAll('after the start');
  else console.error('Content tags were not expired after the start: SANITY_WEBHOOK_SECRET is not set.');
  gateOpen = true;
  openGate();

  const databaseUrl = settings.env.DATABASE_URL;
  if (!secret || !databaseUrl) return;
  const listener = listenForPublishes({
    connectionString: databaseUrl,
    onPublish: (announcement) => {
      relayPublish(relay, announcement).catch((error: unknown) =>
        console.error(`Another instance's publish of ${announcement.type} ${announcement.id} was not applied here:`, error),
      );
    },
    // Not as the start-up: pages were being served meanwhile, so this expiry gets its second pass.
    onReconnected: () => void expireAll('after the publish listener reconnected', 'publish-listener-reconnected'),
    onError: (error) => console.error('The publish listener lost PostgreSQL; reconnecting:', error),
  });
  await listener.ready;
  console.log("Listening for the other instances' publishes.");
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void listener.close());
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    draining = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 50).unref();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
