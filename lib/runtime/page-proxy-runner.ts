import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { setCacheBustingSearchParamWithHash } from 'next/dist/client/components/router-reducer/set-cache-busting-search-param.js';
import { NextRequest, type NextResponse } from 'next/server';
import {
  computeCacheBustingSearchParam,
  computeLegacyCacheBustingSearchParam,
} from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js';
import { acceptsEncoding } from './accept-encoding';

// Issue 16: the page proxy (lib/http/page-proxy.ts) runs in the serving process (scripts/serve.ts), ahead of Next's
// request handler, instead of as Next's proxy.ts. Next ran a proxy by passing each request through its whole
// request pipeline once more and wrapping it in its middleware adapter (request and URL objects, tracing spans, a
// thrown result), which cost a quarter to a third of a prerendered page's time whatever the proxy did
// (`BENCH_PROXY_BASELINE=trivial npm run bench:proxy`). Here the proxy's answer is applied as Next applied it:
// a rewrite changes the request's URL (and, for the router's RSC requests, says so in Next's rewritten-path
// headers), a redirect or an answer with a body is sent as it is, and the rest is passed on with its headers.

/** Every page: not the API, the Studio, Next's own files or a static file (paths may hold dots: /releases/release-6.4.0). */
const PROXIED_PATH =
  /^\/(?!api|studio|_next|_vercel|.*\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|js|mjs|css|map|woff2?|ttf|webmanifest|pdf)$)/;

/** The router's query parameter that keys an RSC request: the proxy sees the URL without it, as under Next. */
const RSC_QUERY = '_rsc';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Headers of Next's middleware protocol: instructions to the server, never sent on. */
const INSTRUCTION = /^x-middleware-/;
/** The router's request headers, which Next kept from a proxy's sight: the proxy decides as it did under Next. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-hmr-refresh', 'next-router-segment-prefetch'];
/** An answer of the proxy's own is compressed from this size on, with gzip, as Next compressed it. */
const COMPRESS_FROM_BYTES = 1024;

export function isProxiedPath(pathname: string): boolean {
  if (PROXIED_PATH.test(pathname)) return true;
  try {
    return PROXIED_PATH.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/**
 * Paths Next answers itself before any proxy, with a 308 to the clean path (a trailing slash, repeated slashes or a
 * backslash): left to it, so the proxy sees the clean path when the browser follows the redirect, as it did under Next.
 */
function nextRedirectsFirst(pathname: string): boolean {
  return (pathname.length > 1 && pathname.endsWith('/')) || pathname.includes('//') || pathname.includes('\\');
}

/** The request's headers as the proxy sees them: one plain record, which NextRequest copies once. */
function requestHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || ROUTER_HEADERS.includes(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** A same-origin URL as a path (what Next sends in Location after a proxy's redirect); another origin's whole. */
function relativeTo(target: string, base: URL): string {
  const url = new URL(target, base);
  return url.origin === base.origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/** A body of the proxy's own, compressed where the client takes gzip. */
function sendBody(request: IncomingMessage, response: ServerResponse, body: Buffer): void {
  if (body.length < COMPRESS_FROM_BYTES) return void response.end(body);
  response.setHeader('vary', 'Accept-Encoding');
  if (!acceptsEncoding(request.headers['accept-encoding'], 'gzip')) return void response.end(body);
  response.setHeader('content-encoding', 'gzip');
  response.end(gzipSync(body));
}

/**
 * A redirect of the router's request keeps its `_rsc`. Next checks that key against the request's headers and, when it
 * is missing, redirects to the URL it routed (here the rewritten one, `/en` for `/`) with it: without the key, the
 * proxy's redirect of `/en` back to `/` would bring the request back without it, round and round.
 */
function withRscHash(location: string, base: URL, rscHash: string | null): string {
  if (rscHash === null) return location;
  const url = new URL(location, base);
  if (url.origin !== base.origin || url.searchParams.has(RSC_QUERY)) return location;
  url.searchParams.set(RSC_QUERY, rscHash);
  return url.toString();
}

/** Headers a proxy answer puts on the response, apart from the instructions. */
function copyAnswerHeaders(answer: NextResponse, response: ServerResponse): void {
  const cookies = answer.headers.getSetCookie();
  answer.headers.forEach((value, name) => {
    if (INSTRUCTION.test(name) || name === 'set-cookie' || name === 'location' || name === 'content-length') return;
    response.setHeader(name, value);
  });
  if (cookies.length > 0) response.appendHeader('set-cookie', cookies);
}

/**
 * The request headers a proxy answer asks for (next-intl's locale header, say): Next's `x-middleware-override-headers`
 * names the whole set, each value in `x-middleware-request-<name>`; a header it leaves out is removed, except the
 * router's.
 */
function applyRequestHeaders(answer: NextResponse, request: IncomingMessage): void {
  let listed: string | undefined;
  const values = new Map<string, string>();
  answer.headers.forEach((value, name) => {
    if (name === 'x-middleware-override-headers') listed = value;
    else if (name.startsWith('x-middleware-request-')) values.set(name.slice('x-middleware-request-'.length), value);
  });
  if (listed === undefined) return;
  const names = new Set(
    listed
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  // The router's headers were never shown to the proxy, so its list cannot name them: they stay, as under Next.
  for (const name of Object.keys(request.headers)) if (!names.has(name) && !ROUTER_HEADERS.includes(name)) delete request.headers[name];
  for (const name of names) {
    const value = values.get(name);
    if (value === undefined) delete request.headers[name];
    else if (request.headers[name] !== value) request.headers[name] = value;
  }
}

/** Cookies a passed-on answer sets are in the request the page renders from, as Next merged them. */
function mergeSetCookies(answer: NextResponse, nextRequest: NextRequest, request: IncomingMessage): void {
  if (!answer.headers.has('set-cookie')) return;
  const set = answer.cookies.getAll();
  for (const { name, value } of set) nextRequest.cookies.set(name, value);
  request.headers.cookie = nextRequest.headers.get('cookie') ?? '';
}

/**
 * Next answers the router's request whose `_rsc` does not match its headers (a shared cache may key answers by URL
 * alone) with a 307 to the same URL with the right key, and takes that URL from the request as it reached Next: after
 * a rewrite here, the internal one (`/en/content-page/help`). So a rewritten request is checked here, with Next's own
 * functions, and sent back to the address it came to. Undefined when the key is right.
 */
async function rekeyedLocation(request: IncomingMessage, target: string, base: URL, key: string | null): Promise<string | undefined> {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const prefetch = header('next-router-prefetch');
  const inputs = [
    prefetch === '1' || prefetch === '2' || prefetch === '3' ? prefetch : undefined,
    header('next-router-segment-prefetch'),
    header('next-router-state-tree'),
    header('next-url'),
  ] as const;
  const expected = await computeCacheBustingSearchParam(...inputs);
  if (key === expected || (key !== null && computeLegacyCacheBustingSearchParam(...inputs) === key)) return undefined;
  const url = new URL(target, base);
  setCacheBustingSearchParamWithHash(url, expected);
  return `${url.pathname}${url.search}`;
}

export interface PageProxyOptions {
  proxy: (request: NextRequest) => Promise<NextResponse>;
  /** The port the server listens on: the proxy sees `http://localhost:<port>/...`, as Next showed it. */
  port: string | number;
}

/**
 * Runs the proxy for a page request. Resolves true when the proxy answered (a redirect, or an answer with a body such
 * as the 404 screen); false when Next is to answer, with the request's URL and headers as the proxy left them and the
 * proxy's response headers already on the response. A request the proxy does not see is left as it is.
 */
export function createPageProxy({ proxy, port }: PageProxyOptions) {
  return async function proxyPage(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const target = request.url ?? '/';
    const queryAt = target.indexOf('?');
    const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
    if (!isProxiedPath(pathname) || nextRedirectsFirst(pathname)) return false;

    const forwardedProto = request.headers['x-forwarded-proto'];
    const protocol = String(forwardedProto ?? '').includes('https') ? 'https' : 'http';
    const url = new URL(target, `${protocol}://localhost:${port}`);
    const rscHash = url.searchParams.get(RSC_QUERY);
    url.searchParams.delete(RSC_QUERY);
    const nextRequest = new NextRequest(url, { method: request.method, headers: requestHeaders(request) });
    const answer = await proxy(nextRequest);

    const location = answer.headers.get('location');
    if (location !== null && REDIRECT_STATUSES.has(answer.status)) {
      const destination = relativeTo(withRscHash(location, url, rscHash), url);
      copyAnswerHeaders(answer, response);
      response.statusCode = answer.status;
      response.setHeader('location', destination);
      if (answer.status === 308) response.setHeader('refresh', `0;url=${destination}`);
      response.end(destination);
      return true;
    }

    const rewrite = answer.headers.get('x-middleware-rewrite');
    const passedOn = rewrite !== null || answer.headers.has('x-middleware-next');
    copyAnswerHeaders(answer, response);
    if (!passedOn) {
      // An answer of the proxy's own (the 404 screen).
      response.statusCode = answer.status;
      if (location !== null) response.setHeader('location', location);
      sendBody(request, response, Buffer.from(await answer.arrayBuffer()));
      return true;
    }

    applyRequestHeaders(answer, request);
    mergeSetCookies(answer, nextRequest, request);
    if (rewrite !== null) {
      const destination = new URL(rewrite, url);
      if (destination.origin !== url.origin) throw new Error(`The page proxy rewrote ${pathname} to another origin`);
      if (request.headers.rsc === '1') {
        const rekeyed = await rekeyedLocation(request, target, url, rscHash);
        if (rekeyed !== undefined) {
          response.statusCode = 307;
          response.setHeader('location', rekeyed);
          response.end();
          return true;
        }
        if (destination.pathname !== url.pathname) response.setHeader('x-nextjs-rewritten-path', destination.pathname);
        if (destination.search !== url.search) response.setHeader('x-nextjs-rewritten-query', destination.search.slice(1));
      }
      if (rscHash !== null && !destination.searchParams.has(RSC_QUERY)) destination.searchParams.set(RSC_QUERY, rscHash);
      request.url = `${destination.pathname}${destination.search}`;
    }
    return false;
  };
}
