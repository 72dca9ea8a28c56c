import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_DEVICES, communityConfigsPath } from '@/lib/community/devices';
import { createBundledSource } from '@/lib/content/bundled-source';
import { communityDevicePage, communityDevicesWithPages } from '@/lib/content/community-device';
import { howToByPath } from '@/lib/content/how-to';
import { communityDeviceQuery, communityDevicesQuery, routingTableQuery } from '@/lib/content/queries';
import { pageByPath } from '@/lib/content/pages';
import { sitemapEntries } from '@/lib/content/sitemap';

beforeAll(() => {
  // The bundled dataset, whatever the machine's environment says.
  vi.stubEnv('SANITY_PROJECT_ID', '');
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '');
  vi.stubEnv('CONTENT_LAKE_URL', '');
});

afterAll(() => {
  vi.unstubAllEnvs();
});

const deviceDoc = (id: string, device: string, language: string, title: string) => ({
  _id: id,
  _type: 'communityDevice',
  _updatedAt: '2026-01-01T00:00:00Z',
  device,
  language,
  title,
  deviceName: `${title} pad`,
  intro: `${title}: intro`,
  shared: [{ _type: 'sharedConfig', _key: 'a', title: 'Gyro', text: 'Aim by tilting' }],
  body: [],
  guide: { _type: 'link', label: 'Guide', href: '/how-to-use-ps4-controller-on-pc' },
});

const documents = [
  deviceDoc('community-steam-en', 'steam', 'en', 'Steam'),
  deviceDoc('community-steam-zh_CN', 'steam', 'zh_CN', 'Steam 手柄'),
  deviceDoc('community-dualshock3-en', 'dualshock3', 'en', 'DS3'),
  // A translation still being written: never shown, the English page is.
  deviceDoc('drafts.community-dualshock3-zh_CN', 'dualshock3', 'zh_CN', 'DS3（草稿）'),
  // A page never published.
  deviceDoc('drafts.community-nintendo-en', 'nintendo', 'en', 'Switch'),
];
const source = createBundledSource({ read: async () => documents.map((d) => JSON.stringify(d)).join('\n') });
const fetchDevice = (device: string, language: string) =>
  source.fetch(communityDeviceQuery, { device, language }, { tags: ['communityDevice'] });

describe('community device pages by device (document-level translation)', () => {
  it('returns the page in the requested language', async () => {
    expect(await fetchDevice('steam', 'zh_CN')).toEqual({
      device: 'steam',
      language: 'zh_CN',
      title: 'Steam 手柄',
      deviceName: 'Steam 手柄 pad',
      intro: 'Steam 手柄: intro',
      shared: [{ _key: 'a', title: 'Gyro', text: 'Aim by tilting' }],
      body: [],
      guide: { label: 'Guide', href: '/how-to-use-ps4-controller-on-pc' },
      _updatedAt: '2026-01-01T00:00:00Z',
    });
  });

  it('falls back to the English page while the translation is a draft, and never shows a draft-only page', async () => {
    expect(await fetchDevice('dualshock3', 'zh_CN')).toMatchObject({ language: 'en', title: 'DS3' });
    expect(await fetchDevice('nintendo', 'en')).toBeNull();
    const rows = await source.fetch(communityDevicesQuery, {}, { tags: ['communityDevice'] });
    expect(rows.map(({ device, language }) => `${device} ${language}`).sort()).toEqual(['dualshock3 en', 'steam en', 'steam zh_CN']);
  });

  it('tells the proxy which devices have a page', async () => {
    const table = await source.fetch(routingTableQuery, {}, { tags: ['communityDevice'] });
    expect([...table.communityDevices].sort()).toEqual(['dualshock3', 'steam']);
  });
});

describe('the bundled community device pages', () => {
  it('are the seven devices of spec 2', async () => {
    expect(await communityDevicesWithPages()).toEqual([...COMMUNITY_DEVICES].sort());
  });

  it.each(COMMUNITY_DEVICES)('%s exists in en and zh-CN, with what players share and a guide that exists', async (device) => {
    const en = await communityDevicePage('en', device);
    const zh = await communityDevicePage('zh-CN', device);
    expect(en?.language).toBe('en');
    expect(zh?.language).toBe('zh_CN');
    expect(en?.shared.length).toBeGreaterThan(0);
    expect(zh?.shared.length).toBe(en?.shared.length);
    expect(en?.body.length).toBeGreaterThan(0);
    expect(zh?.guide?.href).toBe(en?.guide?.href);
    // The guide is a how-to guide or a marketing page of the site.
    const href = en?.guide?.href ?? '';
    const target = href.startsWith('/how-to-') ? await howToByPath('en', href) : await pageByPath('en', href);
    expect(target, `${device} -> ${href}`).not.toBeNull();
  });

  it('has no page for a device off the list', async () => {
    expect(await communityDevicePage('en', 'gamecube')).toBeNull();
    expect(await communityDevicePage('zh-CN', '../steam')).toBeNull();
  });

  it('are in the sitemap at their public paths, with both languages as alternates', async () => {
    const sitemap = await sitemapEntries(new URL('https://remapper.example'));
    for (const device of COMMUNITY_DEVICES) {
      const path = communityConfigsPath(device);
      const entry = sitemap.find(({ url }) => url === `https://remapper.example${path}`);
      expect(entry?.alternates?.languages, path).toEqual({
        en: `https://remapper.example${path}`,
        'zh-CN': `https://remapper.example/zh-CN${path}`,
      });
    }
  });
});
