// The blog's public paths (spec 2: /blog, /blog/post/{slug}), locale-free. Page 1 of the list is /blog
// itself; later pages are /blog/page/{n}.

export const BLOG_PATH = '/blog';

/** The path of a page of the post list: '/blog' for page 1, '/blog/page/2' after it. */
export function blogListPath(page: number): string {
  return page <= 1 ? BLOG_PATH : `${BLOG_PATH}/page/${page}`;
}

export function blogPostPath(slug: string): string {
  return `${BLOG_PATH}/post/${slug}`;
}

/** The page number of a /blog/page/{page} segment; null unless it is a whole number from 2 up, written plainly. */
export function parseBlogPageNumber(segment: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 ? page : null;
}

/** The one segment after `prefix` in a locale-free path ('/blog/post/x' -> 'x'); null when there is not exactly one. */
function segmentAfter(prefix: string, path: string): string | null {
  if (!path.startsWith(prefix)) return null;
  const segment = path.slice(prefix.length);
  return segment === '' || segment.includes('/') ? null : segment;
}

/** The slug a locale-free post path names ('/blog/post/x' -> 'x', percent-decoded as the route does); else null. */
export function postSlugFromPath(path: string): string | null {
  const segment = segmentAfter(`${BLOG_PATH}/post/`, path);
  if (segment === null) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The segment a locale-free list page path names ('/blog/page/2' -> '2', '/blog/page/two' -> 'two'); else null. */
export function blogPageSegmentFromPath(path: string): string | null {
  return segmentAfter(`${BLOG_PATH}/page/`, path);
}
