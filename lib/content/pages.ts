import type { PageByPathQueryResult } from '@/sanity.types';
import type { Locale } from '../i18n/config';
import { contentLocale } from './locale';
import { pageByPathQuery } from './queries';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

export type PageContent = NonNullable<PageByPathQueryResult>;
export type PageSection = NonNullable<PageContent['sections']>[number];

/** The page at a path in a locale (its English version when untranslated), or null. */
export function pageByPath(locale: Locale, path: string): Promise<PageByPathQueryResult> {
  return fetchContent(pageByPathQuery, { path, language: contentLocale(locale) }, { tags: [CONTENT_TAGS.page] });
}
