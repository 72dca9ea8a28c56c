// spec 2: "/releases and /releases/release-{version} (guarded by a release-redirect rule)". The rule is
// pure, so the release page and the proxy decide alike and a table of cases tests it (no I/O here: the
// Studio imports the path helpers too).

export const RELEASES_PATH = '/releases';
const SEGMENT_PREFIX = 'release-';

/** '6.4.0' -> '/releases/release-6.4.0' (locale-free). */
export const releasePagePath = (version: string) => `${RELEASES_PATH}/${SEGMENT_PREFIX}${version}`;

/** Where a discontinued version's explanation page lives when a marketer has written one. */
export const discontinuedPagePath = (version: string) => `/discontinued-${version}`;

/** A canonical version: major.minor.patch, without leading zeros. */
const CANONICAL_VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** Why a version typed in the Studio is not canonical, or undefined when it is. */
export function releaseVersionProblem(version: string): string | undefined {
  return CANONICAL_VERSION.test(version) ? undefined : 'Write the version as major.minor.patch, like 6.4.0.';
}

/** The version in a page segment: 'release-6.4.0' -> '6.4.0'; null when the segment is not a release page. */
export function releaseSegmentVersion(segment: string): string | null {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (!decoded.startsWith(SEGMENT_PREFIX)) return null;
  const version = decoded.slice(SEGMENT_PREFIX.length);
  return version === '' ? null : version;
}

/** The segment of a locale-free path one level under /releases ('/releases/6.4.0' -> '6.4.0'), else null. */
function releasesSegment(pathname: string): string | null {
  const prefix = `${RELEASES_PATH}/`;
  if (!pathname.startsWith(prefix)) return null;
  const segment = pathname.slice(prefix.length).replace(/\/+$/, '');
  return segment === '' || segment.includes('/') ? null : segment;
}

/** The version of a locale-free release page path ('/releases/release-v6.4' -> 'v6.4'), for the proxy. */
export function releaseVersionFromPath(pathname: string): string | null {
  const segment = releasesSegment(pathname);
  return segment === null ? null : releaseSegmentVersion(segment);
}

/** Whether a locale-free path sits where release pages do but names none ('/releases/6.4.0'): a 404. */
export function isMalformedReleasePath(pathname: string): boolean {
  const segment = releasesSegment(pathname);
  return segment !== null && releaseSegmentVersion(segment) === null;
}

/** What the rule needs to know of a release. */
export interface ReleaseRouteEntry {
  version: string;
  discontinued: boolean | null;
  redirectTo: string | null;
}

export type ReleaseRouteDecision =
  | { action: 'render'; version: string }
  | {
      action: 'redirect';
      /** A locale-free path: the caller adds the visitor's locale prefix. */
      location: string;
      /** 308 for a version written differently (it always means the same page), else 307. */
      permanent: boolean;
      reason: 'unknown-version' | 'discontinued' | 'non-canonical';
    };

/**
 * The release-redirect rule. Given the version in /releases/release-{version}, the releases and the
 * page documents' paths:
 * - a known, supported version renders;
 * - a discontinued version goes to its redirectTo, else to /discontinued-{version} when that page
 *   exists, else to /releases;
 * - a version written differently ('v6.4', '6.4', 'V6.4.0') goes permanently to the canonical page
 *   (or straight to the discontinued target, so a visitor never follows two redirects);
 * - anything else goes to /releases.
 */
export function releaseRoute(
  requested: string,
  releases: readonly ReleaseRouteEntry[],
  pagePaths: ReadonlySet<string>,
): ReleaseRouteDecision {
  const release =
    releases.find(({ version }) => version === requested) ?? findEquivalent(requested, releases);
  if (!release) return { action: 'redirect', location: RELEASES_PATH, permanent: false, reason: 'unknown-version' };
  if (release.discontinued) {
    return {
      action: 'redirect',
      location: discontinuedTarget(release, releases, pagePaths),
      permanent: false,
      reason: 'discontinued',
    };
  }
  if (release.version !== requested) {
    return { action: 'redirect', location: releasePagePath(release.version), permanent: true, reason: 'non-canonical' };
  }
  return { action: 'render', version: release.version };
}

/** Why a redirectTo typed in the Studio cannot be used, or undefined when it is fine. */
export function releaseRedirectProblem(redirectTo: string, ownVersion?: string): string | undefined {
  if (!isSitePath(redirectTo)) return 'Write a path on this site without the language prefix, like /releases.';
  if (ownVersion !== undefined && redirectTo === releasePagePath(ownVersion)) {
    return 'A version cannot redirect to its own page.';
  }
  return undefined;
}

// A site path ('/releases', '/help#contact'), never another host ('//x') nor a locale prefix, which
// the page adds itself.
function isSitePath(path: string): boolean {
  return /^\/(?!\/)\S*$/.test(path) && !/^\/zh-CN(?=[/?#]|$)/i.test(path);
}

/** '6.4' and 'v6.4.0' are 6.4.0; null when the text is not a version at all. */
function versionNumbers(text: string): string | null {
  const match = /^v?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?$/i.exec(text.trim());
  if (!match) return null;
  return match.slice(1, 4).map((part) => Number(part ?? 0)).join('.');
}

function findEquivalent(requested: string, releases: readonly ReleaseRouteEntry[]): ReleaseRouteEntry | undefined {
  const wanted = versionNumbers(requested);
  return wanted === null ? undefined : releases.find(({ version }) => versionNumbers(version) === wanted);
}

/**
 * Where a discontinued release sends its visitors. A redirectTo naming another discontinued release's
 * page is followed, so there is one redirect, and a loop of them ends at /releases.
 */
function discontinuedTarget(
  release: ReleaseRouteEntry,
  releases: readonly ReleaseRouteEntry[],
  pagePaths: ReadonlySet<string>,
  seen: ReadonlySet<string> = new Set(),
): string {
  const visited = new Set([...seen, release.version]);
  const redirectTo = release.redirectTo?.trim();
  if (redirectTo && releaseRedirectProblem(redirectTo, release.version) === undefined) {
    const target = releases.find(({ version }) => releasePagePath(version) === redirectTo);
    if (!target?.discontinued) return redirectTo;
    if (!visited.has(target.version)) return discontinuedTarget(target, releases, pagePaths, visited);
    return RELEASES_PATH;
  }
  const page = discontinuedPagePath(release.version);
  return pagePaths.has(page) ? page : RELEASES_PATH;
}
