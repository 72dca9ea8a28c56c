import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { setCacheBustingSearchParamWithHash } from 'next/dist/client/components/router-reducer/set-cache-busting-search-param.js';
import { parseCookie, RequestCookies, stringifyCookie } from 'next/dist/compiled/@edge-runtime/cookies/index.js';
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
// The proxy is shown a plain request and gives a plain answer (PageRequest, PageAnswer), not Next's middleware
// objects: building a NextRequest and reading a NextResponse's instruction headers back were half of what the
// proxy still cost once it ran here.

/** Every page: not the API, the Studio, Next's own files or a static file (paths may hold dots: /releases/release-6.4.0). */
const PROXIED_PATH =
  /^\/(?!api|studio|_next|_vercel|.*\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|js|mjs|css|map|woff2?|ttf|webmanifest|pdf)$)/;

/** The router's query parameter that keys an RSC request: the proxy sees the URL without it, as under Next. */
const RSC_QUERY = '_rsc';
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

/** A request's header as one value (Node keeps only `set-cookie` as a list; a request has none). */
function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
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

/** A cookie as Next's ResponseCookies.set wrote it: an Expires beside a Max-Age, the root path by default. */
function setCookieHeader(cookie: PageCookie): string {
  const { maxAge, path = '/' } = cookie;
  const expires = maxAge ? new Date(Date.now() + maxAge * 1000) : undefined;
  return stringifyCookie({ ...cookie, path, ...(expires && { expires }) });
}

/** The headers and cookies an answer puts on the response. */
function sendHeaders(answer: PageAnswer, response: ServerResponse): void {
  if (answer.headers) for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  if (answer.cookies?.length) response.appendHeader('set-cookie', answer.cookies.map(setCookieHeader));
}

/** Cookies a passed-on answer sets are in the request the page renders from, as Next merged them. */
function mergeCookies(cookies: readonly PageCookie[], request: IncomingMessage): void {
  const merged = new RequestCookies(new Headers({ cookie: headerOf(request, 'cookie') ?? '' }));
  for (const { name, value } of cookies) merged.set(name, value);
  request.headers.cookie = merged.toString();
}

/** The request as the proxy sees it: the router's headers hidden, cookies parsed when first asked for. */
function pageRequest(request: IncomingMessage, url: URL): PageRequest {
  let cookies: Map<string, string> | undefined;
  return {
    method: request.method ?? 'GET',
    url,
    headers: {
      get: (name) => {
        const key = name.toLowerCase();
        return ROUTER_HEADERS.includes(key) ? null : headerOf(request, key);
      },
    },
    cookie: (name) => (cookies ??= parseCookie(headerOf(request, 'cookie') ?? '')).get(name),
  };
}

/**
 * Next answers the router's request whose `_rsc` does not match its headers (a shared cache may key answers by URL
 * alone) with a 307 to the same URL with the right key, and takes that URL from the request as it reached Next: after
 * a rewrite here, the internal one (`/en/content-page/help`). So a rewritten request is checked here, with Next's own
 * functions, and sent back to the address it came to. Undefined when the key is right.
 */
async function rekeyedLocation(request: IncomingMessage, target: string, base: URL, key: string | null): Promise<string | undefined> {
  const header = (name: string) => headerOf(request, name) ?? undefined;
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

/** A page request as the proxy is shown it. */
export interface PageRequest {
  readonly method: string;
  /** The public URL as Next showed it to a proxy, `http(s)://localhost:<port>/...`, without the router's `_rsc`. */
  readonly url: URL;
  /** The request's headers (names in lower case), without the router's, as Next hid them from a proxy. */
  readonly headers: { get(name: string): string | null };
  cookie(name: string): string | undefined;
}

/** A cookie an answer sets (Next's ResponseCookies options). */
export interface PageCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
}

interface AnswerHeaders {
  /** Response headers. */
  headers?: Readonly<Record<string, string>>;
  cookies?: readonly PageCookie[];
}

/** What the proxy makes of a page request. */
export type PageAnswer =
  /** On to Next: at `rewrite` (a path and query on this origin) if given, with `requestHeaders` set on the request. */
  | ({ kind: 'pass'; rewrite?: string; requestHeaders?: Readonly<Record<string, string>> } & AnswerHeaders)
  /** A redirect to a path or URL. */
  | ({ kind: 'redirect'; location: string; status: 301 | 302 | 303 | 307 | 308 } & AnswerHeaders)
  /** An answer of the proxy's own. */
  | ({ kind: 'respond'; status: number; body: string } & AnswerHeaders);

export interface PageProxyOptions {
  proxy: (request: PageRequest) => Promise<PageAnswer>;
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

    const protocol = headerOf(request, 'x-forwarded-proto')?.includes('https') ? 'https' : 'http';
    const url = new URL(target, `${protocol}://localhost:${port}`);
    const rscHash = url.searchParams.get(RSC_QUERY);
    if (rscHash !== null) url.searchParams.delete(RSC_QUERY);
    const answer = await proxy(pageRequest(request, url));
    sendHeaders(answer, response);

    if (answer.kind === 'redirect') {
      const destination = relativeTo(withRscHash(answer.location, url, rscHash), url);
      response.statusCode = answer.status;
      response.setHeader('location', destination);
      if (answer.status === 308) response.setHeader('refresh', `0;url=${destination}`);
      response.end(destination);
      return true;
    }
    if (answer.kind === 'respond') {
      response.statusCode = answer.status;
      sendBody(request, response, Buffer.from(answer.body));
      return true;
    }

    if (answer.requestHeaders)
      for (const [name, value] of Object.entries(answer.requestHeaders)) request.headers[name.toLowerCase()] = value;
    if (answer.cookies?.length) mergeCookies(answer.cookies, request);
    if (answer.rewrite !== undefined) {
      const destination = new URL(answer.rewrite, url);
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
