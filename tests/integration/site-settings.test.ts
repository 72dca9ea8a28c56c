import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBundledSource } from '@/lib/content/bundled-source';
import type { ContentFetchOptions, ContentParams } from '@/lib/content/content-source';
import { siteSettings } from '@/lib/content/site-settings';
import { siteSettings as bundledSiteSettings } from '@/content/src/site-settings';

// The menu, footer and cookie banner come from the siteSettings singleton, through the same query and
// fallback rules as every other field-level translation.

let documents: object[] = [];
vi.mock('@/lib/content/source', () => ({
  fetchContent: (query: string, params: ContentParams, options: ContentFetchOptions) =>
    createBundledSource({ read: async () => documents.map((d) => JSON.stringify(d)).join('\n') }).fetch(query, params, options),
}));

const label = (en: string, zh_CN?: string) => ({ _type: 'localeString', en, ...(zh_CN === undefined ? {} : { zh_CN }) });

beforeEach(() => {
  documents = [bundledSiteSettings];
});

describe('site settings', () => {
  it('gives the bundled menu in English and in Chinese, external entries marked', async () => {
    const en = await siteSettings('en');
    expect(en.mainMenu.map(({ label }) => label)).toEqual([
      'About',
      'Why to Use',
      'How It Works',
      'Community',
      'Blog',
      'Personal Account',
      'Get Help',
      'Online Guide',
      'YouTube',
      'Forum',
    ]);
    expect(en.mainMenu.find(({ key }) => key === 'forum')).toMatchObject({ href: 'https://forum.remapper.app', external: true });
    expect(en.mainMenu.find(({ key }) => key === 'about')).toMatchObject({ href: '/#about', external: false });
    expect(en.footerGroups.map(({ title }) => title)).toEqual(['Legal', 'Work with us']);
    expect(en.cookieBanner).toMatchObject({ detailsLabel: 'See details', okLabel: 'Ok', detailsHref: '/privacy' });

    const zh = await siteSettings('zh-CN');
    expect(zh.mainMenu[0]?.label).toBe('关于');
    expect(zh.footerGroups[0]?.items.map(({ label }) => label)).toContain('隐私政策');
    expect(zh.cookieBanner?.okLabel).toBe('好的');
  });

  it('shows the English label where the Chinese one is missing or blank', async () => {
    documents = [
      {
        _id: 'siteSettings',
        _type: 'siteSettings',
        mainMenu: [
          { _key: 'a', _type: 'menuLink', label: label('Blog', ''), href: '/blog' },
          { _key: 'b', _type: 'menuLink', label: label('Forum'), href: 'https://forum.example' },
        ],
      },
    ];
    const zh = await siteSettings('zh-CN');
    expect(zh.mainMenu.map(({ label }) => label)).toEqual(['Blog', 'Forum']);
  });

  it('leaves out half-filled entries and empty columns, and shows no cookie banner without its copy', async () => {
    documents = [
      {
        _id: 'siteSettings',
        _type: 'siteSettings',
        mainMenu: [
          { _key: 'a', _type: 'menuLink', label: label('Blog', '博客'), href: '/blog' },
          { _key: 'b', _type: 'menuLink', label: label('No target', '无') },
          { _key: 'c', _type: 'menuLink', href: '/help' },
        ],
        footerGroups: [
          { _key: 'empty', _type: 'footerGroup', title: label('Empty', '空'), links: [] },
          {
            _key: 'legal',
            _type: 'footerGroup',
            title: label('Legal', '法律'),
            links: [{ _key: 'p', _type: 'menuLink', label: label('Privacy'), href: '/privacy' }],
          },
        ],
        cookieBanner: { text: { _type: 'localeText', en: 'Cookies' }, okLabel: label('Ok') },
      },
    ];
    const en = await siteSettings('en');
    expect(en.mainMenu.map(({ key }) => key)).toEqual(['a']);
    expect(en.footerGroups.map(({ key }) => key)).toEqual(['legal']);
    expect(en.cookieBanner).toBeNull();
  });

  it('is empty, not an error, before anyone has created the settings', async () => {
    documents = [];
    expect(await siteSettings('en')).toEqual({
      mainMenu: [],
      footerGroups: [],
      cookieBanner: null,
      thirdParty: { analyticsId: null, tagManagerId: null },
    });
  });

  it('names no third-party script in the bundled settings, and the IDs an editor sets (spec 7)', async () => {
    expect((await siteSettings('en')).thirdParty).toEqual({ analyticsId: null, tagManagerId: null });
    documents = [{ ...bundledSiteSettings, analyticsId: 'G-AB12CD34EF', tagManagerId: 'GTM-AB12CD3' }];
    expect((await siteSettings('zh-CN')).thirdParty).toEqual({ analyticsId: 'G-AB12CD34EF', tagManagerId: 'GTM-AB12CD3' });
    // A malformed ID (a hand-edited dataset) loads nothing.
    documents = [{ ...bundledSiteSettings, analyticsId: 'G-1"><script>', tagManagerId: 'UA-1-1' }];
    expect((await siteSettings('en')).thirdParty).toEqual({ analyticsId: null, tagManagerId: null });
  });
});
