import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFile } from 'node:fs/promises';
import { bundledDocuments } from '@/content/src';
import { createBundledSource, readBundledDataset } from '@/lib/content/bundled-source';
import { parseNdjson } from '@/lib/content/groq-dataset';
import { documentCountQuery, offerBannerQuery, seoEntriesQuery, seoEntryByUrlQuery } from '@/lib/content/queries';
import { CONTENT_TAGS } from '@/lib/content/tags';
import { SPEC_PUBLIC_ROUTES } from '@/tests/spec-routes';

// Outside a Next server there is no incremental cache; record what the source asks Next to cache.
const cacheCalls = vi.hoisted(() => [] as { keyParts: unknown; tags: unknown }[]);
vi.mock('next/cache', () => ({
  unstable_cache: <F>(fn: F, keyParts?: string[], options?: { tags?: string[] }): F => {
    cacheCalls.push({ keyParts, tags: options?.tags });
    return fn;
  },
}));

const source = createBundledSource();
// Counted from content/src, so that adding an area's documents does not mean editing these tests.
const PUBLISHED_COUNT = bundledDocuments.filter(({ _id }) => !_id.startsWith('drafts.')).length;
const SEO_TAGS = [CONTENT_TAGS.seoEntry];

// spec 2: the public routes that must have their own SEO entry in the bundled dataset (the checkout has one too).
const PUBLIC_ROUTES = [...SPEC_PUBLIC_ROUTES, '/checkout'];

beforeEach(() => {
  cacheCalls.length = 0;
});

// Counted from content/src rather than written down, so adding copy does not mean editing this file;
// `npm run content:check` keeps the NDJSON equal to content/src.
const PUBLISHED = bundledDocuments.filter(({ _id }) => !_id.startsWith('drafts.')).length;

describe('the bundled dataset file', () => {
  it('is the NDJSON of `sanity dataset import`: every document of content/src, 2 of them drafts', async () => {
    const documents = parseNdjson(await readBundledDataset());
    expect(documents).toHaveLength(bundledDocuments.length);
    expect(documents.filter(({ _id }) => _id.startsWith('drafts.')).map(({ _id }) => _id)).toEqual([
      'drafts.offerBanner',
      'drafts.seo-blog',
    ]);
  });

  it('reports the line of a broken document', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"t"}\n\n{"_id":"b"}', 'x.ndjson')).toThrow(
      'x.ndjson:3 is not a document (needs _id and _type)',
    );
    expect(() => parseNdjson('{"_id":', 'x.ndjson')).toThrow('x.ndjson:1 is not valid JSON');
  });
});

describe('the bundled content source', () => {
  it('counts published documents only', async () => {
    expect(source.kind).toBe('bundled');
    expect(await source.fetch(documentCountQuery, {}, { tags: [] })).toBe(PUBLISHED);
    expect(await source.health()).toEqual({ kind: 'bundled', ok: true, documents: PUBLISHED });
    expect(await source.fetch(documentCountQuery, {}, { tags: [] })).toBe(PUBLISHED_COUNT);
    expect(await source.health()).toEqual({ kind: 'bundled', ok: true, documents: PUBLISHED_COUNT });
  });

  it('lists every SEO entry by url, with an entry for each public route of spec 2', async () => {
    const entries = await source.fetch(seoEntriesQuery, { locale: 'en' }, { tags: SEO_TAGS });
    expect(entries).toHaveLength(32);
    const urls = entries.map(({ url }) => url);
    expect(urls).toEqual([...urls].sort());
    expect(urls).toEqual(expect.arrayContaining([...PUBLIC_ROUTES, '/user/sign-in', '/user/sign-up']));
  });

  it('caches each fetch under the tags it is given', async () => {
    await source.fetch(seoEntriesQuery, { locale: 'en' }, { tags: SEO_TAGS });
    expect(cacheCalls).toEqual([{ keyParts: ['content', 'bundled', expect.stringMatching(/^[0-9a-f]{16}$/)], tags: ['seoEntry'] }]);
  });

  it('has every SEO entry translated into Simplified Chinese', async () => {
    const en = await source.fetch(seoEntriesQuery, { locale: 'en' }, { tags: SEO_TAGS });
    const zh = await source.fetch(seoEntriesQuery, { locale: 'zh_CN' }, { tags: SEO_TAGS });
    expect(zh.map(({ url }) => url)).toEqual(en.map(({ url }) => url));
    zh.forEach((entry, index) => {
      const english = en[index];
      expect(entry.title, entry.url).not.toBe(english?.title);
      expect(entry.description, entry.url).not.toBe(english?.description);
      expect(entry.keywords, entry.url).not.toBe(english?.keywords);
      expect(entry.title, entry.url).toMatch(/[\u4e00-\u9fff]/);
    });
  });

  it('finds one entry by url in en and zh_CN', async () => {
    expect(await source.fetch(seoEntryByUrlQuery, { url: '/help', locale: 'en' }, { tags: SEO_TAGS })).toEqual({
      url: '/help',
      title: 'Remapper help: support, guides and contact',
      description: 'Write to the Remapper team directly, start with the step-by-step guides, or talk to us about a partnership.',
      keywords: 'remapper support, controller mapping help, contact support, remapper guide',
    });
    expect(await source.fetch(seoEntryByUrlQuery, { url: '/help', locale: 'zh_CN' }, { tags: SEO_TAGS })).toEqual({
      url: '/help',
      title: 'Remapper 帮助：技术支持、指南与联系方式',
      description: '直接联系 Remapper 团队，从分步指南入手，或与我们洽谈合作。',
      keywords: 'Remapper 技术支持，手柄映射帮助，联系客服，使用指南',
    });
  });

  it('ignores drafts: the published blog entry and banner, not the drafts beside them', async () => {
    const blog = await source.fetch(seoEntryByUrlQuery, { url: '/blog', locale: 'en' }, { tags: SEO_TAGS });
    expect(blog?.title).toBe('Remapper blog: controller setup guides and news');
    const banner = await source.fetch(offerBannerQuery, { locale: 'en' }, { tags: [CONTENT_TAGS.offerBanner] });
    expect(banner).toEqual({
      enabled: true,
      endsAt: '2027-12-31T15:59:00.000Z',
      term: 'lifetime',
      pcNum: 3,
      text: 'Lifetime access for up to 3 PCs at a limited-time price',
      buttonLabel: 'Get lifetime access',
    });
  });

  it('localises the offer banner', async () => {
    const banner = await source.fetch(offerBannerQuery, { locale: 'zh_CN' }, { tags: [CONTENT_TAGS.offerBanner] });
    expect(banner?.text).toBe('终身授权，最多 3 台电脑，限时优惠价');
    expect(banner?.buttonLabel).toBe('获取终身授权');
  });

  it('returns null for a url with no entry', async () => {
    expect(await source.fetch(seoEntryByUrlQuery, { url: '/no-such-page', locale: 'en' }, { tags: SEO_TAGS })).toBeNull();
  });
});

describe('a bundled source whose file is missing', () => {
  it('is unhealthy and its queries fail', async () => {
    const missing = createBundledSource({ read: () => readFile('/nonexistent/production.ndjson', 'utf8') });
    expect(await missing.health()).toEqual({ kind: 'bundled', ok: false });
    await expect(missing.fetch(documentCountQuery, {}, { tags: [] })).rejects.toThrow(/ENOENT/);
  });
});

describe('choosing the content source', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is the bundled dataset without a Sanity project', async () => {
    vi.stubEnv('SANITY_PROJECT_ID', '');
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '');
    vi.resetModules();
    const { contentSource, contentSourceHealth, fetchContent } = await import('@/lib/content/source');
    expect(contentSource().kind).toBe('bundled');
    expect(await contentSourceHealth()).toEqual({ kind: 'bundled', ok: true, documents: PUBLISHED });
    expect(await fetchContent(documentCountQuery, {}, { tags: [] })).toBe(PUBLISHED);
    expect(await contentSourceHealth()).toEqual({ kind: 'bundled', ok: true, documents: PUBLISHED });
    expect(await fetchContent(documentCountQuery, {}, { tags: [] })).toBe(PUBLISHED);
    expect(await contentSourceHealth()).toEqual({ kind: 'bundled', ok: true, documents: PUBLISHED_COUNT });
    expect(await fetchContent(documentCountQuery, {}, { tags: [] })).toBe(PUBLISHED_COUNT);
  });

  it('is the Sanity Content Lake when SANITY_PROJECT_ID is set', async () => {
    vi.stubEnv('SANITY_PROJECT_ID', 'abc123');
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '');
    vi.resetModules();
    const { contentSource } = await import('@/lib/content/source');
    expect(contentSource().kind).toBe('sanity');
  });
});
