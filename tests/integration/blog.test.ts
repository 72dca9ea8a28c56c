import { describe, expect, it, vi } from 'vitest';
import type { ContentFetchOptions, ContentParams } from '@/lib/content/content-source';
import { createBundledSource } from '@/lib/content/bundled-source';
import { type ContentDocument, evaluateQuery } from '@/lib/content/groq-dataset';

// The blog's queries and data functions against an in-memory dataset: the same GROQ the Content Lake runs.

const dataset = vi.hoisted(() => ({ documents: [] as ContentDocument[] }));
vi.mock('@/lib/content/source', async () => {
  const { createBundledSource: create } = await import('@/lib/content/bundled-source');
  const source = create({ read: async () => dataset.documents.map((d) => JSON.stringify(d)).join('\n') });
  return {
    fetchContent: (query: string, params: ContentParams, options: ContentFetchOptions) => source.fetch(query, params, options),
  };
});

const { buildBlogSitemapRows, postBySlug, postListPage, postSlugs } = await import('@/lib/content/blog');
const { postListQuery, postSlugTakenQuery } = await import('@/lib/content/queries');

const block = (text: string) => ({
  _type: 'block',
  _key: `b-${text.length}`,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: 's', text, marks: [] }],
});

function post(slug: string, language: 'en' | 'zh_CN', day: number, options: { draft?: boolean; author?: string } = {}) {
  return {
    _id: `${options.draft ? 'drafts.' : ''}post-${slug}-${language}`,
    _type: 'post',
    _updatedAt: `2025-02-${String(day).padStart(2, '0')}T12:00:00Z`,
    title: `${language === 'en' ? 'Post' : '文章'} ${slug}`,
    slug: { _type: 'slug', current: slug },
    language,
    publishedAt: `2025-01-${String(day).padStart(2, '0')}T09:00:00Z`,
    excerpt: `Excerpt of ${slug} (${language})`,
    author: { _type: 'reference', _ref: options.author ?? 'author-ada' },
    body: [block(`Body of ${slug} in ${language}`)],
  };
}

const author = {
  _id: 'author-ada',
  _type: 'author',
  name: 'Ada',
  slug: { _type: 'slug', current: 'ada' },
  role: { _type: 'localeString', en: 'Support lead', zh_CN: '技术支持负责人' },
  bio: { _type: 'localeText', en: 'Answers questions.', zh_CN: '' },
};

// Eight English posts (a, b, ... h: published on days 1 to 8), three of them translated: c and e are
// published in zh_CN, g only as a draft. Page size 3 gives 3 pages.
const slugs = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
dataset.documents = [
  author,
  ...slugs.map((slug, index) => post(slug, 'en', index + 1)),
  post('c', 'zh_CN', 3),
  post('e', 'zh_CN', 5),
  post('g', 'zh_CN', 7, { draft: true }),
  // A post without a date is not listed, and not found.
  { ...post('undated', 'en', 9), publishedAt: undefined },
];

const titles = (page: Awaited<ReturnType<typeof postListPage>>) => page?.posts.map(({ title }) => title);

describe('the post list', () => {
  it('lists the newest first, N per page, with the total and page count', async () => {
    const first = await postListPage('en', 1, 3);
    expect(titles(first)).toEqual(['Post h', 'Post g', 'Post f']);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 8 });
    expect(titles(await postListPage('en', 2, 3))).toEqual(['Post e', 'Post d', 'Post c']);
    expect(titles(await postListPage('en', 3, 3))).toEqual(['Post b', 'Post a']);
  });

  it('has no page past the last one, nor before the first', async () => {
    expect(await postListPage('en', 4, 3)).toBeNull();
    expect(await postListPage('en', 0, 3)).toBeNull();
    expect(await postListPage('en', 1.5, 3)).toBeNull();
  });

  it('reshapes each post: date, author with a localised role, the language it is written in', async () => {
    const [latest] = (await postListPage('zh-CN', 1, 3))?.posts ?? [];
    expect(latest).toEqual({
      slug: 'h',
      title: 'Post h',
      language: 'en',
      publishedAt: '2025-01-08T09:00:00Z',
      excerpt: 'Excerpt of h (en)',
      // A blank translation shows the English.
      author: { name: 'Ada', role: '技术支持负责人', bio: 'Answers questions.' },
    });
  });

  it('shows zh-CN translations where published, the English post elsewhere, never a draft translation', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => postListPage('zh-CN', page, 3)));
    const listed = pages.flatMap((page) => page?.posts ?? []).map(({ slug, language }) => `${slug}:${language}`);
    expect(listed).toEqual(['h:en', 'g:en', 'f:en', 'e:zh-CN', 'd:en', 'c:zh-CN', 'b:en', 'a:en']);
    expect(pages[0]).toMatchObject({ total: 8, pageCount: 3 });
  });

  it('is one page, empty, for a blog without posts', async () => {
    const source = createBundledSource({ read: async () => JSON.stringify(author) });
    const result = await source.fetch(postListQuery, { locale: 'en', start: 0, end: 6 }, { tags: ['post'] });
    expect(result).toEqual({ total: 0, posts: [] });
  });
});

describe('a post by slug', () => {
  it('is the translation on zh-CN when it is published, with its body', async () => {
    const found = await postBySlug('zh-CN', 'c');
    expect(found).toMatchObject({ title: '文章 c', language: 'zh-CN', author: { name: 'Ada' } });
    expect(found?.body[0]?.children?.[0]?.text).toBe('Body of c in zh_CN');
  });

  it('falls back to English while the translation is missing or only a draft', async () => {
    expect(await postBySlug('zh-CN', 'g')).toMatchObject({ title: 'Post g', language: 'en' });
    expect(await postBySlug('zh-CN', 'a')).toMatchObject({ title: 'Post a', language: 'en' });
  });

  it('is the English post in English even when a translation exists', async () => {
    expect(await postBySlug('en', 'c')).toMatchObject({ title: 'Post c', language: 'en' });
  });

  it('is null for an unknown slug or a post without a date', async () => {
    expect(await postBySlug('en', 'nope')).toBeNull();
    expect(await postBySlug('en', 'undated')).toBeNull();
  });
});

describe('the slug list', () => {
  it('names every dated post once, sorted, drafts left out', async () => {
    expect(await postSlugs()).toEqual(slugs);
  });
});

describe('the blog in the sitemap', () => {
  it('lists every list page and every post, each with its latest change', () => {
    const rows = buildBlogSitemapRows(
      [
        { slug: 'b', language: 'en', _updatedAt: '2025-03-01T00:00:00Z' },
        { slug: 'a', language: 'en', _updatedAt: '2025-01-01T00:00:00Z' },
        { slug: 'a', language: 'zh_CN', _updatedAt: '2025-05-01T00:00:00Z' },
        // Only in Chinese: it has no English URL, so it is left out.
        { slug: 'z', language: 'zh_CN', _updatedAt: '2025-06-01T00:00:00Z' },
      ],
      1,
    );
    expect(rows).toEqual([
      { path: '/blog', language: 'en', _updatedAt: '2025-05-01T00:00:00Z' },
      { path: '/blog/page/2', language: 'en', _updatedAt: '2025-05-01T00:00:00Z' },
      { path: '/blog/post/b', language: 'en', _updatedAt: '2025-03-01T00:00:00Z' },
      { path: '/blog/post/a', language: 'en', _updatedAt: '2025-01-01T00:00:00Z' },
      { path: '/blog/post/a', language: 'zh_CN', _updatedAt: '2025-05-01T00:00:00Z' },
    ]);
  });

  it('has no blog rows without posts', () => {
    expect(buildBlogSitemapRows([])).toEqual([]);
  });
});

describe("the Studio's slug check", () => {
  // The Studio's client sees drafts too, so the check runs over every document.
  const taken = (slug: string, language: string, id: string) =>
    evaluateQuery(dataset.documents, postSlugTakenQuery, { slug, language, id, draftId: `drafts.${id}` });

  it('finds a slug used by another post in the same language, drafts included', async () => {
    expect(await taken('a', 'en', 'new-post')).toBe(true);
    expect(await taken('g', 'zh_CN', 'new-post')).toBe(true);
  });

  it('lets a translation share the slug, and a post keep its own', async () => {
    expect(await taken('a', 'zh_CN', 'new-post')).toBe(false);
    expect(await taken('c', 'zh_CN', 'post-c-zh_CN')).toBe(false);
    expect(await taken('g', 'zh_CN', 'post-g-zh_CN')).toBe(false);
    expect(await taken('fresh', 'en', 'new-post')).toBe(false);
  });
});
