import type { MetadataRoute } from 'next';
import type { PagePathsQueryResult } from '@/sanity.types';
import { defaultLocale, localizedPath, locales } from '../i18n/config';
import { pagePathsQuery } from './queries';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

/**
 * The sitemap: one entry per page path, in the default language, with every language as an alternate.
 * A path has a page in each locale (an untranslated one shows the English), so all alternates exist.
 */
export function buildSitemap(rows: PagePathsQueryResult, origin: URL): MetadataRoute.Sitemap {
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
  return buildSitemap(await fetchContent(pagePathsQuery, {}, { tags: [CONTENT_TAGS.page] }), origin);
}
