import { describe, expect, it } from 'vitest';
import { AUTHORS, blogPostSources } from '@/content/src/blog';
import { createBundledSource } from '@/lib/content/bundled-source';
import { POSTS_PER_PAGE } from '@/lib/content/blog';
import { postBySlugQuery, postListQuery, postSlugsQuery } from '@/lib/content/queries';
import { EXCERPT_MAX_LENGTH } from '@/schemas/documents/post';

// The bundled blog (content/src/blog.ts), as the site reads it from content/production.ndjson.

const source = createBundledSource();
const tags = { tags: ['post', 'author'] as const };
const words = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;
const hanCharacters = (markdown: string) => [...markdown].filter((c) => /\p{Script=Han}/u.test(c)).length;

describe('the bundled blog', () => {
  it('has at least 3 authors and 10 posts, every post in en and zh_CN with the same slug', async () => {
    expect(Object.keys(AUTHORS).length).toBeGreaterThanOrEqual(3);
    const rows = await source.fetch(postSlugsQuery, {}, tags);
    const languages = new Map<string, string[]>();
    for (const { slug, language } of rows) languages.set(slug, [...(languages.get(slug) ?? []), language]);
    expect(languages.size).toBeGreaterThanOrEqual(10);
    for (const [slug, found] of languages) expect(found.sort(), slug).toEqual(['en', 'zh_CN']);
  });

  it('fills at least two list pages in each language', async () => {
    for (const locale of ['en', 'zh_CN']) {
      const { total, posts } = await source.fetch(postListQuery, { locale, start: 0, end: POSTS_PER_PAGE }, tags);
      expect(total).toBeGreaterThan(POSTS_PER_PAGE);
      expect(
        posts.every((post) => post.language === locale && post.author !== null),
        locale,
      ).toBe(true);
    }
  });

  it('is substantial copy: 300 to 700 words a post, a full translation, excerpts within the limit', () => {
    for (const { slug, en, zh_CN } of blogPostSources) {
      expect(words(en.body), slug).toBeGreaterThanOrEqual(300);
      expect(words(en.body), slug).toBeLessThanOrEqual(700);
      // Chinese has no spaces: about 1.5 characters a word.
      expect(hanCharacters(zh_CN.body), slug).toBeGreaterThanOrEqual(450);
      for (const excerpt of [en.excerpt, zh_CN.excerpt]) expect(excerpt.length, slug).toBeLessThanOrEqual(EXCERPT_MAX_LENGTH);
    }
  });

  it('is dated over 2024 to 2026, none after 2026-11-01, with unique titles', () => {
    const dates = blogPostSources.map(({ publishedAt }) => publishedAt);
    expect(dates.every((date) => date >= '2024-01-01' && date < '2026-11-01')).toBe(true);
    expect(new Set(dates.map((date) => date.slice(0, 4)))).toEqual(new Set(['2024', '2025', '2026']));
    const titles = blogPostSources.flatMap(({ en, zh_CN }) => [en.title, zh_CN.title]);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('links only to site paths, and to posts that exist', async () => {
    const slugs = new Set(blogPostSources.map(({ slug }) => slug));
    for (const { slug, en, zh_CN } of blogPostSources) {
      for (const [, href] of `${en.body}\n${zh_CN.body}`.matchAll(/\]\(([^)]+)\)/g)) {
        expect(href, slug).toMatch(/^\/[a-z0-9-/#]*$/);
        const post = /^\/blog\/post\/([^/#]+)/.exec(href ?? '')?.[1];
        if (post) expect(slugs.has(post), `${slug} links to ${href}`).toBe(true);
      }
    }
  });

  it('renders each post body as Portable Text with headings', async () => {
    const post = await source.fetch(postBySlugQuery, { slug: 'shift-layers-explained', locale: 'zh_CN' }, tags);
    expect(post?.language).toBe('zh_CN');
    expect(post?.body.some((block) => block.style === 'h2')).toBe(true);
    expect(post?.author?.role).toBe('技术支持负责人');
  });
});
