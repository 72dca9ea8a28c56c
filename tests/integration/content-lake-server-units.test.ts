import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from '@/content-lake/server/cors';
import { readImageInfo } from '@/content-lake/server/image-metadata';
import { createDocumentMatcher } from '@/content-lake/server/listener-filter';
import { defaultPerspective, readPerspective } from '@/content-lake/server/routes/query';

// The pure parts of the local Content Lake server (content-lake/server).

describe('readImageInfo', () => {
  const png = (colorType: number) =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.from([0, 0, 0x02, 0x80, 0, 0, 0x01, 0xe0, 8, colorType, 0, 0, 0]),
    ]);

  it('reads PNG size and alpha', () => {
    expect(readImageInfo(png(6))).toEqual({ extension: 'png', mimeType: 'image/png', width: 640, height: 480, hasAlpha: true });
    expect(readImageInfo(png(2))?.hasAlpha).toBe(false);
  });

  it('reads GIF size', () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x20, 0x03, 0x58, 0x02]), Buffer.alloc(8)]);
    expect(readImageInfo(gif)).toMatchObject({ extension: 'gif', width: 800, height: 600 });
  });

  it('reads JPEG size from the frame header after other segments', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
    const sof2 = [0xff, 0xc2, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    const jpeg = Buffer.from([0xff, 0xd8, ...app0, ...sof2, 0xff, 0xd9]);
    expect(readImageInfo(jpeg)).toMatchObject({ extension: 'jpg', mimeType: 'image/jpeg', width: 400, height: 300 });
  });

  it('reads the three WebP flavours', () => {
    const riff = (chunk: string, payload: number[]) =>
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.from(chunk), Buffer.alloc(4), Buffer.from(payload)]);
    // VP8X: flags (alpha bit 0x10), 3 reserved bytes, then width-1 and height-1 as 24-bit little endian.
    const vp8x = riff('VP8X', [0x10, 0, 0, 0, 0x1f, 0x03, 0x00, 0x57, 0x02, 0x00]);
    expect(readImageInfo(vp8x)).toMatchObject({ extension: 'webp', width: 800, height: 600, hasAlpha: true });
    // VP8L: signature 0x2f, then 14 bits width-1, 14 bits height-1, 1 bit alpha.
    const bits = (99 & 0x3fff) | ((49 & 0x3fff) << 14) | (1 << 28);
    const vp8l = riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0, 0, 0]);
    expect(readImageInfo(vp8l)).toMatchObject({ width: 100, height: 50, hasAlpha: true });
    // VP8: frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    const vp8 = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00]);
    expect(readImageInfo(vp8)).toMatchObject({ width: 320, height: 240, hasAlpha: false });
  });

  it('reads SVG size from width/height or the viewBox', () => {
    expect(readImageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"></svg>'))).toMatchObject({
      extension: 'svg',
      mimeType: 'image/svg+xml',
      width: 120,
      height: 40,
    });
    expect(readImageInfo(Buffer.from('<?xml version="1.0"?><svg viewBox="0 0 24 12" width="48"/>'))).toMatchObject({
      width: 48,
      height: 24,
    });
  });

  it('rejects what is not an image', () => {
    expect(readImageInfo(Buffer.from('hello, world'))).toBeUndefined();
    expect(readImageInfo(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('createDocumentMatcher', () => {
  const post = { _id: 'p1', _type: 'post', title: 'Hi' };
  const page = { _id: 'home', _type: 'page' };

  it('uses the filter and ignores projections, ordering and slices', async () => {
    const match = createDocumentMatcher('*[_type == $type]{..., "x": 1} | order(_createdAt desc)[0...5]', { type: 'post' });
    expect(await match(post, [])).toBe(true);
    expect(await match(page, [])).toBe(false);
    expect(await match(null, [])).toBe(false);
  });

  it('follows everything for a bare *', async () => {
    expect(await createDocumentMatcher('*', {})(page, [])).toBe(true);
  });

  it('lets sub-queries see the whole dataset', async () => {
    const match = createDocumentMatcher('*[_type == "post" && count(*[_type == "page"]) > 0]', {});
    expect(await match(post, [post, page])).toBe(true);
    expect(await match(post, [post])).toBe(false);
  });

  it('understands the Studio filters seen in the trace', async () => {
    expect(await createDocumentMatcher('*[_id in $ids]', { ids: ['p1', 'drafts.p1'] })({ ...post, _id: 'drafts.p1' }, [])).toBe(true);
    expect(
      await createDocumentMatcher('*[sanity::versionOf($publishedId)]', { publishedId: 'p1' })({ ...post, _id: 'drafts.p1' }, []),
    ).toBe(true);
  });

  it('throws on a query that does not parse', () => {
    expect(() => createDocumentMatcher('*[_type ==', {})).toThrow();
  });
});

describe('CORS and perspectives', () => {
  it('allows the configured origins exactly, and no other loopback origin', () => {
    const studio = ['http://localhost:3000'];
    expect(isAllowedOrigin('http://localhost:3000', studio)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3001', studio)).toBe(false);
    expect(isAllowedOrigin('https://localhost:3000', studio)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:3000', studio)).toBe(false);
    expect(isAllowedOrigin('https://local0001.localhost:4443', studio)).toBe(false);
    expect(isAllowedOrigin('https://evil.example', studio)).toBe(false);
    expect(isAllowedOrigin('http://localhost:3000', [])).toBe(false);
  });

  it('defaults to raw before API version 2025-02-19 and to published from it', () => {
    expect(defaultPerspective('2021-06-07')).toBe('raw');
    expect(defaultPerspective('1')).toBe('raw');
    expect(defaultPerspective('2025-02-19')).toBe('published');
    expect(defaultPerspective('2026-05-04')).toBe('published');
    expect(readPerspective('drafts', '2025-02-19')).toBe('drafts');
    expect(readPerspective('previewDrafts', '2021-06-07')).toBe('drafts');
    expect(readPerspective('rSummer,drafts', '2025-02-19')).toBe('drafts');
    expect(readPerspective(null, '2025-09-01')).toBe('published');
  });
});
