import { describe, expect, it } from 'vitest';
import { blogPageCount, blogRouting } from '@/lib/content/blog';
import { blogListPath, blogPageSegmentFromPath, blogPostPath, parseBlogPageNumber, postSlugFromPath } from '@/lib/content/blog-paths';
import type { RoutingTableQueryResult } from '@/sanity.types';

describe('blog paths', () => {
  it('puts page 1 at /blog and later pages under /blog/page', () => {
    expect(blogListPath(1)).toBe('/blog');
    expect(blogListPath(2)).toBe('/blog/page/2');
    expect(blogListPath(12)).toBe('/blog/page/12');
    expect(blogPostPath('shift-layers-explained')).toBe('/blog/post/shift-layers-explained');
  });

  it.each([
    ['2', 2],
    ['10', 10],
    ['1', null], // page 1 lives at /blog only
    ['0', null],
    ['02', null],
    ['-2', null],
    ['2.5', null],
    ['two', null],
    ['', null],
    ['9999999', null],
  ])('reads the page segment %j as %j', (segment, page) => {
    expect(parseBlogPageNumber(segment)).toBe(page);
  });

  it.each([
    [0, 1],
    [1, 1],
    [6, 1],
    [7, 2],
    [12, 2],
    [13, 3],
  ])('%i posts fill %i pages of 6', (total, pages) => {
    expect(blogPageCount(total, 6)).toBe(pages);
  });

  it.each([
    ['/blog/post/shift-layers-explained', 'shift-layers-explained'],
    ['/blog/post/%E6%96%B0%E6%96%87%E7%AB%A0', '新文章'],
    ['/blog/post/%E0%A4%A', '%E0%A4%A'], // a broken escape stays as it is, and matches no post
    ['/blog/post', null],
    ['/blog/post/a/b', null],
    ['/blog/page/2', null],
    ['/blogger/post/x', null],
  ])('reads the post path %s as the slug %j', (path, slug) => {
    expect(postSlugFromPath(path)).toBe(slug);
  });

  it.each([
    ['/blog/page/2', '2'],
    ['/blog/page/two', 'two'],
    ['/blog/page', null],
    ['/blog/page/2/3', null],
    ['/blog/post/x', null],
  ])('reads the list path %s as the page segment %j', (path, segment) => {
    expect(blogPageSegmentFromPath(path)).toBe(segment);
  });
});

describe('what the proxy knows of the blog', () => {
  it('gives each locale its own posts and the English ones it has not translated, and their page count', () => {
    const posts: RoutingTableQueryResult['posts'] = [
      { slug: 'both', language: 'en' },
      { slug: 'both', language: 'zh_CN' },
      { slug: 'english-only', language: 'en' },
      { slug: 'chinese-only', language: 'zh_CN' },
      ...['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug, language: 'en' as const })),
    ];
    const routing = blogRouting(posts, 6);
    expect([...routing.en.postSlugs].sort()).toEqual(['a', 'b', 'both', 'c', 'd', 'e', 'english-only']);
    expect(routing.en.listPages).toBe(2);
    expect([...routing['zh-CN'].postSlugs].sort()).toEqual(['a', 'b', 'both', 'c', 'chinese-only', 'd', 'e', 'english-only']);
    expect(routing['zh-CN'].listPages).toBe(2);
  });

  it('has one empty list page without posts', () => {
    expect(blogRouting([]).en).toEqual({ postSlugs: new Set(), listPages: 1 });
  });
});
