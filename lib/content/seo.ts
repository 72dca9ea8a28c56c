import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/config';
import { contentLocale } from './locale';
import { seoEntriesQuery, seoEntryByUrlQuery } from './queries';
import { buildSeoMetadata, HOME_SEO_URL, type SeoEntry, toSeoEntry } from './seo-metadata';
import { normaliseSeoPath } from './seo-path';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

export type { SeoEntry } from './seo-metadata';

const SEO_TAGS = [CONTENT_TAGS.seoEntry];

/** Every SEO entry in one locale, by url (spec 7: GET /api/seo). */
export async function seoEntries(locale: Locale): Promise<SeoEntry[]> {
  const rows = await fetchContent(seoEntriesQuery, { locale: contentLocale(locale) }, { tags: SEO_TAGS });
  return rows.flatMap((row) => toSeoEntry(row) ?? []);
}

/** The SEO entry of one url ('/blog', locale-free), or null when there is none. */
export async function seoEntryByUrl(locale: Locale, url: string): Promise<SeoEntry | null> {
  const row = await fetchContent(seoEntryByUrlQuery, { url, locale: contentLocale(locale) }, { tags: SEO_TAGS });
  return row === null ? null : toSeoEntry(row);
}

/**
 * A page's metadata (spec 2): its SEO entry, else `own` (what a document says of itself: a community
 * device page's title and introduction), else the home entry; for generateMetadata().
 */
export async function seoMetadata(locale: Locale, pathname: string, own?: Omit<SeoEntry, 'url'>): Promise<Metadata> {
  const path = normaliseSeoPath(pathname);
  const [entry, home] = await Promise.all([
    path === HOME_SEO_URL ? null : seoEntryByUrl(locale, path),
    seoEntryByUrl(locale, HOME_SEO_URL),
  ]);
  const page = entry ?? (own ? { url: path, ...own } : null);
  return buildSeoMetadata(locale, path, { page, home });
}
