import type { Metadata } from 'next';
import type { SeoEntryByUrlQueryResult } from '@/sanity.types';
import { defaultLocale, type Locale, localizedPath, locales } from '@/lib/i18n/config';
import { normaliseSeoPath } from './seo-path';

// The pure half of page SEO (spec 2: "Title, description and keywords come from the SEO list by URL,
// falling back to the home entry"). lib/content/seo.ts does the fetching.

/** One SEO entry in one locale, as the site uses it: untranslated fields already show the English. */
export interface SeoEntry {
  url: string;
  title: string | null;
  description: string | null;
  keywords: string | null;
}

export const HOME_SEO_URL = '/';

/** What a page shows when even the home entry has no title (an empty dataset). */
const SITE_NAME = 'Remapper';

/** Reshapes a row of the SEO queries into a SeoEntry; blank strings count as missing. */
export function toSeoEntry(row: NonNullable<SeoEntryByUrlQueryResult>): SeoEntry | null {
  const url = text(row.url);
  if (url === null) return null;
  return { url, title: text(row.title), description: text(row.description), keywords: text(row.keywords) };
}

export interface SeoEntriesForPage {
  /** The entry whose url is the page's path, if any. */
  page: SeoEntry | null;
  /** The home entry ('/'), the fallback for every field. */
  home: SeoEntry | null;
}

/** Open Graph locale names (language_TERRITORY) of the site's locales. */
const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_US', 'zh-CN': 'zh_CN' };

/** Title, description, keywords, language alternates and Open Graph data of a page, in one locale. */
export function buildSeoMetadata(locale: Locale, pathname: string, { page, home }: SeoEntriesForPage): Metadata {
  const path = normaliseSeoPath(pathname);
  const entry = page?.url === path ? page : null;
  const title = entry?.title ?? home?.title ?? SITE_NAME;
  const description = entry?.description ?? home?.description ?? null;
  const keywords = splitKeywords(entry?.keywords ?? home?.keywords ?? null);
  return {
    // Absolute: marketers write the whole title, so no layout template may add to it.
    title: { absolute: title },
    ...(description === null ? {} : { description }),
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      title,
      ...(description === null ? {} : { description }),
      url: localizedPath(locale, path),
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => OPEN_GRAPH_LOCALES[other]),
    },
    ...(keywords.length === 0 ? {} : { keywords }),
    alternates: {
      canonical: localizedPath(locale, path),
      languages: {
        ...Object.fromEntries(locales.map((alternate) => [alternate, localizedPath(alternate, path)])),
        'x-default': localizedPath(defaultLocale, path),
      },
    },
  };
}

/** 'a, b，c' -> ['a', 'b', 'c']; Chinese copy may use the full-width comma. */
export function splitKeywords(keywords: string | null): string[] {
  if (keywords === null) return [];
  return keywords
    .split(/[,，、]/)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

// The schema requires most of these, but the bundled dataset is hand-edited: trust nothing blank.
function text(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
