import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './content-lake-harness';
import { localiseAssetDocuments, seedAssetFiles } from '@/content-lake/server';

// The local Content Lake's images: the bundled files seeded beside the bundled documents, served at
// Sanity's URL shape and transformed by Sanity's image URL parameters (image-params.ts), with the
// metadata Sanity computes on upload. The transforms' details: tests/unit/image-params.test.ts.

const PROJECT_ID = 'local';
const DATASET = 'production';
const HERO = 'bcb2917e2ab8667fd249049dd2e8d65cf6985a36-1200x750.webp';
const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

let lake: TestLake;
let bundled: string;

beforeAll(async () => {
  bundled = await readFile(path.join(process.cwd(), 'content', 'production.ndjson'), 'utf8');
  lake = await startTestLake({ seed: bundled, projectId: PROJECT_ID, dataset: DATASET });
  await seedAssetFiles({
    ndjson: bundled,
    sourceDir: path.join(process.cwd(), 'content', 'assets'),
    assetsDir: path.join(lake.dir, 'assets'),
  });
});

afterAll(async () => {
  await lake?.close();
});

const imageUrl = (file: string, query = '') => `${lake.server.httpUrl}/images/${PROJECT_ID}/${DATASET}/${file}${query}`;
const sizeOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe('bundled images', () => {
  it("serves each seeded asset document's file as it is shipped", async () => {
    const assets = await lake.client.fetch<Array<{ _id: string; originalFilename: string }>>(
      '*[_type == "sanity.imageAsset"]{ _id, originalFilename }',
    );
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      const [, sha1, size, extension] = /^image-([a-f0-9]{40})-(\d+x\d+)-(\w+)$/.exec(asset._id) ?? [];
      const response = await fetch(imageUrl(`${sha1}-${size}.${extension}`));
      expect(response.status).toBe(200);
      const shipped = await readFile(path.join(process.cwd(), 'content', 'assets', asset.originalFilename));
      expect(Buffer.from(await response.arrayBuffer()).equals(shipped)).toBe(true);
    }
  });

  it("points the seeded documents' path and url at the stand-in that seeds them", () => {
    const line = localiseAssetDocuments(bundled, { projectId: 'p1', dataset: 'staging', baseUrl: 'http://127.0.0.1:4671/' })
      .split('\n')
      .find((text) => text.includes(HERO.split('-')[0] ?? '-'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      path: `images/p1/staging/${HERO}`,
      url: `http://127.0.0.1:4671/images/p1/staging/${HERO}`,
    });
  });

  it('seeds a file once, and refuses one that does not match its document', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'seed-assets-'));
    try {
      const sourceDir = path.join(folder, 'source');
      const assetsDir = path.join(folder, 'assets');
      await cp(path.join(process.cwd(), 'content', 'assets'), sourceDir, { recursive: true });
      expect(await seedAssetFiles({ ndjson: bundled, sourceDir, assetsDir })).toBeGreaterThanOrEqual(4);
      expect(await seedAssetFiles({ ndjson: bundled, sourceDir, assetsDir })).toBe(0);

      await writeFile(path.join(sourceDir, 'hero-controllers.webp'), 'edited without npm run content:assets');
      await expect(seedAssetFiles({ ndjson: bundled, sourceDir, assetsDir: path.join(folder, 'fresh') })).rejects.toThrow(/content:assets/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the image URL API', () => {
  it('draws what the site asks for: webp, quality 50, at the srcset widths (spec 9)', async () => {
    for (const [width, height] of [
      [640, 400],
      [1200, 750],
    ]) {
      const response = await fetch(imageUrl(HERO, `?w=${width}&h=${height}&fit=max&fm=webp&q=50`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(await sizeOf(response)).toMatchObject({ format: 'webp', width, height });
    }
  });

  it('crops, scales by dpr and converts formats', async () => {
    const crop = await fetch(imageUrl(HERO, '?rect=0,0,600,600&w=100&h=100&fit=crop&fm=png'));
    expect(crop.headers.get('content-type')).toBe('image/png');
    expect(await sizeOf(crop)).toMatchObject({ format: 'png', width: 100, height: 100 });
    expect(await sizeOf(await fetch(imageUrl(HERO, '?w=150&dpr=2&fm=jpg')))).toMatchObject({ format: 'jpeg', width: 300, height: 188 });
  });

  it('gives webp to a browser that accepts it for auto=format, and says the answer varies by Accept', async () => {
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#4dd0e1' } })
      .png()
      .toBuffer();
    const asset = await lake.client.assets.upload('image', png, { filename: 'tile.png' });
    const file = `${asset.sha1hash}-64x32.png`;
    const modern = await fetch(imageUrl(file, '?w=32&auto=format'), { headers: { accept: WEBP_ACCEPT } });
    expect(modern.headers.get('content-type')).toBe('image/webp');
    expect(modern.headers.get('vary')).toBe('Accept');
    const older = await fetch(imageUrl(file, '?w=32&auto=format'), { headers: { accept: 'image/png,*/*' } });
    expect(older.headers.get('content-type')).toBe('image/png');
    expect(await sizeOf(older)).toMatchObject({ width: 32, height: 16 });
  });

  it('sends long-lived caching and an ETag, and answers 304 to a browser that has the variant', async () => {
    const url = imageUrl(HERO, '?w=640&h=400&fit=max&fm=webp&q=50');
    const first = await fetch(url);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[a-f0-9]+"$/);
    // The same transform spelled in another order is the same variant.
    const reordered = await fetch(imageUrl(HERO, '?q=50&fm=webp&fit=max&h=400&w=640'));
    expect(reordered.headers.get('etag')).toBe(etag);
    const again = await fetch(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await fetch(imageUrl(HERO, '?w=320&fm=webp'));
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('refuses parameters it cannot honour, as Sanity does, with a 400', async () => {
    for (const query of ['?w=abc', '?fm=tiff', '?rect=1,2', '?q=500']) {
      const response = await fetch(imageUrl(HERO, query));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { type: 'imageParameterError' } });
    }
    expect((await fetch(imageUrl(HERO.replace('bcb2', 'ffff'), '?w=10'))).status).toBe(404);
  });
});

describe('uploads', () => {
  it('records dimensions, alpha and a 10x10 blurred lqip like Sanity', async () => {
    const translucent = await sharp({
      create: { width: 300, height: 150, channels: 4, background: { r: 255, g: 224, b: 102, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const asset = await lake.client.assets.upload('image', translucent, { filename: 'glass.png' });
    expect(asset.metadata).toMatchObject({
      dimensions: { width: 300, height: 150, aspectRatio: 2 },
      hasAlpha: true,
      isOpaque: false,
      lqip: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    const lqip = Buffer.from(asset.metadata.lqip?.split(',')[1] ?? '', 'base64');
    expect(await sharp(lqip).metadata()).toMatchObject({ width: 10, height: 5, hasAlpha: true });
  });
});
