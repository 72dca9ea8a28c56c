import { describe, expect, it } from 'vitest';
import { createBundledSource } from '@/lib/content/bundled-source';
import { pageByPathQuery } from '@/lib/content/queries';

const link = (label: string, href: string) => ({ _type: 'link', label, href });
const ref = (id: string) => ({ _type: 'reference', _ref: id, _key: id });

// One page with every marketing section, as an editor saves it (with extra fields the query must drop).
const sections = [
  {
    _type: 'slider',
    _key: 'slider',
    anchor: 'about',
    label: 'Highlights',
    slides: [
      { _type: 'slide', _key: 's1', heading: 'Slots', text: 'Four of them', action: link('More', '/slots') },
      { _type: 'slide', _key: 's2', heading: 'Macros' },
    ],
  },
  { _type: 'gamesCarousel', _key: 'games', heading: 'Games', games: [ref('game-a'), ref('game-draft-only'), ref('game-b')] },
  { _type: 'reviewsCarousel', _key: 'reviews', heading: 'Reviews', reviews: [ref('review-a'), ref('review-gone')] },
  {
    _type: 'featureGrid',
    _key: 'grid',
    heading: 'Features',
    intro: 'Intro',
    items: [
      { _type: 'feature', _key: 'f1', anchor: 'rapid-fire', title: 'Rapid fire', text: 'Turbo', link: link('Go', '#x') },
      { _type: 'feature', _key: 'f2', anchor: 'macros', title: 'Macros', text: 'Record' },
    ],
  },
  { _type: 'faq', _key: 'faq', heading: 'FAQ', items: [{ _type: 'question', _key: 'q1', question: 'Q?', answer: 'A.' }] },
  { _type: 'callToAction', _key: 'cta', heading: 'Go', text: 'Now', actions: [{ ...link('Download', '/download'), _key: 'a1' }] },
  {
    _type: 'downloadButtons',
    _key: 'dl',
    heading: 'Get it',
    download: link('Download', '/download'),
    downloadArm: link('Download for ARM', '/download?arch=arm64'),
  },
  {
    _type: 'systemRequirements',
    _key: 'req',
    heading: 'Requirements',
    rows: [{ _type: 'requirement', _key: 'r1', label: 'Memory', value: '4 GB RAM' }],
  },
  {
    _type: 'comparisonTable',
    _key: 'table',
    heading: 'Plans',
    columns: ['Trial', 'Lifetime', 'Lifetime price'],
    rows: [
      {
        _type: 'comparisonRow',
        _key: 'row1',
        label: 'PCs',
        cells: [
          { _type: 'comparisonCell', _key: 'c1', text: 'Up to 2' },
          { _type: 'comparisonCell', _key: 'c2', mark: 'yes', text: 'Up to 3' },
          { _type: 'comparisonCell', _key: 'c3', price: 'lifetime' },
        ],
      },
    ],
  },
];

const documents = [
  { _id: 'page-en', _type: 'page', path: '/all', language: 'en', sections },
  {
    _id: 'game-a',
    _type: 'game',
    name: { _type: 'localeString', en: 'Alpha', zh_CN: '阿尔法' },
    genre: { _type: 'localeString', en: 'Racing', zh_CN: '赛车' },
    blurb: { _type: 'localeText', en: 'Fast', zh_CN: '' },
    worksWith: [
      { _type: 'localeString', _key: 'x', en: 'Xbox controller', zh_CN: 'Xbox 手柄' },
      { _type: 'localeString', _key: 'k', en: 'Keyboard and mouse' },
    ],
    secret: 'not projected',
  },
  {
    _id: 'game-b',
    _type: 'game',
    // No Chinese title: the English one shows.
    name: { en: 'Beta', zh_CN: '' },
    genre: { en: 'Puzzle' },
    blurb: { en: 'Calm' },
    worksWith: [{ _key: 'd', en: 'DualSense' }],
  },
  { _id: 'drafts.game-draft-only', _type: 'game', name: { en: 'Draft' }, genre: { en: 'x' }, blurb: { en: 'x' }, worksWith: [] },
  {
    _id: 'review-a',
    _type: 'review',
    author: 'Lena',
    rating: 4,
    quote: { en: 'Great', zh_CN: '很好' },
    source: { en: 'Player survey', zh_CN: '玩家调查' },
  },
];

const source = createBundledSource({ read: async () => documents.map((d) => JSON.stringify(d)).join('\n') });
const fetchSections = async (language: string) =>
  (await source.fetch(pageByPathQuery, { path: '/all', language }, { tags: ['page'] }))?.sections ?? [];
const sectionOf = async (type: string, language = 'en') => (await fetchSections(language)).find((section) => section._type === type);

describe('the page query projects each marketing section', () => {
  it('slider: its name and slides, with an action only where one is set', async () => {
    expect(await sectionOf('slider')).toEqual({
      _key: 'slider',
      _type: 'slider',
      anchor: 'about',
      label: 'Highlights',
      slides: [
        { _key: 's1', heading: 'Slots', text: 'Four of them', action: { label: 'More', href: '/slots' } },
        { _key: 's2', heading: 'Macros', text: null, action: null },
      ],
    });
  });

  it('gamesCarousel: joins the published games in order, in the page language, leaving out unpublished ones', async () => {
    expect(await sectionOf('gamesCarousel', 'zh_CN')).toEqual({
      _key: 'games',
      _type: 'gamesCarousel',
      anchor: null,
      heading: 'Games',
      games: [
        {
          _id: 'game-a',
          name: '阿尔法',
          genre: '赛车',
          // A blank translation shows the English.
          blurb: 'Fast',
          worksWith: [
            { _key: 'x', label: 'Xbox 手柄' },
            { _key: 'k', label: 'Keyboard and mouse' },
          ],
        },
        { _id: 'game-b', name: 'Beta', genre: 'Puzzle', blurb: 'Calm', worksWith: [{ _key: 'd', label: 'DualSense' }] },
      ],
    });
    const english = await sectionOf('gamesCarousel', 'en');
    expect(english).toMatchObject({
      games: [{ name: 'Alpha', genre: 'Racing', worksWith: [{ label: 'Xbox controller' }, {}] }, { name: 'Beta' }],
    });
  });

  it('reviewsCarousel: joins the reviews in the page language and drops a deleted one', async () => {
    expect(await sectionOf('reviewsCarousel', 'zh_CN')).toEqual({
      _key: 'reviews',
      _type: 'reviewsCarousel',
      anchor: null,
      heading: 'Reviews',
      reviews: [{ _id: 'review-a', author: 'Lena', quote: '很好', rating: 4, source: '玩家调查' }],
    });
    expect(await sectionOf('reviewsCarousel', 'en')).toMatchObject({ reviews: [{ quote: 'Great', source: 'Player survey' }] });
  });

  it('featureGrid: the items with their anchors', async () => {
    expect(await sectionOf('featureGrid')).toEqual({
      _key: 'grid',
      _type: 'featureGrid',
      anchor: null,
      heading: 'Features',
      intro: 'Intro',
      items: [
        { _key: 'f1', anchor: 'rapid-fire', title: 'Rapid fire', text: 'Turbo', link: { label: 'Go', href: '#x' } },
        { _key: 'f2', anchor: 'macros', title: 'Macros', text: 'Record', link: null },
      ],
    });
  });

  it('faq and callToAction', async () => {
    expect(await sectionOf('faq')).toEqual({
      _key: 'faq',
      _type: 'faq',
      anchor: null,
      heading: 'FAQ',
      items: [{ _key: 'q1', question: 'Q?', answer: 'A.' }],
    });
    expect(await sectionOf('callToAction')).toEqual({
      _key: 'cta',
      _type: 'callToAction',
      anchor: null,
      heading: 'Go',
      text: 'Now',
      actions: [{ _key: 'a1', label: 'Download', href: '/download' }],
    });
  });

  it('downloadButtons: a button the editor removed comes back as null', async () => {
    expect(await sectionOf('downloadButtons')).toEqual({
      _key: 'dl',
      _type: 'downloadButtons',
      anchor: null,
      heading: 'Get it',
      text: null,
      download: { label: 'Download', href: '/download' },
      trial: null,
      downloadArm: { label: 'Download for ARM', href: '/download?arch=arm64' },
    });
  });

  it('systemRequirements and comparisonTable', async () => {
    expect(await sectionOf('systemRequirements')).toEqual({
      _key: 'req',
      _type: 'systemRequirements',
      anchor: null,
      heading: 'Requirements',
      rows: [{ _key: 'r1', label: 'Memory', value: '4 GB RAM' }],
    });
    expect(await sectionOf('comparisonTable')).toEqual({
      _key: 'table',
      _type: 'comparisonTable',
      anchor: null,
      heading: 'Plans',
      columns: ['Trial', 'Lifetime', 'Lifetime price'],
      rows: [
        {
          _key: 'row1',
          label: 'PCs',
          cells: [
            { _key: 'c1', mark: null, text: 'Up to 2', price: null },
            { _key: 'c2', mark: 'yes', text: 'Up to 3', price: null },
            // The shop's prices, shown from the price list (components/sections/plan-prices-cell.tsx).
            { _key: 'c3', mark: null, text: null, price: 'lifetime' },
          ],
        },
      ],
    });
  });
});
