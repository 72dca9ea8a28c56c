import { describe, expect, it } from 'vitest';
import { createBundledSource } from '@/lib/content/bundled-source';
import { parseNdjson } from '@/lib/content/groq-dataset';
import { pageByPathQuery } from '@/lib/content/queries';

const page = (id: string, path: string, language: string, heading: string) => ({
  _id: id,
  _type: 'page',
  path,
  language,
  sections: [
    { _type: 'hero', _key: 'h', heading, text: null },
    { _type: 'richText', _key: 'r', body: [{ _type: 'block', _key: 'b', children: [{ _type: 'span', _key: 's', text: 'Body' }] }] },
  ],
});

const documents = [
  page('home-en', '/', 'en', 'Home'),
  page('home-zh', '/', 'zh_CN', '首页'),
  page('help-en', '/help', 'en', 'Help'),
  { ...page('drafts.help-zh', '/help', 'zh_CN', '帮助（草稿）') },
];
const source = createBundledSource({ read: async () => documents.map((d) => JSON.stringify(d)).join('\n') });
const fetchPage = (path: string, language: string) => source.fetch(pageByPathQuery, { path, language }, { tags: ['page'] });

describe('pages by path (document-level translation)', () => {
  it('returns the page in the requested language, with each section projected', async () => {
    const result = await fetchPage('/', 'zh_CN');
    expect(result?.language).toBe('zh_CN');
    expect(result?.sections).toEqual([
      { _key: 'h', _type: 'hero', anchor: null, heading: '首页', text: null, primaryAction: null, secondaryAction: null, image: null },
      {
        _key: 'r',
        _type: 'richText',
        anchor: null,
        body: documents[0]?.sections[1] && (documents[0].sections[1] as { body: unknown }).body,
        // An unset switch reads as off.
        tableOfContents: false,
      },
    ]);
  });

  it('falls back to the English page while the translation is only a draft or missing', async () => {
    expect(await fetchPage('/help', 'zh_CN')).toMatchObject({ language: 'en', sections: [{ heading: 'Help' }, {}] });
  });

  it('returns null for a path without a page', async () => {
    expect(await fetchPage('/nowhere', 'en')).toBeNull();
  });
});

describe('the bundled home page', () => {
  it('exists in en and zh-CN, opening with a hero', async () => {
    const bundled = createBundledSource();
    for (const language of ['en', 'zh_CN']) {
      const home = await bundled.fetch(pageByPathQuery, { path: '/', language }, { tags: ['page'] });
      expect(home?.language).toBe(language);
      expect(home?.sections[0]?._type).toBe('hero');
    }
  });

  it("shows an image in its hero with its asset's size and placeholder, and alt text in each language", async () => {
    const bundled = createBundledSource();
    const alts: string[] = [];
    for (const language of ['en', 'zh_CN']) {
      const home = await bundled.fetch(pageByPathQuery, { path: '/', language }, { tags: ['page'] });
      const hero = home?.sections[0];
      if (hero?._type !== 'hero') throw new Error('The home page opens with no hero');
      expect(hero.image?.asset).toEqual({
        _id: expect.stringMatching(/^image-[a-f0-9]{40}-1200x750-webp$/),
        metadata: { lqip: expect.stringMatching(/^data:image\/webp;base64,/), dimensions: { width: 1200, height: 750 } },
      });
      alts.push(hero.image?.alt ?? '');
    }
    expect(alts[0]).toMatch(/gamepad/);
    expect(alts[1]).toMatch(/手柄/);
  });

  it('shows the English alt text where the Chinese is missing', async () => {
    const withImage = (alt: Record<string, string>) => ({
      ...page('img-en', '/img', 'en', 'Image'),
      sections: [
        {
          _type: 'hero',
          _key: 'h',
          heading: 'Image',
          image: { _type: 'imageWithAlt', asset: { _type: 'reference', _ref: 'image-a-1x1-png' }, alt },
        },
      ],
    });
    const images = createBundledSource({ read: async () => JSON.stringify(withImage({ _type: 'localeString', en: 'A dot', zh_CN: '' })) });
    const result = await images.fetch(pageByPathQuery, { path: '/img', language: 'zh_CN' }, { tags: ['page'] });
    expect(result?.sections[0]).toMatchObject({ image: { alt: 'A dot', asset: null } });
  });

  it('is valid NDJSON with unique ids', async () => {
    const { readBundledDataset } = await import('@/lib/content/bundled-source');
    const ids = parseNdjson(await readBundledDataset()).map((d) => d._id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('games in a carousel', () => {
  const carouselPage = {
    _id: 'games-en',
    _type: 'page',
    path: '/games',
    language: 'zh_CN',
    sections: [
      {
        _type: 'gamesCarousel',
        _key: 'g',
        heading: '游戏',
        games: [
          { _type: 'reference', _ref: 'game-a', _key: 'a' },
          { _type: 'reference', _ref: 'game-b', _key: 'b' },
        ],
      },
    ],
  };
  const games = [
    { _id: 'game-a', _type: 'game', name: { en: 'Elden Ring', zh_CN: '艾尔登法环' } },
    // Saved before titles were per language.
    { _id: 'game-b', _type: 'game', name: 'Stardew Valley' },
  ];
  const gamesSource = createBundledSource({ read: async () => [carouselPage, ...games].map((d) => JSON.stringify(d)).join('\n') });

  it('are named in the page language, and a name saved as plain text is shown as it is', async () => {
    const result = (await gamesSource.fetch(pageByPathQuery, { path: '/games', language: 'zh_CN' }, { tags: ['page'] })) as {
      sections: { games: { name: unknown }[] }[];
    } | null;
    expect(result?.sections[0]?.games.map((game) => game.name)).toStrictEqual(['艾尔登法环', 'Stardew Valley']);
  });
});
