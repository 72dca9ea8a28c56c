import type { HowToByPathQueryResult, HowToPathsQueryResult } from '@/sanity.types';
import type { Locale } from '@/lib/i18n/config';
import { contentLocale } from './locale';
import { howToByPathQuery, howToPathsQuery } from './queries';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

type HowToRow = NonNullable<HowToByPathQueryResult>;

/** Formatted text of a guide (Portable Text blocks). */
export type GuideText = HowToRow['steps'][number]['body'];

export interface HowToStep {
  key: string;
  title: string;
  body: GuideText;
}

/** A how-to guide as the site shows it, in the language it was found in. */
export interface HowToGuide {
  path: string;
  /** The guide's own language: 'en' when the requested translation does not exist yet. */
  language: HowToRow['language'];
  title: string;
  intro: string;
  device: string | null;
  requirements: string[];
  steps: HowToStep[];
  closing: GuideText;
  related: { key: string; label: string; href: string }[];
  updatedAt: string;
}

const TAGS = [CONTENT_TAGS.howTo];

/** Reshapes the query's row into the site's guide. */
export function toHowToGuide(row: HowToRow): HowToGuide {
  return {
    path: row.path,
    language: row.language,
    title: row.title,
    intro: row.intro,
    device: row.device,
    requirements: [...row.requirements],
    steps: row.steps.map(({ _key, title, body }) => ({ key: _key, title, body })),
    closing: [...row.closing],
    related: row.related.map(({ _key, label, href }) => ({ key: _key, label, href })),
    updatedAt: row._updatedAt,
  };
}

/** The guide at a path ('/how-to-use-joycons-on-pc') in a locale, its English version when untranslated, or null. */
export async function howToByPath(locale: Locale, path: string): Promise<HowToGuide | null> {
  const row = await fetchContent(howToByPathQuery, { path, language: contentLocale(locale) }, { tags: TAGS });
  return row === null ? null : toHowToGuide(row);
}

/** Every guide's path, language and last change (the sitemap). */
export function howToPathRows(): Promise<HowToPathsQueryResult> {
  return fetchContent(howToPathsQuery, {}, { tags: TAGS });
}

/**
 * The distinct paths that have a guide in any language. The proxy rewrites these public paths to
 * /how-to-guide/<slug> and answers other /how-to-* paths with the 404.
 */
export async function howToPaths(): Promise<string[]> {
  const rows = await howToPathRows();
  return [...new Set(rows.map(({ path }) => path))].sort();
}
