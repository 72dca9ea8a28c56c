import { describe, expect, it } from 'vitest';
import { buildSitemap, releaseListRows } from '@/lib/content/sitemap';

const origin = new URL('https://remapper.example');

describe('the sitemap', () => {
  it('lists each path once, in both languages, with its latest change', () => {
    const sitemap = buildSitemap(
      [
        { path: '/help', language: 'en', _updatedAt: '2026-01-02T00:00:00Z' },
        { path: '/', language: 'zh_CN', _updatedAt: '2026-03-01T00:00:00Z' },
        { path: '/', language: 'en', _updatedAt: '2026-02-01T00:00:00Z' },
        { path: '/help', language: 'zh_CN', _updatedAt: '2026-01-01T00:00:00Z' },
      ],
      origin,
    );
    expect(sitemap).toEqual([
      {
        url: 'https://remapper.example/',
        lastModified: '2026-03-01T00:00:00Z',
        alternates: { languages: { en: 'https://remapper.example/', 'zh-CN': 'https://remapper.example/zh-CN' } },
      },
      {
        url: 'https://remapper.example/help',
        lastModified: '2026-01-02T00:00:00Z',
        alternates: { languages: { en: 'https://remapper.example/help', 'zh-CN': 'https://remapper.example/zh-CN/help' } },
      },
    ]);
  });

  it('is empty without pages', () => {
    expect(buildSitemap([], origin)).toEqual([]);
  });
});

describe('the release rows of the sitemap', () => {
  it('dates /releases by its newest release change, and lists release pages in both languages', () => {
    const releases = [
      { path: '/releases/release-6.4.0', _updatedAt: '2025-12-09T10:00:00Z' },
      { path: '/releases/release-6.4.2', _updatedAt: '2026-06-23T10:00:00Z' },
    ];
    expect(releaseListRows(releases)).toEqual([{ path: '/releases', _updatedAt: '2026-06-23T10:00:00Z' }]);
    expect(
      buildSitemap([...releaseListRows(releases), ...releases], origin).map(({ url, alternates }) => [url, alternates?.languages]),
    ).toEqual([
      [
        'https://remapper.example/releases',
        { en: 'https://remapper.example/releases', 'zh-CN': 'https://remapper.example/zh-CN/releases' },
      ],
      [
        'https://remapper.example/releases/release-6.4.0',
        { en: 'https://remapper.example/releases/release-6.4.0', 'zh-CN': 'https://remapper.example/zh-CN/releases/release-6.4.0' },
      ],
      [
        'https://remapper.example/releases/release-6.4.2',
        { en: 'https://remapper.example/releases/release-6.4.2', 'zh-CN': 'https://remapper.example/zh-CN/releases/release-6.4.2' },
      ],
    ]);
  });

  it('has no /releases row without releases', () => {
    expect(releaseListRows([])).toEqual([]);
  });
});
