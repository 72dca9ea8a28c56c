import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBundledSource } from '@/lib/content/bundled-source';
import { howToByPath, howToPaths } from '@/lib/content/how-to';
import { guidePlainText } from '@/lib/content/how-to-json-ld';
import { howToByPathQuery, howToPathsQuery } from '@/lib/content/queries';
import { sitemapEntries } from '@/lib/content/sitemap';
import { SPEC_HOW_TO_PATHS } from '@/tests/spec-routes';

beforeAll(() => {
  // The bundled dataset, whatever the machine's environment says.
  vi.stubEnv('SANITY_PROJECT_ID', '');
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '');
  vi.stubEnv('CONTENT_LAKE_URL', '');
});

afterAll(() => {
  vi.unstubAllEnvs();
});

const block = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
});

const guide = (id: string, path: string, language: string, title: string) => ({
  _id: id,
  _type: 'howTo',
  _updatedAt: '2026-01-01T00:00:00Z',
  path,
  language,
  title,
  intro: `${title}: intro`,
  steps: [{ _type: 'howToStep', _key: 's1', title: `${title}: step`, body: [block('b1', 'Do it')] }],
});

const documents = [
  guide('howto-pad-en', '/how-to-use-pad', 'en', 'Pad'),
  guide('howto-pad-zh_CN', '/how-to-use-pad', 'zh_CN', '手柄'),
  guide('howto-mouse-en', '/how-to-use-mouse', 'en', 'Mouse'),
  // A translation still being written: never shown, the English guide is.
  guide('drafts.howto-mouse-zh_CN', '/how-to-use-mouse', 'zh_CN', '鼠标（草稿）'),
  // A whole guide that was never published.
  guide('drafts.howto-wheel-en', '/how-to-use-wheel', 'en', 'Wheel'),
];
const source = createBundledSource({ read: async () => documents.map((d) => JSON.stringify(d)).join('\n') });
const fetchGuide = (path: string, language: string) => source.fetch(howToByPathQuery, { path, language }, { tags: ['howTo'] });

describe('how-to guides by path (document-level translation)', () => {
  it('returns the guide in the requested language, with empty lists for the optional fields', async () => {
    expect(await fetchGuide('/how-to-use-pad', 'zh_CN')).toEqual({
      path: '/how-to-use-pad',
      language: 'zh_CN',
      title: '手柄',
      intro: '手柄: intro',
      device: null,
      requirements: [],
      steps: [{ _key: 's1', title: '手柄: step', body: [block('b1', 'Do it')] }],
      closing: [],
      related: [],
      _updatedAt: '2026-01-01T00:00:00Z',
    });
    expect(await fetchGuide('/how-to-use-pad', 'en')).toMatchObject({ language: 'en', title: 'Pad' });
  });

  it('falls back to the English guide while the translation is only a draft', async () => {
    expect(await fetchGuide('/how-to-use-mouse', 'zh_CN')).toMatchObject({ language: 'en', title: 'Mouse' });
  });

  it('never shows a guide that only exists as a draft', async () => {
    expect(await fetchGuide('/how-to-use-wheel', 'en')).toBeNull();
    expect(await fetchGuide('/how-to-use-wheel', 'zh_CN')).toBeNull();
  });

  it('lists the published guides only, one row per language', async () => {
    const rows = await source.fetch(howToPathsQuery, {}, { tags: ['howTo'] });
    expect(rows.map(({ path, language }) => `${path} ${language}`).sort()).toEqual([
      '/how-to-use-mouse en',
      '/how-to-use-pad en',
      '/how-to-use-pad zh_CN',
    ]);
  });
});

// spec 2: the how-to pages.
const SPEC_PATHS = SPEC_HOW_TO_PATHS;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the bundled how-to guides', () => {
  it('are exactly the nine guides of spec 2', async () => {
    expect(await howToPaths()).toEqual([...SPEC_PATHS].sort());
  });

  it.each(SPEC_PATHS)('%s exists in en and zh-CN, with the same 5 or more steps', async (path) => {
    const en = await howToByPath('en', path);
    const zh = await howToByPath('zh-CN', path);
    expect(en?.language).toBe('en');
    expect(zh?.language).toBe('zh_CN');
    expect(en?.steps.length).toBeGreaterThanOrEqual(5);
    expect(en?.steps.length).toBeLessThanOrEqual(9);
    expect(zh?.steps.length).toBe(en?.steps.length);
    expect(zh?.requirements.length).toBe(en?.requirements.length);
    expect(en?.requirements.length).toBeGreaterThan(0);
    for (const step of [...(en?.steps ?? []), ...(zh?.steps ?? [])]) expect(guidePlainText(step.body)).not.toBe('');
  });

  it.each(SPEC_PATHS)('%s has 600 to 1000 words in English', async (path) => {
    const en = await howToByPath('en', path);
    if (!en) throw new Error(`no guide at ${path}`);
    const text = [
      en.title,
      en.intro,
      ...en.requirements,
      ...en.steps.flatMap((s) => [s.title, guidePlainText(s.body)]),
      guidePlainText(en.closing),
    ].join(' ');
    expect(words(text)).toBeGreaterThanOrEqual(600);
    expect(words(text)).toBeLessThanOrEqual(1000);
  });

  it('keeps the device facts of spec 9 in both languages', async () => {
    const facts: [string, string][] = [
      ['/how-to-use-shield-controller-on-pc', '28'],
      ['/how-to-use-playstation-move-navigation-controller-on-pc', '14'],
      ['/how-to-use-joycons-on-pc', '2000'],
    ];
    for (const [path, number] of facts) {
      for (const locale of ['en', 'zh-CN'] as const) {
        const found = await howToByPath(locale, path);
        expect(found?.intro, `${locale} ${path}`).toContain(number);
      }
    }
  });

  it('link only to guides that exist among the how-to pages', async () => {
    const paths = new Set(SPEC_PATHS);
    for (const path of SPEC_PATHS) {
      for (const locale of ['en', 'zh-CN'] as const) {
        const found = await howToByPath(locale, path);
        for (const { href } of found?.related ?? []) {
          if (href.startsWith('/how-to-')) expect(paths.has(href), `${path} -> ${href}`).toBe(true);
          expect(href, path).not.toBe(path);
        }
      }
    }
  });

  it('are in the sitemap at their public paths, in both languages', async () => {
    const sitemap = await sitemapEntries(new URL('https://remapper.example'));
    const entry = sitemap.find(({ url }) => url === 'https://remapper.example/how-to-use-joycons-on-pc');
    expect(entry?.alternates?.languages).toEqual({
      en: 'https://remapper.example/how-to-use-joycons-on-pc',
      'zh-CN': 'https://remapper.example/zh-CN/how-to-use-joycons-on-pc',
    });
    expect(sitemap.filter(({ url }) => url.includes('/how-to-'))).toHaveLength(SPEC_PATHS.length);
    expect(sitemap.some(({ url }) => url === 'https://remapper.example/')).toBe(true);
  });
});
