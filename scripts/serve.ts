// The serving process of `npm start` and `npm run dev` (bundled to .next/remapper-serve.mjs by
// scripts/build-server.mjs): checks the configuration, then answers with Next's request handler. Around
// each request it records what only the socket knows (the peer's address, hence the client's address
// through TRUSTED_PROXIES) and a request id, in the request context every log line and error report reads.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import next from 'next';
import { describeConfig } from '@/lib/config/describe';
import { checkConfig } from '@/lib/config/problems';
import { clientAddress, normalizeAddress } from '@/lib/runtime/client-address';
import { runInRequestContext } from '@/lib/runtime/request-context';
import { securityHeaders, securitySettingsFrom } from '@/lib/http/security-headers';

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
  console.error('The shop cannot start: PAYMENTS=fake makes this a test shop, but the build has no "test shop" mark. Build with the same environment (npm run build), then start.');
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

const app = next({ dev, dir: process.cwd(), port, hostname: host ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  const peer = normalizeAddress(request.socket.remoteAddress ?? '');
  const forwarded = request.headers['x-forwarded-for'];
  const client = clientAddress(peer, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, settings.trustedProxies);
  const requestId = requestIdOf(request, peer, client);
  request.headers['x-request-id'] = requestId;
  response.setHeader('x-request-id', requestId);
  for (const [name, value] of Object.entries(securityHeaders(pathnameOf(request.url), security))) response.setHeader(name, value);
  runInRequestContext({ requestId, peer, client }, () => {
    handle(request, response).catch((error: unknown) => {
      console.error(`Request ${requestId} failed outside Next's error handling`, error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end();
    });
  });
});
if (dev) server.on('upgrade', app.getUpgradeHandler());
// Keep idle connections 65 s, past a load balancer's usual 60 s: with Node's default 5 s, a client (or
// proxy) reusing a connection just as the server closes it gets a reset instead of an answer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, host, () => {
  console.log(`Serving ${settings.siteUrl.origin} on port ${port}${host ? ` (${host})` : ''}, ${dev ? 'development' : 'production build'}.`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
