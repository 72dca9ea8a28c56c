import { COMMUNITY_CONFIGS_PREFIX, communityDeviceOfPath } from '@/lib/community/devices';
import { type Locale, localizedPath, splitLocale } from '@/lib/i18n/config';
import { isReservedPath } from '@/lib/site/reserved-paths';
import { blogPageSegmentFromPath, parseBlogPageNumber, postSlugFromPath } from './blog-paths';
import { applyRedirect, type RedirectDecision } from './redirect-rules';
import { isMalformedReleasePath, releaseRoute, releaseVersionFromPath } from './release-route';
import type { RoutingTable } from './routing-table';

// The proxy's decisions about one page request, as a pure function of the routing table (unit-tested
// in tests/unit/route-request.test.ts; lib/http/page-proxy.ts only turns them into responses).

/** Where page documents render; the proxy rewrites their public paths here. */
export const CONTENT_PAGE_ROUTE = '/content-page';

/** Where how-to guides render: '/how-to-use-ps4-controller-on-pc' is '/how-to-guide/how-to-use-ps4-controller-on-pc'. */
export const HOW_TO_ROUTE = '/how-to-guide';

/**
 * Where a request the proxy knows has nothing to show goes: no route answers there (an underscore
 * folder never becomes a route), so Next renders app/global-not-found.tsx on the server with status
 * 404. A page's own notFound() would draw the 404 screen only in the browser (next.config.ts).
 */
export const NOT_FOUND_ROUTE = '/_not-found';

/**
 * The 404 screen, prerendered per locale: the proxy answers a path with nothing to show with it, status
 * 404 (lib/content/not-found-screen.ts). Not an address of its own either.
 */
export const NOT_FOUND_SCREEN_ROUTE = '/not-found-screen';

/** The internal routes the proxy rewrites public paths to: '/content-page/help' is '/help'. */
const INTERNAL_ROUTES = [CONTENT_PAGE_ROUTE, HOW_TO_ROUTE];

/**
 * The locale-free path a visitor sees for a pathname, whether it is the browser's ('/zh-CN/help') or the
 * one a page was rendered at on the server ('/zh-CN/content-page/help').
 */
export function publicPath(pathname: string): string {
  const { path } = splitLocale(pathname);
  const internal = INTERNAL_ROUTES.find((route) => path.startsWith(`${route}/`));
  return internal ? path.slice(internal.length) : path;
}

export type RouteDecision =
  | { kind: 'redirect'; redirect: RedirectDecision }
  /** Render the page document of `path` at the internal content route. */
  | { kind: 'content'; internalPath: string }
  /** Nothing is at the path (an unknown path, or an app route's with nothing there): answer the server-rendered 404. */
  | { kind: 'notFound'; internalPath: string }
  /** Let the app's own routes (or its 404) answer. */
  | { kind: 'app' };

/**
 * Redirect rules first (spec 2: route rules may redirect; a renamed blog post can be redirected too), then
 * the release-redirect rule for /releases/release-{version}, then the 404 of an app route with nothing at
 * the path (an unknown blog post), then page and how-to documents. The app's own routes (/blog,
 * /checkout ...) are never shadowed by content (lib/site/reserved-paths.ts). Without a table (the Content
 * Lake has not answered yet) every other path goes to the content route, which still answers 404 for a
 * path without a page, and the app's routes check their own paths.
 */
export function routeRequest(table: RoutingTable | undefined, pathname: string, search = ''): RouteDecision {
  const { locale, path } = splitLocale(pathname);
  const redirect = table ? applyRedirect(table.redirects, locale, path, search) : null;
  if (redirect) return { kind: 'redirect', redirect };
  const version = table ? releaseVersionFromPath(path) : null;
  if (table && version !== null) {
    const release = releaseRoute(version, table.releases, table.pagePaths);
    if (release.action === 'redirect') {
      const location = `${localizedPath(locale, release.location)}${search}`;
      return { kind: 'redirect', redirect: { location, status: release.permanent ? 308 : 307, external: false } };
    }
  }
  const notFound: RouteDecision = { kind: 'notFound', internalPath: `/${locale}${NOT_FOUND_ROUTE}` };
  // The routes pages render at ('/content-page/help') are not addresses of their own: one page, one URL.
  if ([...INTERNAL_ROUTES, NOT_FOUND_SCREEN_ROUTE].some((route) => path === route || path.startsWith(`${route}/`))) return notFound;
  if (table && isMissing(table, locale, path)) return notFound;
  if (path === '/' || isReservedPath(path)) return { kind: 'app' };
  if (table?.howToPaths.has(path)) return { kind: 'content', internalPath: `/${locale}${HOW_TO_ROUTE}${path}` };
  // No app route outside the reserved paths, no document: nothing to show.
  if (table && !table.pagePaths.has(path)) return notFound;
  return { kind: 'content', internalPath: `/${locale}${CONTENT_PAGE_ROUTE}${path}` };
}

/**
 * Whether an app route matches `path` but would find nothing there: a post the locale does not show, a
 * list page past the last, a /releases/ segment that is no release page, a community device without a page. Those routes check too, but
 * their notFound() would not render on the server (NOT_FOUND_ROUTE).
 */
function isMissing(table: RoutingTable, locale: Locale, path: string): boolean {
  const blog = table.blog[locale];
  const slug = postSlugFromPath(path);
  if (slug !== null) return !blog.postSlugs.has(slug);
  const listPage = blogPageSegmentFromPath(path);
  if (listPage !== null) {
    const page = parseBlogPageNumber(listPage);
    return page === null || page > blog.listPages;
  }
  if (path === COMMUNITY_CONFIGS_PREFIX || path.startsWith(`${COMMUNITY_CONFIGS_PREFIX}/`)) {
    const device = communityDeviceOfPath(path);
    return device === null || !table.communityDevices.has(device);
  }
  return isMalformedReleasePath(path);
}
