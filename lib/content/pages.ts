import type { PageByPathQueryResult } from '@/sanity.types';
import type { Locale } from '@/lib/i18n/config';
import { contentLocale } from './locale';
import { pageByPathQuery, pagePathsQuery } from './queries';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

export type PageContent = NonNullable<PageByPathQueryResult>;
export type PageSection = NonNullable<PageContent['sections']>[number];

/** The page at a path in a locale (its English version when untranslated), or null. */
export function pageByPath(locale: Locale, path: string): Promise<PageByPathQueryResult> {
  // Its sections join games, reviews and releases: publishing one clears the page tag (JOINED_INTO).
  return fetchContent(pageByPathQuery, { path, language: contentLocale(locale) }, { tags: [CONTENT_TAGS.page] });
}

/** The distinct paths that have a page document, '/' among them. */
export async function pagePaths(): Promise<string[]> {
  const rows = await fetchContent(pagePathsQuery, {}, { tags: [CONTENT_TAGS.page] });
  return [...new Set(rows.map(({ path }) => path).filter((path): path is string => typeof path === 'string'))];
}
