import { config } from '@/lib/config';
import { requestFromLoopback } from '@/lib/runtime/request-context';
import { configuredProjectId } from './env';

export type StudioTokenAnswer =
  /** The local Content Lake's token, for the Studio in this browser. */
  | { kind: 'token'; token: string }
  /** No local Content Lake here (production, or a hosted project): the route does not exist. */
  | { kind: 'absent' }
  /** A local lake, but the call is not the site's own page on this machine. */
  | { kind: 'refused' };

/**
 * Whether to hand the local Content Lake's token to the embedded Studio (issue 17). The Studio is a static
 * page any visitor may load, so the token is never in it: the Studio asks for it before it mounts, and gets
 * it only when all of these hold, each against one attack:
 * - the local profile with the stand-in running (a production site has no such token);
 * - a loopback socket (the person at this machine; no header can forge the socket's address);
 * - Host exactly the site's own (a foreign name rebound to 127.0.0.1 reaches the same socket);
 * - the site's own page asked, by `Sec-Fetch-Site: same-origin` and `Origin`, which a page of another
 *   origin, a loopback one on another port included, cannot set. It is a POST, so the Origin is always sent.
 * The answer is no-store; the Studio keeps the token where Sanity's token login reads it (localStorage).
 */
export function studioLakeToken(request: Request): StudioTokenAnswer {
  const { profile, siteUrl, env } = config();
  const token = env.CONTENT_LAKE_TOKEN;
  if (profile !== 'local' || !token || !env.CONTENT_LAKE_STUDIO_URL || configuredProjectId()) return { kind: 'absent' };
  const headers = request.headers;
  const ownPage =
    requestFromLoopback() &&
    headers.get('host') === siteUrl.host &&
    headers.get('sec-fetch-site') === 'same-origin' &&
    headers.get('origin') === siteUrl.origin;
  return ownPage ? { kind: 'token', token } : { kind: 'refused' };
}
