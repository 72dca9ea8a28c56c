import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledDocuments } from '@/content/src/index';
import { sanityImportNdjson } from '@/content/src/sanity-import';

// `npm run content:import` (scripts/content-import.ts) hands this file to `sanity dataset import`. The
// upload itself needs a Sanity project and the network, so it is not tested here.

const ASSETS = '/repo/content/assets';
const lines = sanityImportNdjson(bundledDocuments, ASSETS)
  .trimEnd()
  .split('\n')
  .map((line) => JSON.parse(line) as Record<string, unknown> & { _id: string; _type: string });

describe('the content:import file', () => {
  it('leaves out the asset documents and keeps every other document', () => {
    expect(lines.some(({ _type }) => _type === 'sanity.imageAsset')).toBe(false);
    const others = bundledDocuments.filter(({ _type }) => _type !== 'sanity.imageAsset');
    expect(lines.map(({ _id }) => _id)).toEqual(others.map(({ _id }) => _id));
  });

  it('turns each image reference into a _sanityAsset file URL, keeping the alt text', () => {
    for (const id of ['page-home-en', 'page-home-zh_CN']) {
      const home = lines.find(({ _id }) => _id === id) as
        { sections: Array<{ _type: string; image?: Record<string, unknown> }> } | undefined;
      const image = home?.sections.find(({ _type }) => _type === 'hero')?.image;
      expect(image).toEqual({
        _type: 'imageWithAlt',
        _sanityAsset: `image@file://${path.join(ASSETS, 'hero-controllers.webp')}`,
        alt: expect.objectContaining({ _type: 'localeString', en: expect.any(String), zh_CN: expect.any(String) }),
      });
    }
  });

  it('leaves no reference to an asset document behind', () => {
    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    expect(text).not.toMatch(/"_ref":"image-/);
    expect(text.match(/"_sanityAsset"/g)).toHaveLength(2);
  });

  it('names only files that are shipped in content/assets', async () => {
    const { existsSync } = await import('node:fs');
    const files = sanityImportNdjson(bundledDocuments, path.join(process.cwd(), 'content', 'assets')).match(/image@file:\/\/[^"]+/g) ?? [];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(new URL(file.slice('image@'.length)))).toBe(true);
  });
});
