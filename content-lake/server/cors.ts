import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

// The Studio runs in the app's origin and calls the stand-in cross-origin with credentials (cookies or
// a bearer token), so the origin is echoed rather than `*`, and preflights answer for any header the
// Studio adds (x-sanity-app, authorization, content-type). Only the origins whoever starts the lake names
// (the app's SITE_URL origin): another program's page on another loopback port is as foreign as any site.

/** Response headers @sanity/client and the Studio read from cross-origin responses. */
const EXPOSED_HEADERS = ['content-type', 'content-length', 'etag', 'x-sanity-warning', 'x-sanity-shard'];

export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.includes(origin);
}

export function corsHeaders(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): OutgoingHttpHeaders {
  const origin = headers.origin;
  if (!origin || !isAllowedOrigin(origin, allowedOrigins)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
    vary: 'origin',
  };
}

/** Headers for a preflight (OPTIONS) answer; empty when the origin is not allowed. */
export function preflightHeaders(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): OutgoingHttpHeaders {
  const base = corsHeaders(headers, allowedOrigins);
  if (!base['access-control-allow-origin']) return {};
  const requested = headers['access-control-request-headers'];
  return {
    ...base,
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': requested || 'authorization, content-type, x-sanity-app',
    'access-control-max-age': '600',
    // Chrome's private-network checks: a page asking a loopback service must be told it may.
    ...(headers['access-control-request-private-network'] ? { 'access-control-allow-private-network': 'true' } : {}),
  };
}
