import { config } from '@/lib/config';

/** The site's public origin, for absolute links in metadata (canonical, hreflang) and in mails. */
export function siteUrl(): URL {
  return new URL(config().siteUrl);
}

/**
 * A redirect target taken from a query string, kept on this site: a path, never another origin
 * ('//evil.example', '/\evil.example', 'https://evil.example'); '/' when it is not one.
 */
export function localRedirectPath(target: string | null | undefined): string {
  if (!target || !/^\/(?![/\\])/.test(target)) return '/';
  // Whatever the browser would make of it, it must stay on our origin.
  const base = 'http://site.invalid';
  const resolved = new URL(target, base);
  return resolved.origin === base ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '/';
}
