import type { MetadataRoute } from 'next';
import type { PagePathsQueryResult } from '@/sanity.types';
import { defaultLocale, localizedPath, locales } from '@/lib/i18n/config';
import { blogSitemapRows } from './blog';
import { communityDeviceSitemapRows } from './community-device';
import { RELEASES_PATH } from './release-route';
import { releaseSitemapRows } from './releases';
import { howToPathsQuery, pagePathsQuery } from './queries';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

/** A page document's row, or a route of its own (/releases) that exists in every language. */
type SitemapRow = Omit<PagePathsQueryResult[number], 'language'> & { language?: PagePathsQueryResult[number]['language'] };

/**
 * The sitemap: one entry per page path, in the default language, with every language as an alternate.
 * A path has a page in each locale (an untranslated one shows the English), so all alternates exist.
 */
export function buildSitemap(rows: readonly SitemapRow[], origin: URL): MetadataRoute.Sitemap {
  const latest = new Map<string, string>();
  for (const { path, _updatedAt } of rows) {
    const known = latest.get(path);
    if (!known || _updatedAt > known) latest.set(path, _updatedAt);
  }
  const absolute = (locale: (typeof locales)[number], path: string) => new URL(localizedPath(locale, path), origin).href;
  return [...latest.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, updatedAt]) => ({
      url: absolute(defaultLocale, path),
      lastModified: updatedAt,
      alternates: { languages: Object.fromEntries(locales.map((locale) => [locale, absolute(locale, path)])) },
    }));
}

export async function sitemapEntries(origin: URL): Promise<MetadataRoute.Sitemap> {
  const [pages, releases, blog, howTos, devices] = await Promise.all([
    fetchContent(pagePathsQuery, {}, { tags: [CONTENT_TAGS.page] }),
    releaseSitemapRows(),
    // The blog's list pages and posts (lib/content/blog.ts).
    blogSitemapRows(),
    // How-to guides (spec 2), at their public paths.
    fetchContent(howToPathsQuery, {}, { tags: [CONTENT_TAGS.howTo] }),
    // The community device pages (spec 2: /community/configs/gamepad/{device}).
    communityDeviceSitemapRows(),
  ]);
  return buildSitemap([...pages, ...releaseListRows(releases), ...releases, ...blog, ...howTos, ...devices], origin);
}

/** /releases changes whenever a release does; release notes are per field, so every language has it. */
export function releaseListRows(releases: readonly { _updatedAt: string }[]): { path: string; _updatedAt: string }[] {
  const latest = releases.reduce<string | null>((max, { _updatedAt }) => (max && max > _updatedAt ? max : _updatedAt), null);
  return latest ? [{ path: RELEASES_PATH, _updatedAt: latest }] : [];
}
