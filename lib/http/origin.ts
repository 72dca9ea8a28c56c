import { siteUrl } from '@/lib/site/url';

/**
 * DESIGN.md "Origin check on every write": a browser names the page's origin in the Origin header of
 * every POST, and a page on another site cannot forge it. The site's own origin is the configured
 * SITE_URL or the origin the request was addressed to (its Host); a missing Origin is refused too.
 */
export function isSameOriginWrite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  return origin === siteUrl().origin || origin === new URL(request.url).origin;
}
