import { describe, expect, it } from 'vitest';
import { COMMUNITY_DEVICES } from '@/lib/community/devices';
import { createBundledSource, readBundledDataset } from '@/lib/content/bundled-source';
import { parseNdjson } from '@/lib/content/groq-dataset';
import { pageByPathQuery } from '@/lib/content/queries';
import { SPEC_HOW_TO_PATHS } from '@/tests/spec-routes';

const source = createBundledSource();
const LANGUAGES = ['en', 'zh_CN'] as const;
const fetchPage = (path: string, language: string) => source.fetch(pageByPathQuery, { path, language }, { tags: ['page'] });

type Page = NonNullable<Awaited<ReturnType<typeof fetchPage>>>;
type Section = Page['sections'][number];
const sectionsOf = <T extends Section['_type']>(page: Page | null, type: T) =>
  (page?.sections ?? []).filter((section): section is Extract<Section, { _type: T }> => section._type === type);
const linksOf = (page: Page | null) =>
  sectionsOf(page, 'richText').flatMap(({ body }) => body.flatMap((block) => block.markDefs ?? []).map(({ href }) => href));

const HOW_TO_PAGES = SPEC_HOW_TO_PATHS;

describe('the bundled contact and community pages', () => {
  it.each(['/help', '/partners', '/translators', '/gamedevs', '/community', '/support-ukraine'])(
    '%s exists in en and in zh-CN (not the English fallback), opening with a hero',
    async (path) => {
      const headings = new Set<string>();
      for (const language of LANGUAGES) {
        const page = await fetchPage(path, language);
        expect(page?.language).toBe(language);
        const [hero] = page?.sections ?? [];
        expect(hero?._type).toBe('hero');
        if (hero?._type === 'hero') headings.add(hero.heading);
      }
      expect(headings.size).toBe(2);
    },
  );

  it.each(LANGUAGES)('/community in %s links the shared configs of all 7 devices, once each', async (language) => {
    const [devices] = sectionsOf(await fetchPage('/community', language), 'deviceLinks');
    expect(devices?.items.map(({ device }) => device)).toEqual([...COMMUNITY_DEVICES]);
    expect(devices?.items.every(({ label }) => label.trim() !== '')).toBe(true);
  });

  it.each(LANGUAGES)('/translators in %s thanks 12 or more languages, each with a translator', async (language) => {
    const [thanked] = sectionsOf(await fetchPage('/translators', language), 'thankedLanguages');
    expect(thanked?.items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(thanked?.items.map(({ language: name }) => name)).size).toBe(thanked?.items.length);
    for (const item of thanked?.items ?? []) expect(item.translators.length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)('/help in %s gives the support address, the 9 how-to guides and the partners page', async (language) => {
    const links = linksOf(await fetchPage('/help', language));
    expect(links).toContain('mailto:support@remapper.app');
    expect(links).toEqual(expect.arrayContaining([...HOW_TO_PAGES, '/partners']));
  });

  it('puts the form of each contact page in a contactForm section of the agreed shape, in both languages', async () => {
    const documents = parseNdjson(await readBundledDataset());
    const expected = { '/help': 'contact', '/partners': 'partner', '/translators': 'translator', '/gamedevs': 'developer' };
    for (const [path, form] of Object.entries(expected)) {
      for (const language of LANGUAGES) {
        const page = documents.find((d) => d._type === 'page' && d.path === path && d.language === language);
        const forms = (page?.sections as { _type: string }[] | undefined)?.filter(({ _type }) => _type === 'contactForm');
        expect(forms, `${path} ${language}`).toEqual([
          { _type: 'contactForm', _key: 'form', form, heading: expect.any(String), intro: expect.any(String) },
        ]);
      }
    }
  });
});
