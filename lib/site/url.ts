/** The site's public origin, for absolute links in metadata (canonical, hreflang). */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`);
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
