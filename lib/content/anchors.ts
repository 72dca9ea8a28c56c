// A feature's anchor becomes its element id, so /advanced-controller-mapping#rapid-fire scrolls to it
// (spec 2 names the anchors of that page). Lower-case words joined by single hyphens keep the URL
// readable and the id valid.
export const ANCHOR_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why these anchors cannot all be used in one section, or null when they can. */
export function anchorProblem(anchors: readonly (string | undefined)[]): string | null {
  const seen = new Set<string>();
  for (const anchor of anchors) {
    if (!anchor) continue;
    if (!ANCHOR_PATTERN.test(anchor)) {
      return `"${anchor}" is not a valid anchor: use lower-case letters, digits and single hyphens, starting with a letter.`;
    }
    if (seen.has(anchor)) return `The anchor "${anchor}" is used twice in this section.`;
    seen.add(anchor);
  }
  return null;
}

/**
 * The page path and anchor a link on this site points at ('/#about' is the home page's "about"), or null for
 * a link without an anchor, to another site, or to an anchor of whatever page shows it ('#about').
 */
export function linkedAnchor(href: string | undefined): { path: string; anchor: string } | null {
  const match = /^(\/[^#?]*)(?:\?[^#]*)?#(.+)$/.exec(href ?? '');
  if (!match || match[1]?.startsWith('//')) return null;
  return { path: match[1] as string, anchor: decodeURIComponent(match[2] as string) };
}
