import { describe, expect, it } from 'vitest';
import { FALLBACK_HEADING_ID, headingIds, headingSlug, tableOfContents } from '@/lib/text/table-of-contents';

describe('headingSlug', () => {
  it.each([
    ['Who we are', 'who-we-are'],
    ['  Plans, prices & payment  ', 'plans-prices-payment'],
    ['Cookies (and similar storage)', 'cookies-and-similar-storage'],
    ["What's included", 'whats-included'],
    ['Your rights: access, correction—and deletion!', 'your-rights-access-correction-and-deletion'],
    ['Données personnelles', 'données-personnelles'],
  ])('Latin: %j -> %j', (text, slug) => {
    expect(headingSlug(text)).toBe(slug);
  });

  it.each([
    ['我们收集哪些数据', '我们收集哪些数据'],
    ['Cookie 与本地存储', 'cookie-与本地存储'],
    ['订阅、续订和取消', '订阅-续订和取消'],
    ['责任限制（重要）', '责任限制-重要'],
    ['联系我们：support@remapper.app', '联系我们-support-remapper-app'],
  ])('Chinese: %j -> %j', (text, slug) => {
    expect(headingSlug(text)).toBe(slug);
  });

  it('drops a section number before the title, so renumbering keeps the anchor', () => {
    expect(headingSlug('1. Who we are')).toBe('who-we-are');
    expect(headingSlug('12. Who we are')).toBe('who-we-are');
    expect(headingSlug('2.3. Refunds')).toBe('refunds');
    expect(headingSlug('4) Refunds')).toBe('refunds');
    expect(headingSlug('5. 退款')).toBe('退款');
  });

  it('keeps a number that belongs to the title', () => {
    expect(headingSlug('3 months or 1 year')).toBe('3-months-or-1-year');
    expect(headingSlug('Windows 10 and 11')).toBe('windows-10-and-11');
    expect(headingSlug('2026 changes')).toBe('2026-changes');
  });

  it('reads full-width letters and digits as their plain forms', () => {
    expect(headingSlug('ＦＡＱ　１')).toBe('faq-1');
  });

  it('falls back to a fixed id when nothing is left', () => {
    expect(headingSlug('!!!')).toBe(FALLBACK_HEADING_ID);
    expect(headingSlug('——')).toBe(FALLBACK_HEADING_ID);
    expect(headingSlug('')).toBe(FALLBACK_HEADING_ID);
  });
});

describe('headingIds', () => {
  it('numbers repeated headings from the second on, in document order', () => {
    expect(headingIds(['Refunds', 'Support', 'Refunds', 'refunds!'])).toEqual(['refunds', 'support', 'refunds-2', 'refunds-3']);
  });

  it('never hands out an id twice, even when a heading reads like a numbered duplicate', () => {
    const ids = headingIds(['Terms', 'Terms 2', 'Terms', 'Terms']);
    expect(ids).toEqual(['terms', 'terms-2', 'terms-3', 'terms-4']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('numbers headings that have no usable text', () => {
    expect(headingIds(['?', '…', '!'])).toEqual(['section', 'section-2', 'section-3']);
  });

  it('skips ids that are taken elsewhere on the page', () => {
    expect(headingIds(['Contents', 'Contents'], ['contents'])).toEqual(['contents-2', 'contents-3']);
  });

  it('gives the same ids for the same headings (stable across renders)', () => {
    const headings = ['1. 范围', '2. 账户', '3. 账户'];
    expect(headingIds(headings)).toEqual(headingIds(headings));
    expect(headingIds(headings)).toEqual(['范围', '账户', '账户-2']);
  });
});

describe('tableOfContents', () => {
  const block = (key: string, style: string, ...texts: string[]) => ({
    _key: key,
    style,
    children: texts.map((text, index) => ({ _key: `${key}${index}`, text })),
  });

  it('lists the h2 headings only, with their text joined across spans and their anchors', () => {
    const entries = tableOfContents([
      block('a', 'h2', '1. ', 'Who we are'),
      block('b', 'normal', 'Body text'),
      block('c', 'h3', 'A subheading'),
      block('d', 'h2', '2. 我们收集的数据'),
      block('e', 'h2', '3. Who we are'),
    ]);
    expect(entries).toEqual([
      { key: 'a', id: 'who-we-are', text: '1. Who we are' },
      { key: 'd', id: '我们收集的数据', text: '2. 我们收集的数据' },
      { key: 'e', id: 'who-we-are-2', text: '3. Who we are' },
    ]);
  });

  it('leaves out empty headings and tolerates blocks without children', () => {
    expect(tableOfContents([block('a', 'h2', '  '), { _key: 'b', style: 'h2' }, { _key: 'c', children: null }])).toEqual([]);
  });

  it('respects ids taken elsewhere on the page', () => {
    expect(tableOfContents([block('a', 'h2', 'On this page')], ['on-this-page']).map(({ id }) => id)).toEqual(['on-this-page-2']);
  });
});
