import { type ThirdPartyIds, thirdPartyIds } from '@/lib/analytics/third-party';
import type { Locale } from '@/lib/i18n/config';
import { log } from '@/lib/observability/log';
import { blogRouting, type BlogRouting } from './blog';
import { routingTableQuery } from './queries';
import { type RedirectRule, redirectTable } from './redirect-rules';
import type { ReleaseRouteEntry } from './release-route';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

// What the proxy must know before a request reaches a route: which paths have content, which have
// none (an unknown blog post) and which redirect. It runs on every page request, so it keeps a copy in
// memory and refreshes it in the background once it is a second old: a published page, post or
// redirect is routable within about a second, and no request waits for the Content Lake except the
// very first.

export interface RoutingTable {
  /** Locale-free paths with a page document ('/help'). */
  pagePaths: ReadonlySet<string>;
  /** Paths of how-to guides ('/how-to-use-ps4-controller-on-pc'). */
  howToPaths: ReadonlySet<string>;
  /** Gamepads with a community page ('dualshock4'), at /community/configs/gamepad/{device}. */
  communityDevices: ReadonlySet<string>;
  /** Each locale's posts and list pages. */
  blog: Readonly<Record<Locale, BlogRouting>>;
  /** What the release-redirect rule needs (lib/content/release-route.ts). */
  releases: readonly ReleaseRouteEntry[];
  redirects: ReadonlyMap<string, RedirectRule>;
  /** The analytics and tag-manager IDs of the Site settings: the pages' policy allows their hosts only while set. */
  thirdParty: ThirdPartyIds;
}

export const ROUTING_TABLE_MAX_AGE_MS = 1_000;

export async function loadRoutingTable(): Promise<RoutingTable> {
  const { pagePaths, howToPaths, communityDevices, posts, releases, redirects, thirdParty } = await fetchContent(
    routingTableQuery,
    {},
    {
      tags: [CONTENT_TAGS.page, CONTENT_TAGS.howTo, CONTENT_TAGS.communityDevice, CONTENT_TAGS.post, CONTENT_TAGS.release, CONTENT_TAGS.redirect, CONTENT_TAGS.siteSettings],
      fresh: true,
    },
  );
  return {
    pagePaths: new Set(pagePaths),
    howToPaths: new Set(howToPaths),
    communityDevices: new Set(communityDevices),
    blog: blogRouting(posts),
    releases,
    redirects: redirectTable(redirects.map(({ from, to, permanent }) => ({ from, to, permanent: permanent === true }))),
    thirdParty: thirdPartyIds(thirdParty),
  };
}

/**
 * A stale-while-revalidate copy of what `load` returns: fresh for `maxAgeMs`, then served as it is while
 * one background load replaces it. Only the first call (or one after every load so far failed) waits.
 */
export function createRoutingTableCache(
  load: () => Promise<RoutingTable>,
  { maxAgeMs = ROUTING_TABLE_MAX_AGE_MS, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
) {
  let current: { table: RoutingTable; loadedAt: number } | undefined;
  let loading: Promise<RoutingTable> | undefined;

  function refresh(): Promise<RoutingTable> {
    loading ??= load()
      .then((table) => {
        current = { table, loadedAt: now() };
        return table;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return async function routingTable(): Promise<RoutingTable> {
    if (!current) return refresh();
    if (now() - current.loadedAt >= maxAgeMs) {
      refresh().catch((error: unknown) => log.error({ err: error }, 'The routing table could not be refreshed'));
    }
    return current.table;
  };
}

export const routingTable = createRoutingTableCache(loadRoutingTable);
