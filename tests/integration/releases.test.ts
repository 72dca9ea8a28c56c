import { describe, expect, it } from 'vitest';
import { createBundledSource } from '@/lib/content/bundled-source';
import {
  pageByPathQuery,
  releaseByVersionQuery,
  releaseRoutingQuery,
  releasesQuery,
  supportedReleaseInstallersQuery,
} from '@/lib/content/queries';
import { releaseRoute } from '@/lib/content/release-route';
import {
  latestInstallers,
  pickLatestInstallers,
  releaseByVersion,
  releaseRouting,
  releases,
  releaseSitemapRows,
  toReleaseSummaries,
} from '@/lib/content/releases';
import { CONTENT_TAGS } from '@/lib/content/tags';

const note = (key: string, en: string, zhCN?: string) => ({
  _key: key,
  _type: 'localeString',
  en,
  ...(zhCN === undefined ? {} : { zh_CN: zhCN }),
});
const download = (architecture: string, url: string) => ({
  _key: architecture,
  _type: 'download',
  architecture,
  url,
  label: {
    _type: 'localeString',
    en: architecture === 'x64' ? 'Download' : 'Download for ARM',
    zh_CN: architecture === 'x64' ? '下载' : '',
  },
});
const release = (version: string, releasedAt: string, fields: Record<string, unknown> = {}) => ({
  _id: `release-${version.replaceAll('.', '-')}`,
  _type: 'release',
  _updatedAt: `${releasedAt}T12:00:00Z`,
  version,
  releasedAt,
  downloads: [download('arm64', `https://dl.example/${version}-arm64.exe`), download('x64', `https://dl.example/${version}-x64.exe`)],
  ...fields,
});

const documents = [
  release('6.9.0', '2026-02-01', {
    title: { _type: 'localeString', en: 'Remapper 6.9: gyro', zh_CN: 'Remapper 6.9：体感' },
    newFeatures: [note('a', 'Gyro aiming', '体感瞄准'), note('b', 'Radial menu'), note('c', 'Blank Chinese', ''), note('d', '  ')],
    fixedIssues: [note('f', 'A crash', '崩溃')],
  }),
  // Same day as 6.9.0: the higher version number is newer (numerically, not as text).
  release('6.10.0', '2026-02-01'),
  release('6.11.0', '2026-05-01', { discontinued: true, discontinuedAt: '2026-05-03', redirectTo: '/releases/release-6.10.0' }),
  release('5.2.2', '2023-08-08', {
    discontinued: true,
    discontinuedAt: '2023-08-29',
    downloads: [download('x64', 'https://dl.example/5.2.2-x64.exe')],
  }),
  release('6.0.0', '2024-06-11', { newFeatures: [note('a', 'ARM64 build', 'ARM64 版本')] }),
  // Drafts and releases without a date never show.
  { ...release('7.0.0', '2026-09-01'), _id: 'drafts.release-7-0-0' },
  { _id: 'release-broken', _type: 'release', version: '6.5.0' },
  { _id: 'page-discontinued-en', _type: 'page', path: '/discontinued-5.2.2', language: 'en', sections: [] },
  {
    _id: 'page-help-en',
    _type: 'page',
    path: '/help',
    language: 'en',
    sections: [{ _type: 'releaseHistory', _key: 'h', heading: 'History' }],
  },
];
const source = createBundledSource({ read: async () => documents.map((d) => JSON.stringify(d)).join('\n') });
const tags = [CONTENT_TAGS.release];

describe('release queries (in-memory dataset)', () => {
  it('lists published, dated releases newest first, by date then version number', async () => {
    const rows = await source.fetch(releasesQuery, { language: 'en' }, { tags });
    expect(toReleaseSummaries(rows).map(({ version }) => version)).toEqual(['6.11.0', '6.10.0', '6.9.0', '6.0.0', '5.2.2']);
  });

  it('reshapes a release into our type, in zh-CN with the English where a line is untranslated', async () => {
    const rows = await source.fetch(releasesQuery, { language: 'zh_CN' }, { tags });
    const [, , gyro] = toReleaseSummaries(rows);
    expect(gyro).toEqual({
      version: '6.9.0',
      title: 'Remapper 6.9：体感',
      url: '/releases/release-6.9.0',
      releasedAt: '2026-02-01',
      newFeatures: ['体感瞄准', 'Radial menu', 'Blank Chinese'],
      fixedIssues: ['崩溃'],
      discontinued: false,
      discontinuedAt: null,
    });
  });

  it('titles a release without one "Remapper {version}", and marks discontinued ones', async () => {
    const rows = toReleaseSummaries(await source.fetch(releasesQuery, { language: 'en' }, { tags }));
    expect(rows.find(({ version }) => version === '6.10.0')).toMatchObject({ title: 'Remapper 6.10.0', newFeatures: [], fixedIssues: [] });
    expect(rows.find(({ version }) => version === '5.2.2')).toMatchObject({ discontinued: true, discontinuedAt: '2023-08-29' });
  });

  it('finds one release by exact version, with its installers and their labels', async () => {
    const row = await source.fetch(releaseByVersionQuery, { language: 'zh_CN', version: '6.9.0' }, { tags });
    expect(row?.downloads?.map(({ architecture, label }) => [architecture, label])).toEqual([
      ['arm64', 'Download for ARM'],
      ['x64', '下载'],
    ]);
    expect(await source.fetch(releaseByVersionQuery, { language: 'en', version: 'v6.9' }, { tags })).toBeNull();
    expect(await source.fetch(releaseByVersionQuery, { language: 'en', version: '7.0.0' }, { tags })).toBeNull();
  });

  it('picks the installers of the newest release that is not discontinued, x64 first', async () => {
    const rows = await source.fetch(supportedReleaseInstallersQuery, { language: 'en' }, { tags });
    expect(rows.map(({ version }) => version).sort()).toEqual(['6.0.0', '6.10.0', '6.9.0']);
    expect(pickLatestInstallers(rows)).toEqual({
      version: '6.10.0',
      downloads: [
        { architecture: 'x64', label: 'Download', url: 'https://dl.example/6.10.0-x64.exe' },
        { architecture: 'arm64', label: 'Download for ARM', url: 'https://dl.example/6.10.0-arm64.exe' },
      ],
    });
    expect(pickLatestInstallers([])).toBeNull();
  });

  it('gives the rule every version and the /discontinued- pages', async () => {
    const routing = await source.fetch(releaseRoutingQuery, {}, { tags });
    expect(routing.pagePaths).toEqual(['/discontinued-5.2.2']);
    const pagePaths = new Set(routing.pagePaths);
    expect(releaseRoute('5.2.2', routing.releases, pagePaths)).toMatchObject({ location: '/discontinued-5.2.2' });
    expect(releaseRoute('6.11.0', routing.releases, pagePaths)).toMatchObject({ location: '/releases/release-6.10.0' });
    expect(releaseRoute('6.9', routing.releases, pagePaths)).toMatchObject({ location: '/releases/release-6.9.0', permanent: true });
    expect(releaseRoute('7.0.0', routing.releases, pagePaths)).toMatchObject({ location: '/releases' });
  });

  it('joins the releases into a releaseHistory section of a page', async () => {
    const page = await source.fetch(pageByPathQuery, { path: '/help', language: 'zh_CN' }, { tags: [CONTENT_TAGS.page] });
    const section = page?.sections[0];
    expect(section?._type).toBe('releaseHistory');
    if (section?._type !== 'releaseHistory') return;
    expect(section.heading).toBe('History');
    expect(toReleaseSummaries(section.releases).map(({ version, title }) => [version, title])).toEqual([
      ['6.11.0', 'Remapper 6.11.0'],
      ['6.10.0', 'Remapper 6.10.0'],
      ['6.9.0', 'Remapper 6.9：体感'],
      ['6.0.0', 'Remapper 6.0.0'],
      ['5.2.2', 'Remapper 5.2.2'],
    ]);
  });
});

// The data functions against the bundled dataset (content/src/releases.ts), as the site reads it.
describe('the bundled releases', () => {
  it('has at least 14 releases from 5.0.0 to 6.4.x, 2023 to 2026, none after 2026-11-01', async () => {
    const list = await releases('en');
    expect(list.length).toBeGreaterThanOrEqual(14);
    expect(list.at(-1)?.version).toBe('5.0.0');
    expect(list[0]?.version).toMatch(/^6\.4\.\d+$/);
    for (const { releasedAt } of list) {
      expect(releasedAt >= '2023-01-01' && releasedAt < '2026-11-01', releasedAt).toBe(true);
    }
  });

  it('has notes in en and zh-CN for every release, translated', async () => {
    const [en, zh] = await Promise.all([releases('en'), releases('zh-CN')]);
    expect(zh.map(({ version }) => version)).toEqual(en.map(({ version }) => version));
    en.forEach((release, index) => {
      const chinese = zh[index];
      expect(release.newFeatures.length + release.fixedIssues.length, release.version).toBeGreaterThan(0);
      expect(chinese?.newFeatures).toHaveLength(release.newFeatures.length);
      expect(chinese?.fixedIssues).toHaveLength(release.fixedIssues.length);
      for (const line of [...(chinese?.newFeatures ?? []), ...(chinese?.fixedIssues ?? [])]) {
        expect(line, release.version).toMatch(/[\u4e00-\u9fff]/);
      }
    });
  });

  it('discontinues 5.2.2 and other old versions, each sent where the rule says', async () => {
    const list = await releases('en');
    const discontinued = list.filter((release) => release.discontinued).map(({ version }) => version);
    expect(discontinued).toContain('5.2.2');
    expect(discontinued.length).toBeGreaterThanOrEqual(2);
    const { releases: entries, pagePaths } = await releaseRouting();
    expect(releaseRoute('5.2.2', entries, pagePaths)).toMatchObject({ action: 'redirect', location: '/discontinued-5.2.2' });
    expect(releaseRoute('5.4.1', entries, pagePaths)).toMatchObject({ action: 'redirect', location: '/releases/release-5.4.2' });
    expect(releaseRoute('5.0.0', entries, pagePaths)).toMatchObject({ action: 'redirect', location: '/releases' });
    expect(releaseRoute('v6.4', entries, pagePaths)).toMatchObject({ location: '/releases/release-6.4.0', permanent: true });
  });

  it('has x64 installers for every release and ARM64 ones from 6.0 on', async () => {
    for (const { version } of await releases('en')) {
      const release = await releaseByVersion('en', version);
      const architectures = release?.downloads.map(({ architecture }) => architecture);
      expect(architectures, version).toEqual(Number(version.split('.')[0]) >= 6 ? ['x64', 'arm64'] : ['x64']);
      expect(release?.downloads[0]?.url).toBe(`https://downloads.remapper.app/Remapper-${version}-x64.exe`);
    }
    const zh = await releaseByVersion('zh-CN', '6.4.0');
    expect(zh?.downloads.map(({ label }) => label)).toEqual(['下载', '下载 ARM 版']);
    expect((await releaseByVersion('en', '6.4.0'))?.downloads.map(({ label }) => label)).toEqual(['Download', 'Download for ARM']);
  });

  it('serves the newest supported release at /download', async () => {
    const list = await releases('en');
    const newest = list.find(({ discontinued }) => !discontinued);
    const latest = await latestInstallers('en');
    expect(latest?.version).toBe(newest?.version);
    expect(latest?.downloads[0]).toMatchObject({
      architecture: 'x64',
      url: `https://downloads.remapper.app/Remapper-${newest?.version}-x64.exe`,
    });
  });

  it('puts supported release pages in the sitemap, not the discontinued ones', async () => {
    const paths = (await releaseSitemapRows()).map(({ path }) => path);
    expect(paths).toContain('/releases/release-6.4.0');
    expect(paths).not.toContain('/releases/release-5.2.2');
  });

  it('has the /discontinued-5.2.2 page in en and zh-CN, a hero then rich text', async () => {
    const bundled = createBundledSource();
    for (const language of ['en', 'zh_CN'] as const) {
      const page = await bundled.fetch(pageByPathQuery, { path: '/discontinued-5.2.2', language }, { tags: [CONTENT_TAGS.page] });
      expect(page?.language).toBe(language);
      expect(page?.sections.map(({ _type }) => _type)).toEqual(['hero', 'richText']);
    }
  });
});
