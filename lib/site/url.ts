/** The site's public origin, for absolute links in metadata (canonical, hreflang). */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`);
}
