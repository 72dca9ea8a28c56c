import type {
  PagePathsQueryResult,
  PostBySlugQueryResult,
  PostListQueryResult,
  PostSlugsQueryResult,
  RoutingTableQueryResult,
} from '@/sanity.types';
import { defaultLocale, type Locale, locales } from '@/lib/i18n/config';
import { blogListPath, blogPostPath } from './blog-paths';
import { contentLocale } from './locale';
import { postBySlugQuery, postListQuery, postSlugsQuery } from './queries';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

// The blog's data (spec 2: /blog, /blog/post/{slug}; spec 3: Blog link: title, url, date), reshaped
// into the site's own types. Posts are translated per document: a locale shows its own post where
// one is published, else the English one.

/** How many posts one page of the list shows. */
export const POSTS_PER_PAGE = 6;

// The lists read authors too (their names and roles), so publishing either type refreshes them.
const BLOG_TAGS = [CONTENT_TAGS.post, CONTENT_TAGS.author];

export interface BlogAuthor {
  name: string;
  role: string | null;
  bio: string | null;
}

export interface PostSummary {
  slug: string;
  title: string;
  /** The language the post is written in: the English one on /zh-CN while it is untranslated. */
  language: Locale;
  /** ISO date-time. */
  publishedAt: string;
  excerpt: string;
  author: BlogAuthor | null;
}

/** A post's text as Portable Text: paragraphs, h2/h3, quotes, lists, links, strong/em/code. */
export type PostBody = NonNullable<PostBySlugQueryResult>['body'];

export interface Post extends PostSummary {
  body: PostBody;
}

export interface PostListPage {
  posts: PostSummary[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
}

/** How many list pages `total` posts fill; an empty blog still has its first page. */
export function blogPageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A page of the post list, newest first; null when the page number is past the last page. */
export async function postListPage(locale: Locale, page: number, perPage = POSTS_PER_PAGE): Promise<PostListPage | null> {
  if (!Number.isInteger(page) || page < 1) return null;
  const start = (page - 1) * perPage;
  const result = await fetchContent(
    postListQuery,
    { locale: contentLocale(locale), start, end: start + perPage },
    { tags: BLOG_TAGS },
  );
  const pageCount = blogPageCount(result.total, perPage);
  if (page > pageCount) return null;
  return { posts: result.posts.flatMap((row) => toPostSummary(row) ?? []), page, pageCount, total: result.total };
}

/** The page numbers after the first (/blog/page/2 ...) of a locale's list, for prerendering. */
export async function laterBlogPages(locale: Locale): Promise<number[]> {
  const first = await postListPage(locale, 1);
  const count = first?.pageCount ?? 1;
  return Array.from({ length: count - 1 }, (_, index) => index + 2);
}

/** A post in a locale (its English version while untranslated), or null. */
export async function postBySlug(locale: Locale, slug: string): Promise<Post | null> {
  const row = await fetchContent(postBySlugQuery, { slug, locale: contentLocale(locale) }, { tags: BLOG_TAGS });
  if (row === null) return null;
  const summary = toPostSummary(row);
  return summary && { ...summary, body: toBody(row.body) };
}

/** Every post slug, once each, sorted: the posts prerendered at build time. */
export async function postSlugs(): Promise<string[]> {
  const rows = await fetchContent(postSlugsQuery, {}, { tags: [CONTENT_TAGS.post] });
  return [...new Set(rows.map(({ slug }) => slug).filter((slug) => typeof slug === 'string' && slug !== ''))].sort();
}

/** The blog's rows for the sitemap (lib/content/sitemap.ts), shaped like its page rows. */
export async function blogSitemapRows(): Promise<PagePathsQueryResult> {
  return buildBlogSitemapRows(await fetchContent(postSlugsQuery, {}, { tags: [CONTENT_TAGS.post] }));
}

/**
 * Every page of the English post list and every post with an English version: the paths that exist in
 * both languages (zh-CN shows the English post while it is untranslated). A list page changes whenever
 * a post does, so it carries the latest post change.
 */
export function buildBlogSitemapRows(rows: PostSlugsQueryResult, perPage = POSTS_PER_PAGE): PagePathsQueryResult {
  const english = new Set(rows.filter(({ language }) => language === 'en').map(({ slug }) => slug));
  const posts = rows.filter(({ slug }) => english.has(slug));
  const latest = posts.reduce<string | null>((max, { _updatedAt }) => (max && max > _updatedAt ? max : _updatedAt), null);
  if (latest === null) return [];
  const lists = Array.from({ length: blogPageCount(english.size, perPage) }, (_, index) => ({
    path: blogListPath(index + 1),
    language: 'en' as const,
    _updatedAt: latest,
  }));
  return [...lists, ...posts.map(({ slug, language, _updatedAt }) => ({ path: blogPostPath(slug), language, _updatedAt }))];
}

/** What the proxy knows of one locale's blog, to answer an unknown post or list page with a 404. */
export interface BlogRouting {
  /** The posts the locale shows: its own, and the English ones it has no translation of (as postBySlug). */
  postSlugs: ReadonlySet<string>;
  /** How many pages their list fills (as postListPage). */
  listPages: number;
}

/** Each locale's BlogRouting, from every published post's slug and language. */
export function blogRouting(posts: RoutingTableQueryResult['posts'], perPage = POSTS_PER_PAGE): Record<Locale, BlogRouting> {
  const routingOf = (locale: Locale): BlogRouting => {
    const languages = new Set([contentLocale(locale), contentLocale(defaultLocale)]);
    const postSlugs = new Set(posts.filter(({ language }) => languages.has(language)).map(({ slug }) => slug));
    return { postSlugs, listPages: blogPageCount(postSlugs.size, perPage) };
  };
  return Object.fromEntries(locales.map((locale) => [locale, routingOf(locale)])) as Record<Locale, BlogRouting>;
}

type PostRow = NonNullable<PostBySlugQueryResult> | PostListQueryResult['posts'][number];

// The schema requires these fields, but the bundled dataset is hand-edited: trust nothing blank.
function toPostSummary(row: PostRow): PostSummary | null {
  const slug = text(row.slug);
  const title = text(row.title);
  const publishedAt = text(row.publishedAt);
  if (slug === null || title === null || publishedAt === null) return null;
  const name = text(row.author?.name);
  return {
    slug,
    title,
    language: locales.find((locale) => contentLocale(locale) === row.language) ?? defaultLocale,
    publishedAt,
    excerpt: text(row.excerpt) ?? '',
    author: name === null ? null : { name, role: text(row.author?.role), bio: text(row.author?.bio) },
  };
}

function toBody(body: PostBody | null | undefined): PostBody {
  return body ?? [];
}

function text(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
