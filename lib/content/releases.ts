import type {
  ReleaseByVersionQueryResult,
  ReleasesQueryResult,
  SupportedReleaseInstallersQueryResult,
} from '@/sanity.types';
import type { Locale } from '@/lib/i18n/config';
import { contentLocale } from './locale';
import {
  releaseByVersionQuery,
  releaseRoutingQuery,
  releaseSitemapQuery,
  releasesQuery,
  supportedReleaseInstallersQuery,
} from './queries';
import { releasePagePath, type ReleaseRouteEntry } from './release-route';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

// Releases as the site uses them (spec 2, 3): the GROQ rows reshaped into our own types, so pages and
// components never see Sanity's shapes.

export type Architecture = 'x64' | 'arm64';

export interface ReleaseDownload {
  architecture: Architecture;
  label: string;
  url: string;
}

/** spec 3: Release entry (title, url, date), with the notes of spec 2's history table. */
export interface ReleaseSummary {
  version: string;
  title: string;
  /** The locale-free page path, /releases/release-{version}. */
  url: string;
  /** YYYY-MM-DD */
  releasedAt: string;
  newFeatures: string[];
  fixedIssues: string[];
  discontinued: boolean;
  /** YYYY-MM-DD, when discontinued and known. */
  discontinuedAt: string | null;
}

export interface Release extends ReleaseSummary {
  downloads: ReleaseDownload[];
}

export interface ReleaseRouting {
  releases: ReleaseRouteEntry[];
  pagePaths: ReadonlySet<string>;
}

type SummaryRow = ReleasesQueryResult[number];
type DownloadRow = NonNullable<NonNullable<ReleaseByVersionQueryResult>['downloads']>[number];

const RELEASE_TAGS = [CONTENT_TAGS.release];

/** Every release, newest first (released date, then version). */
export async function releases(locale: Locale): Promise<ReleaseSummary[]> {
  const rows = await fetchContent(releasesQuery, { language: contentLocale(locale) }, { tags: RELEASE_TAGS });
  return toReleaseSummaries(rows);
}

/** One release by its exact version, or null. */
export async function releaseByVersion(locale: Locale, version: string): Promise<Release | null> {
  const row = await fetchContent(
    releaseByVersionQuery,
    { language: contentLocale(locale), version },
    { tags: RELEASE_TAGS },
  );
  return row === null ? null : { ...toReleaseSummary(row), downloads: toDownloads(row.downloads) };
}

/** The installers of the newest release that is not discontinued (what /download serves). */
export async function latestInstallers(locale: Locale): Promise<{ version: string; downloads: ReleaseDownload[] } | null> {
  const rows = await fetchContent(
    supportedReleaseInstallersQuery,
    { language: contentLocale(locale) },
    { tags: RELEASE_TAGS },
  );
  return pickLatestInstallers(rows);
}

/** The input of the release-redirect rule (lib/content/release-route.ts). */
export async function releaseRouting(): Promise<ReleaseRouting> {
  const { releases: rows, pagePaths } = await fetchContent(
    releaseRoutingQuery,
    {},
    { tags: [CONTENT_TAGS.release, CONTENT_TAGS.page] },
  );
  return { releases: rows, pagePaths: new Set(pagePaths) };
}

/** Release pages for the sitemap: supported versions, with their last change. */
export async function releaseSitemapRows(): Promise<{ path: string; _updatedAt: string }[]> {
  const rows = await fetchContent(releaseSitemapQuery, {}, { tags: RELEASE_TAGS });
  return rows.map(({ version, _updatedAt }) => ({ path: releasePagePath(version), _updatedAt }));
}

export function toReleaseSummaries(rows: readonly SummaryRow[]): ReleaseSummary[] {
  return rows.map(toReleaseSummary).sort(newestFirst);
}

export function toReleaseSummary(row: SummaryRow): ReleaseSummary {
  return {
    version: row.version,
    title: row.title,
    url: releasePagePath(row.version),
    releasedAt: row.releasedAt,
    newFeatures: notes(row.newFeatures),
    fixedIssues: notes(row.fixedIssues),
    discontinued: row.discontinued,
    discontinuedAt: row.discontinued ? row.discontinuedAt : null,
  };
}

export function pickLatestInstallers(
  rows: SupportedReleaseInstallersQueryResult,
): { version: string; downloads: ReleaseDownload[] } | null {
  const latest = [...rows].sort(newestFirst)[0];
  return latest ? { version: latest.version, downloads: toDownloads(latest.downloads) } : null;
}

/** Newest first: by released date, then by version compared as numbers (6.10.0 after 6.9.0). */
export function newestFirst(a: { releasedAt: string; version: string }, b: { releasedAt: string; version: string }): number {
  if (a.releasedAt !== b.releasedAt) return a.releasedAt < b.releasedAt ? 1 : -1;
  return compareVersions(b.version, a.version);
}

function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

// Blank lines (a translator's empty row) are left out rather than shown as empty bullets.
function notes(rows: { text: string }[] | null): string[] {
  return (rows ?? []).map(({ text }) => text?.trim() ?? '').filter((text) => text !== '');
}

// x64 first: it is the main download of spec 1 ('Download'), ARM64 the second ('Download for ARM').
function toDownloads(rows: DownloadRow[] | null): ReleaseDownload[] {
  return (rows ?? [])
    .filter((row) => typeof row.url === 'string' && row.url !== '')
    .map(({ architecture, label, url }) => ({ architecture, label, url }))
    .sort((a, b) => (a.architecture === b.architecture ? 0 : a.architecture === 'x64' ? -1 : 1));
}
