import { randomUUID } from 'node:crypto';
import { parseTrustedProxies } from '@/lib/config/trusted-proxies';
import { sessionCookieName } from '@/lib/auth/sessions';
import { clientAddress } from '@/lib/runtime/client-address';
import { secureCookies } from '@/lib/runtime/cookies';
import { runInRequestContext } from '@/lib/runtime/request-context';

// The one way the tests build a Request and hand it to a route handler, as Next and the serving process
// (scripts/serve.ts) would: a URL on the test site's origin, the headers the route layer reads (Origin for
// lib/http/origin.ts, the session cookie for lib/auth/current-session.ts, Authorization for the program's token,
// X-Forwarded-For for lib/runtime/client-address.ts), and the path's ids in `params`.

/** The origin the tests address the site by. */
export const TEST_SITE = 'http://shop.test';

export interface RequestOptions {
  /** GET unless given. */
  method?: string;
  /** The origin the request is addressed to; TEST_SITE unless given. */
  site?: string;
  /** Query parameters, appended to the path's own. */
  query?: Record<string, string> | [string, string][];
  /** A JSON body (sent as application/json). */
  json?: unknown;
  /** A body sent as it is, with `contentType` when given. */
  body?: BodyInit | null;
  contentType?: string;
  /** The desktop program's token, as `Authorization: Bearer`. */
  token?: string;
  /** A session token, in the session cookie the site reads. */
  session?: string;
  /** A whole Cookie header. */
  cookie?: string;
  /**
   * The Origin header: the site's own unless given, on writes only (a browser names no origin on a same-origin GET);
   * null sends none.
   */
  origin?: string | null;
  /**
   * X-Forwarded-For: the client's address (or a chain of them), as the trusted proxy in front reports it; a new
   * client's unless given (so no rate limit counts one test's calls against another's), null sends none.
   */
  ip?: string | null;
  headers?: Record<string, string>;
}

/** The Request a browser (or the program) would send to `path` of the test site. */
export function testRequest(path: string, options: RequestOptions = {}): Request {
  const { method = 'GET', site = TEST_SITE, query, json, body, contentType, token, session, cookie, ip = freshIp() } = options;
  const url = new URL(path, site);
  for (const [name, value] of Array.isArray(query) ? query : Object.entries(query ?? {})) url.searchParams.append(name, value);
  const write = method !== 'GET' && method !== 'HEAD';
  const origin = options.origin === undefined ? (write ? new URL(site).origin : null) : options.origin;
  const headers = new Headers();
  if (json !== undefined) headers.set('content-type', 'application/json');
  if (contentType) headers.set('content-type', contentType);
  if (origin !== null) headers.set('origin', origin);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const cookies = [session && `${sessionCookieName({ production: secureCookies() })}=${session}`, cookie].filter(Boolean);
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  if (ip) headers.set('x-forwarded-for', ip);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  // A streamed body goes out as it is read (duplex 'half', which undici asks for and the DOM types do not know).
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body: json !== undefined ? JSON.stringify(json) : body };
  if (body instanceof ReadableStream) init.duplex = 'half';
  return new Request(url, init);
}

let clients = 0;

/** An address no earlier call has come from (198.18.0.0/15, which RFC 2544 sets aside for testing). */
export function freshIp(): string {
  const n = clients++ % 0x20000;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

// The test stands in for a trusted reverse proxy on loopback: X-Forwarded-For names the client, through the same
// clientAddress() and TRUSTED_PROXIES rules the server applies.
const LOOPBACK_PROXY = parseTrustedProxies('loopback');

export type RouteHandler<P = Record<string, string>> = (request: Request, context: { params: Promise<P> }) => Response | Promise<Response>;

export interface CallOptions<P> {
  /** The path's dynamic segments, as Next hands them to the handler. */
  params?: P;
  /** The socket's other end: loopback unless given (the test stands in for a trusted proxy on this machine). */
  peer?: string;
  /** Call the handler outside a served request (as a script or job would): no socket, so no client address. */
  outsideRequest?: boolean;
}

/** Hands `request` to a route handler as the serving process would: in a request context, with the socket's peer. */
export async function sendRequest<P = Record<string, string>>(
  handler: RouteHandler<P>,
  request: Request,
  { params, peer = '127.0.0.1', outsideRequest = false }: CallOptions<P> = {},
): Promise<Response> {
  const context = { params: Promise.resolve(params ?? ({} as P)) };
  if (outsideRequest) return handler(request, context);
  const client = clientAddress(peer, request.headers.get('x-forwarded-for'), LOOPBACK_PROXY);
  return runInRequestContext({ requestId: randomUUID(), peer, client }, async () => handler(request, context));
}

/** Calls a route handler with the Request for `path` (testRequest's options) and the path's `params`. */
export function callRoute<P = Record<string, string>>(
  handler: RouteHandler<P>,
  path: string,
  options: RequestOptions & CallOptions<P> = {},
): Promise<Response> {
  return sendRequest(handler, testRequest(path, options), options);
}

/** A JSON answer's status and body, for tests that compare them whole. */
export async function jsonAnswer<T = Record<string, unknown>>(response: Response): Promise<{ status: number; body: T }> {
  return { status: response.status, body: (await response.json()) as T };
}
