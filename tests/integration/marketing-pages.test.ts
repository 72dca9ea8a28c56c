import { describe, expect, it } from 'vitest';
import { anchorProblem } from '@/lib/content/anchors';
import { createBundledSource } from '@/lib/content/bundled-source';
import type { PageContent, PageSection } from '@/lib/content/pages';
import { pageByPathQuery } from '@/lib/content/queries';

// The bundled home and product pages, read through the same query the site uses.

const bundled = createBundledSource();
const LANGUAGES = ['en', 'zh_CN'] as const;
const PRODUCT_PATHS = [
  '/macro-controller',
  '/joystick-mapper',
  '/advanced-controller-mapping',
  '/map-xbox-elite',
  '/steam-controller-support',
  '/nintendo-switch-pro-controller-on-pc',
];

async function pageAt(path: string, language: string): Promise<PageContent> {
  const page = await bundled.fetch(pageByPathQuery, { path, language }, { tags: ['page'] });
  if (!page) throw new Error(`No bundled page at ${path} (${language})`);
  return page;
}

const ofType = <T extends PageSection['_type']>(page: PageContent, type: T) =>
  page.sections.filter((section): section is Extract<PageSection, { _type: T }> => section._type === type);

/** Every text a reader sees on the page (not keys, types, anchors or link targets). */
function visibleText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(visibleText);
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !['_key', '_type', '_id', 'href', 'anchor', 'style', 'listItem', 'marks', 'mark'].includes(key))
      .flatMap(([, inner]) => visibleText(inner));
  }
  return [];
}

const englishWords = (page: PageContent) => visibleText(page.sections).join(' ').split(/\s+/).filter(Boolean).length;
const chineseCharacters = (page: PageContent) =>
  visibleText(page.sections)
    .join('')
    .match(/\p{Script=Han}/gu)?.length ?? 0;

describe('the bundled product pages', () => {
  it.each(PRODUCT_PATHS)('%s exists in en and zh-CN, opening with a hero', async (path) => {
    for (const language of LANGUAGES) {
      const page = await pageAt(path, language);
      expect(page.language).toBe(language);
      expect(page.sections[0]?._type).toBe('hero');
    }
  });

  it.each(PRODUCT_PATHS)('%s is substantial: 600+ English words, and a full Chinese translation', async (path) => {
    expect(englishWords(await pageAt(path, 'en'))).toBeGreaterThanOrEqual(600);
    expect(chineseCharacters(await pageAt(path, 'zh_CN'))).toBeGreaterThanOrEqual(900);
  });

  it.each(LANGUAGES)('/advanced-controller-mapping has every anchor of spec 2 (%s)', async (language) => {
    const page = await pageAt('/advanced-controller-mapping', language);
    const anchors = ofType(page, 'featureGrid').flatMap((grid) => grid.items.map((item) => item.anchor));
    expect(anchors).toEqual(expect.arrayContaining(['advanced-mapping', 'four-slots', 'rapid-fire', 'macros']));
  });

  it('every anchor on every bundled page is valid and unique on its page', async () => {
    for (const path of ['/', ...PRODUCT_PATHS]) {
      for (const language of LANGUAGES) {
        const anchors = ofType(await pageAt(path, language), 'featureGrid').flatMap((grid) => grid.items.map((item) => item.anchor));
        expect(anchorProblem(anchors), `${path} ${language}`).toBeNull();
      }
    }
  });
});

describe('the bundled home page', () => {
  it.each(LANGUAGES)('has the sections of the marketing home page, in order (%s)', async (language) => {
    const home = await pageAt('/', language);
    expect(home.sections.map((section) => section._type)).toEqual([
      'hero',
      'slider',
      'featureGrid',
      'gamesCarousel',
      'reviewsCarousel',
      'downloadButtons',
      'systemRequirements',
      'comparisonTable',
      'faq',
      'callToAction',
    ]);
    const [slider] = ofType(home, 'slider');
    expect(slider?.slides.length).toBeGreaterThanOrEqual(3);
    expect(slider?.slides.length).toBeLessThanOrEqual(4);
    expect(ofType(home, 'gamesCarousel')[0]?.games.length).toBeGreaterThanOrEqual(8);
    expect(ofType(home, 'reviewsCarousel')[0]?.reviews.length).toBeGreaterThanOrEqual(6);
  });

  it('keeps the hero heading other tests rely on', async () => {
    expect(ofType(await pageAt('/', 'en'), 'hero')[0]?.heading).toBe('Make every controller, keyboard and mouse work your way');
  });

  it('has translated games and reviews on the zh-CN page', async () => {
    const home = await pageAt('/', 'zh_CN');
    for (const game of ofType(home, 'gamesCarousel')[0]?.games ?? []) expect(game.genre).toMatch(/\p{Script=Han}/u);
    for (const review of ofType(home, 'reviewsCarousel')[0]?.reviews ?? []) {
      expect(review.quote).toMatch(/\p{Script=Han}/u);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });

  it('spec 1: the three download buttons, with their exact English labels', async () => {
    const [buttons] = ofType(await pageAt('/', 'en'), 'downloadButtons');
    expect(buttons).toMatchObject({
      download: { label: 'Download', href: '/download' },
      trial: { label: 'Try for free', href: '/download' },
      downloadArm: { label: 'Download for ARM', href: '/download?arch=arm64' },
    });
    const [zh] = ofType(await pageAt('/', 'zh_CN'), 'downloadButtons');
    expect([zh?.download?.href, zh?.trial?.href, zh?.downloadArm?.href]).toEqual(['/download', '/download', '/download?arch=arm64']);
  });

  it('spec 9: the system requirements', async () => {
    const [requirements] = ofType(await pageAt('/', 'en'), 'systemRequirements');
    const values = requirements?.rows.map((row) => row.value).join(' | ');
    for (const expected of [
      'Windows 10 or 11, 64-bit',
      'Intel/AMD x64 or ARM64',
      '90+ MB',
      '4 GB RAM',
      'DirectX 9+',
      '.NET Framework 4.7.2+',
      'activation',
    ]) {
      expect(values).toContain(expected);
    }
  });

  it('spec 1: the plans table compares the trial, subscriptions and lifetime access', async () => {
    const [table] = ofType(await pageAt('/', 'en'), 'comparisonTable');
    expect(table?.columns).toEqual(['Free trial', 'Subscription', 'Lifetime access']);
    const row = (label: string) => table?.rows.find((r) => r.label === label)?.cells.map((cell) => cell.text);
    expect(row('How long')).toEqual(['7 days', '3 months or 1 year', 'No end date']);
    expect(row('PCs')).toEqual(['Up to 2', '1, 2 or 5', 'Up to 3']);
    for (const r of table?.rows ?? []) expect(r.cells).toHaveLength(table?.columns.length ?? 0);
  });
});
