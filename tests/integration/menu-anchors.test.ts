import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkedAnchor } from '@/lib/content/anchors';
import { createBundledSource } from '@/lib/content/bundled-source';
import { pageHasAnchorQuery } from '@/lib/content/queries';

// Issue 19 item 4: the main menu's anchors exist on the home page of the bundled dataset, and the query the
// Studio's menu-entry warning asks (schemas/objects/menu-link.ts) tells an anchor some page has from one none has.

const dataset = () => readFile(path.join(process.cwd(), 'content', 'production.ndjson'), 'utf8');
const source = createBundledSource({ read: dataset });
const hasAnchor = (target: { path: string; anchor: string }) => source.fetch(pageHasAnchorQuery, target, { tags: ['page'] });

describe('menu anchors', () => {
  it('every menu entry of the site settings with an anchor lands on a section or feature of its page', async () => {
    const settings = (await dataset())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _type: string; [field: string]: unknown })
      .filter((document) => document._type === 'siteSettings');
    const hrefs =
      JSON.stringify(settings)
        .match(/"href":"[^"]*#[^"]*"/g)
        ?.map((pair) => pair.slice('"href":"'.length, -1)) ?? [];
    expect(hrefs).toEqual(expect.arrayContaining(['/#about', '/#why-to-use']));
    for (const href of hrefs) {
      const target = linkedAnchor(href);
      if (target) expect(await hasAnchor(target), href).toBe(true);
    }
  });

  it('finds section anchors and feature anchors, and no anchor a page does not have', async () => {
    expect(await hasAnchor({ path: '/', anchor: 'about' })).toBe(true);
    expect(await hasAnchor({ path: '/advanced-controller-mapping', anchor: 'rapid-fire' })).toBe(true);
    expect(await hasAnchor({ path: '/', anchor: 'nowhere' })).toBe(false);
    expect(await hasAnchor({ path: '/help', anchor: 'about' })).toBe(false);
  });

  it.each([
    ['/#about', { path: '/', anchor: 'about' }],
    ['/advanced-controller-mapping#rapid-fire', { path: '/advanced-controller-mapping', anchor: 'rapid-fire' }],
    ['/blog?page=2#top', { path: '/blog', anchor: 'top' }],
    ['/blog', null],
    ['#about', null],
    ['https://example.com/#about', null],
    ['//example.com/#about', null],
    [undefined, null],
  ])('reads the page and anchor of %s', (href, expected) => {
    expect(linkedAnchor(href)).toEqual(expected);
  });
});
