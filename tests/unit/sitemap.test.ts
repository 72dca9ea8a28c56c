import { describe, expect, it } from 'vitest';
import { buildSitemap } from '@/lib/content/sitemap';

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
