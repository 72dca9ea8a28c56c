// Paths the app's own routes answer (or that must never be content): a page document or a redirect
// cannot take them over. Locale-free, as page documents store their paths.
const RESERVED_PREFIXES = [
  '/account',
  '/accept-fake-payment',
  '/api',
  '/blog',
  '/checkout',
  // spec 2: the community device pages (app/[locale]/(default)/community/configs/gamepad/[device]); /community is content.
  '/community/configs',
  '/content-page',
  '/dev',
  '/download',
  '/e2e-',
  '/how-to-guide',
  '/not-found-screen',
  '/release',
  '/releases',
  '/staff',
  '/studio',
  '/user',
  '/_next',
];

/** Whether `path` ('/blog/post/x') belongs to a route of the app rather than to content. */
export function isReservedPath(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) =>
    prefix.endsWith('-') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** spec 2: /download and /release/download (with any query) answer with a redirect to the installer, never a page. */
export function isDownloadPath(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0];
  return path === '/download' || path === '/release/download';
}
