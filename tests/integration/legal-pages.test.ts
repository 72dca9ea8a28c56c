import { describe, expect, it } from 'vitest';
import { createBundledSource } from '@/lib/content/bundled-source';
import type { PageContent, PageSection } from '@/lib/content/pages';
import { pageByPathQuery } from '@/lib/content/queries';
import { tableOfContents } from '@/lib/text/table-of-contents';

// spec 2: the legal pages, each in both languages of the site (bundled content, content/src/pages/legal).
const LEGAL_PATHS = ['/eula', '/privacy', '/terms-of-use', '/saas'] as const;
const LANGUAGES = ['en', 'zh_CN'] as const;
const LAST_UPDATED = { en: /Last updated: \d{1,2} \w+ 2026\.$/, zh_CN: /最后更新：2026年\d{1,2}月\d{1,2}日。$/ };

type RichText = Extract<PageSection, { _type: 'richText' }>;
type Block = RichText['body'][number];

const source = createBundledSource();
const fetchPage = async (path: string, language: string): Promise<PageContent> => {
  const page = await source.fetch(pageByPathQuery, { path, language }, { tags: ['page'] });
  if (!page) throw new Error(`No page at ${path} in ${language}`);
  return page;
};
const richTextOf = (page: PageContent) => page.sections.find((s): s is RichText => s._type === 'richText');
const textOf = (block: Block) => (block.children ?? []).map((child) => child.text ?? '').join('');
const h2s = (body: readonly Block[]) => body.filter((block) => block.style === 'h2').map(textOf);
const hrefs = (body: readonly Block[]) => body.flatMap((block) => (block.markDefs ?? []).map((def) => def.href));

describe.each(LEGAL_PATHS)('the legal page %s', (path) => {
  it.each(LANGUAGES)('exists in %s (not the English fallback), with a hero and a dated summary', async (language) => {
    const page = await fetchPage(path, language);
    expect(page.language).toBe(language);
    const [hero] = page.sections;
    expect(hero?._type).toBe('hero');
    if (hero?._type !== 'hero') return;
    expect(hero.heading.trim()).not.toBe('');
    expect(hero.text).toMatch(LAST_UPDATED[language]);
  });

  it.each(LANGUAGES)('in %s has its table of contents on and at least 8 numbered h2 headings', async (language) => {
    const body = richTextOf(await fetchPage(path, language));
    expect(body?.tableOfContents).toBe(true);
    const headings = h2s(body?.body ?? []);
    expect(headings.length).toBeGreaterThanOrEqual(8);
    // Numbered 1, 2, 3 ... in order, so a section can be cited ("see section 6").
    expect(headings.map((heading) => heading.match(/^(\d+)\. \S/)?.[1])).toEqual(headings.map((_, index) => String(index + 1)));
    const entries = tableOfContents(body?.body ?? []);
    expect(entries).toHaveLength(headings.length);
    expect(new Set(entries.map(({ id }) => id)).size).toBe(entries.length);
  });

  it.each(LANGUAGES)('in %s links to the other legal pages and to the support address', async (language) => {
    const links = hrefs(richTextOf(await fetchPage(path, language))?.body ?? []);
    for (const other of LEGAL_PATHS.filter((p) => p !== path)) expect(links).toContain(other);
    expect(links).toContain('mailto:support@remapper.app');
  });

  it.each(LANGUAGES)('in %s keeps no Markdown that failed to convert', async (language) => {
    const body = richTextOf(await fetchPage(path, language))?.body ?? [];
    for (const block of body) expect(textOf(block)).not.toMatch(/\*\*|\]\(|^#{1,6} /);
  });

  it('is substantial in English (1200 to 2500 words) and translated section by section', async () => {
    const en = richTextOf(await fetchPage(path, 'en'))?.body ?? [];
    const zh = richTextOf(await fetchPage(path, 'zh_CN'))?.body ?? [];
    const words = en.map(textOf).join(' ').split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(1200);
    expect(words).toBeLessThanOrEqual(2500);
    expect(h2s(zh)).toHaveLength(h2s(en).length);
    expect(zh.length).toBe(en.length);
  });
});

// Issue 23: the privacy policy says how to use the two rights the profile page offers.
describe('the privacy policy on the rights the profile page offers', () => {
  const NAMES = { en: ['Download my data', 'Delete my account'], zh_CN: ['下载我的数据', '删除账户'] };

  it.each(LANGUAGES)('in %s names both and links to the profile page', async (language) => {
    const body = richTextOf(await fetchPage('/privacy', language))?.body ?? [];
    expect(hrefs(body)).toContain('/account/profile');
    const text = body.map(textOf).join('\n');
    for (const name of NAMES[language]) expect(text).toContain(name);
  });
});
