import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isSubPathId } from '../store/document-ids';

// Who may come in (issue 17). The stand-in listens on loopback, but every web page open in a browser on
// this machine can still reach it: by a blind cross-site form post (text/plain, no preflight) or by DNS
// rebinding (its own name resolving to 127.0.0.1, so the browser calls it "same-origin"). So, before any
// route runs: the Host must be one of the lake's own names; then writes and private reads need the token
// made on the lake's first start, which only the app's server and the embedded Studio are given.

/** The lake's own names: loopback, and the project's subdomain the Studio's client puts in front of localhost. */
export function allowedHostnames(projectId: string, configured: readonly string[]): (hostname: string) => boolean {
  const project = `${projectId.toLowerCase()}.localhost`;
  const fixed = new Set(['localhost', '127.0.0.1', '[::1]', project, ...configured.map((host) => host.toLowerCase())]);
  return (hostname) => fixed.has(hostname) || hostname.endsWith(`.${project}`);
}

/** The hostname the request was addressed to (HTTP/1.1 Host, HTTP/2 :authority), without its port. */
export function requestHostname(headers: IncomingHttpHeaders): string | undefined {
  const authority = headers[':authority'] ?? headers.host;
  const value = Array.isArray(authority) ? authority[0] : authority;
  if (!value) return undefined;
  const match = /^(\[[0-9a-f:.]+\]|[^:]+)(?::\d+)?$/i.exec(value.trim());
  return match?.[1]?.toLowerCase();
}

export type Caller = 'anonymous' | 'token' | 'wrong-token';

/** Whether the request carries the lake's token as `Authorization: Bearer`, compared in constant time. */
export function callerOf(headers: IncomingHttpHeaders, token: string): Caller {
  const header = headers.authorization;
  if (!header) return 'anonymous';
  const sent = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? 'token' : 'wrong-token';
}

/** `application/json` (any parameters): what a write with a JSON body must declare, unlike a form post. */
export function declaresJson(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * What an anonymous caller never sees, as on a hosted Content Lake: an id in a sub-path, drafts, release
 * versions and the Presentation tool's preview secrets (`sanity-preview-url-secret.<id>`, which open draft mode).
 */
export function isPrivateId(id: string): boolean {
  return isSubPathId(id);
}
