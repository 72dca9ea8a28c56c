// spec 2: how-to pages live at the top level, /how-to-use-joycons-on-pc; the site renders them from the
// internal route /how-to-guide/<slug> (the proxy rewrites the public path there).

const HOW_TO_PATH = /^\/how-to-[a-z0-9]+(-[a-z0-9]+)*$/;

/** Why a path typed into the Studio cannot be a guide's, or undefined when it is fine. */
export function howToPathProblem(path: string): string | undefined {
  if (!path.startsWith('/how-to-')) return 'Start the path with /how-to-, for example /how-to-use-joycons-on-pc.';
  if (!HOW_TO_PATH.test(path)) return 'Use lowercase letters, digits and single hyphens only, with no trailing slash.';
  return undefined;
}

/** '/how-to-use-joycons-on-pc' -> 'how-to-use-joycons-on-pc', the route's [slug]. */
export function howToSlug(path: string): string {
  return path.replace(/^\//, '');
}

/** The guide path a route's [slug] names, or null when the slug cannot be a guide's (guide paths are ASCII). */
export function howToPathOfSlug(slug: string): string | null {
  const path = `/${slug}`;
  return howToPathProblem(path) === undefined ? path : null;
}
