import { describe, expect, it } from 'vitest';
import { type ContentDocument, evaluateQuery, publishedDocuments } from '@/lib/content/groq-dataset';
import { contentLocale } from '@/lib/content/locale';
import { offerBannerQuery, seoEntriesQuery, seoEntryByUrlQuery } from '@/lib/content/queries';
import { buildSeoMetadata, type SeoEntry, splitKeywords, toSeoEntry } from '@/lib/content/seo-metadata';
import { normaliseSeoPath, seoUrlProblem } from '@/lib/content/seo-path';

const home: SeoEntry = {
  url: '/',
  title: 'Home title',
  description: 'Home description',
  keywords: 'remap, controller',
};
const blog: SeoEntry = { url: '/blog', title: 'Blog title', description: 'Blog description', keywords: 'blog, news' };

describe('normaliseSeoPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['blog', '/blog'],
    ['/blog/', '/blog'],
    ['/blog///', '/blog'],
    ['//help//x', '/help/x'],
    ['/zh-CN', '/'],
    ['/zh-CN/', '/'],
    ['/zh-CN/blog', '/blog'],
    ['/zh-cn/blog/', '/blog'],
    ['/en/help', '/help'],
    ['/zh-CNblog', '/zh-CNblog'],
    ['/blog?country_code=US', '/blog'],
    ['/releases/release-5.2.2#fixed', '/releases/release-5.2.2'],
    ['/discontinued-5.2.2', '/discontinued-5.2.2'],
  ])('%j -> %j', (pathname, expected) => {
    expect(normaliseSeoPath(pathname)).toBe(expected);
  });
});

describe('seoUrlProblem (Studio validation of an entry url)', () => {
  it.each(['/', '/blog', '/how-to-use-joycons-on-pc', '/discontinued-5.2.2'])('accepts %j', (url) => {
    expect(seoUrlProblem(url)).toBeUndefined();
  });

  it.each([
    ['blog', 'Start the URL with "/", for example /blog.'],
    ['/my page', 'The URL cannot contain spaces.'],
    ['/blog/', 'Write it as /blog: no language prefix, query or trailing slash.'],
    ['/zh-CN/help', 'Write it as /help: no language prefix, query or trailing slash.'],
    ['/help?x=1', 'Write it as /help: no language prefix, query or trailing slash.'],
  ])('rejects %j', (url, problem) => {
    expect(seoUrlProblem(url)).toBe(problem);
  });
});

describe('buildSeoMetadata', () => {
  it('gives Open Graph data in the page language, pointing at the localised URL', () => {
    expect(buildSeoMetadata('zh-CN', '/blog', { page: blog, home }).openGraph).toEqual({
      type: 'website',
      siteName: 'Remapper',
      title: 'Blog title',
      description: 'Blog description',
      url: '/zh-CN/blog',
      locale: 'zh_CN',
      alternateLocale: ['en_US'],
    });
    expect(buildSeoMetadata('en', '/', { page: null, home }).openGraph).toMatchObject({ url: '/', locale: 'en_US' });
  });

  it("uses the page's own entry", () => {
    const metadata = buildSeoMetadata('en', '/blog', { page: blog, home });
    expect(metadata.title).toEqual({ absolute: 'Blog title' });
    expect(metadata.description).toBe('Blog description');
    expect(metadata.keywords).toEqual(['blog', 'news']);
  });

  it('falls back to the home entry when the page has none (spec 2)', () => {
    const metadata = buildSeoMetadata('en', '/account/orders', { page: null, home });
    expect(metadata.title).toEqual({ absolute: 'Home title' });
    expect(metadata.description).toBe('Home description');
    expect(metadata.keywords).toEqual(['remap', 'controller']);
  });

  it("ignores an entry that is not the page's", () => {
    const metadata = buildSeoMetadata('en', '/help', { page: blog, home });
    expect(metadata.title).toEqual({ absolute: 'Home title' });
  });

  it('falls back to the home entry field by field, never to a blank', () => {
    const metadata = buildSeoMetadata('en', '/blog', {
      page: { ...blog, description: null, keywords: null },
      home,
    });
    expect(metadata.title).toEqual({ absolute: 'Blog title' });
    expect(metadata.description).toBe('Home description');
    expect(metadata.keywords).toEqual(['remap', 'controller']);
  });

  it('still has a title, and no empty description or keywords, with no entries at all', () => {
    const metadata = buildSeoMetadata('zh-CN', '/blog', { page: null, home: null });
    expect(metadata.title).toEqual({ absolute: 'Remapper' });
    expect(metadata).not.toHaveProperty('description');
    expect(metadata).not.toHaveProperty('keywords');
  });

  it('builds the canonical and language alternates of an en page', () => {
    expect(buildSeoMetadata('en', '/blog/', { page: blog, home }).alternates).toEqual({
      canonical: '/blog',
      languages: { en: '/blog', 'zh-CN': '/zh-CN/blog', 'x-default': '/blog' },
    });
  });

  it('builds the canonical and language alternates of a zh-CN page from a prefixed path', () => {
    expect(buildSeoMetadata('zh-CN', '/zh-CN/blog', { page: blog, home }).alternates).toEqual({
      canonical: '/zh-CN/blog',
      languages: { en: '/blog', 'zh-CN': '/zh-CN/blog', 'x-default': '/blog' },
    });
  });

  it('builds the alternates of the home page', () => {
    expect(buildSeoMetadata('zh-CN', '/zh-CN', { page: null, home }).alternates).toEqual({
      canonical: '/zh-CN',
      languages: { en: '/', 'zh-CN': '/zh-CN', 'x-default': '/' },
    });
  });
});

describe('toSeoEntry and splitKeywords', () => {
  it('trims the fields and treats blank ones as missing', () => {
    expect(toSeoEntry({ url: '/help', title: '  Help  ', description: ' ', keywords: null })).toEqual({
      url: '/help',
      title: 'Help',
      description: null,
      keywords: null,
    });
  });

  it('splits on ASCII, full-width and enumeration commas', () => {
    expect(splitKeywords('手柄映射，手柄改键, 键盘改键、 鼠标映射 ,,')).toEqual(['手柄映射', '手柄改键', '键盘改键', '鼠标映射']);
    expect(splitKeywords(null)).toEqual([]);
  });
});

// The queries themselves, evaluated over hand-made documents: the per-field locale fallback is GROQ's.
describe('localised queries (per-field zh-CN -> en fallback)', () => {
  const documents: ContentDocument[] = [
    {
      _id: 'seo-blog',
      _type: 'seoEntry',
      url: '/blog',
      title: { _type: 'localeString', en: 'Blog', zh_CN: '博客' },
      description: { _type: 'localeText', en: 'Guides and news' },
      keywords: { _type: 'localeString', en: 'guides, news', zh_CN: '' },
    },
    {
      _id: 'drafts.seo-blog',
      _type: 'seoEntry',
      url: '/blog',
      title: { _type: 'localeString', en: 'Draft blog', zh_CN: '草稿' },
      description: { _type: 'localeText', en: 'Draft' },
    },
    { _id: 'drafts.seo-new', _type: 'seoEntry', url: '/new', title: { _type: 'localeString', en: 'New' } },
    {
      _id: 'offerBanner',
      _type: 'offerBanner',
      enabled: true,
      term: '1y',
      text: { _type: 'localeString', en: 'Sale' },
    },
  ];
  const published = publishedDocuments(documents);

  it('maps zh-CN to the zh_CN field name', () => {
    expect(contentLocale('zh-CN')).toBe('zh_CN');
    expect(contentLocale('en')).toBe('en');
  });

  it('shows zh_CN where translated and the English where missing or blank', async () => {
    const entry = await evaluateQuery(published, seoEntryByUrlQuery, { url: '/blog', locale: 'zh_CN' });
    expect(entry).toEqual({ url: '/blog', title: '博客', description: 'Guides and news', keywords: 'guides, news' });
  });

  it('shows the English for en', async () => {
    const entry = await evaluateQuery(published, seoEntryByUrlQuery, { url: '/blog', locale: 'en' });
    expect(entry).toEqual({ url: '/blog', title: 'Blog', description: 'Guides and news', keywords: 'guides, news' });
  });

  it('reads published documents only and returns null for an unknown url', async () => {
    expect(published.map(({ _id }) => _id)).toEqual(['seo-blog', 'offerBanner']);
    expect(await evaluateQuery(published, seoEntriesQuery, { locale: 'en' })).toHaveLength(1);
    expect(await evaluateQuery(published, seoEntryByUrlQuery, { url: '/new', locale: 'en' })).toBeNull();
  });

  it('gives optional banner fields as null, not as an empty string', async () => {
    expect(await evaluateQuery(published, offerBannerQuery, { locale: 'zh_CN' })).toEqual({
      enabled: true,
      endsAt: null,
      term: '1y',
      pcNum: null,
      text: 'Sale',
      buttonLabel: null,
    });
  });
});
