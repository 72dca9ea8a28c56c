import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeImage, LQIP_PARAMS } from '@/content-lake/server/image-metadata';
import { parseImageParams } from '@/content-lake/server/image-params';
import { renderImage } from '@/content-lake/server/image-pipeline';
import { ImageVariantCache } from '@/content-lake/server/image-variants';

// The local Content Lake's image pipeline against the real sharp: variants and the metadata of uploads.

/** A 400x200 opaque PNG: left half red, right half blue. */
async function halves(): Promise<Buffer> {
  const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .removeAlpha()
    .png()
    .toBuffer();
}

const render = async (bytes: Buffer, query: string, format: 'webp' | 'png' | 'jpg') =>
  sharp(await renderImage(bytes, parseImageParams(new URLSearchParams(query))!, format));

describe('renderImage', () => {
  it('scales and encodes as asked', async () => {
    const bytes = await halves();
    expect(await (await render(bytes, 'w=100&fm=webp&q=50', 'webp')).metadata()).toMatchObject({ format: 'webp', width: 100, height: 50 });
    expect(await (await render(bytes, 'h=20', 'jpg')).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
    expect(await (await render(bytes, 'w=800&h=800&fit=max', 'png')).metadata()).toMatchObject({ width: 400, height: 200 });
  });

  it('cuts the rect, and crops around the focal point', async () => {
    const bytes = await halves();
    const right = await render(bytes, 'rect=200,0,200,200&w=50', 'png');
    expect(await right.metadata()).toMatchObject({ width: 50, height: 50 });
    const { dominant } = await right.stats();
    expect(dominant).toMatchObject({ r: expect.any(Number), b: expect.any(Number) });
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(50);

    // A square from the 2:1 image: the focal point picks which half it shows.
    const leftFocus = await (await render(bytes, 'w=20&h=20&fit=crop&fp-x=0.1&fp-y=0.5', 'png')).stats();
    expect(leftFocus.dominant.r).toBeGreaterThan(200);
    const rightFocus = await (await render(bytes, 'w=20&h=20&fit=crop&fp-x=0.9&fp-y=0.5', 'png')).stats();
    expect(rightFocus.dominant.b).toBeGreaterThan(200);
  });

  it('blurs: the sharp red/blue edge turns into a gradient', async () => {
    const bytes = await halves();
    const pixelAt = async (query: string) => {
      const { data } = await (await render(bytes, query, 'png')).raw().toBuffer({ resolveWithObject: true });
      const offset = (100 * 400 + 196) * 3; // row 100, 4 pixels left of the edge
      return { r: data[offset], b: data[offset + 2] };
    };
    expect(await pixelAt('fm=png')).toEqual({ r: 255, b: 0 });
    const blurred = await pixelAt('blur=20');
    expect(blurred.r).toBeLessThan(250);
    expect(blurred.b).toBeGreaterThan(5);
  });
});

describe('describeImage', () => {
  it("gives Sanity's metadata: dimensions, alpha, opacity and a 10x10 blurred webp lqip (spec 9)", async () => {
    const described = await describeImage(await halves());
    expect(described?.info).toMatchObject({ extension: 'png', mimeType: 'image/png', width: 400, height: 200 });
    expect(described?.metadata).toMatchObject({
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width: 400, height: 200, aspectRatio: 2 },
      hasAlpha: false,
      isOpaque: true,
    });
    const lqip = described?.metadata.lqip ?? '';
    expect(lqip).toMatch(/^data:image\/webp;base64,/);
    const tiny = sharp(Buffer.from(lqip.split(',')[1] ?? '', 'base64'));
    // Within the 10x10 box, keeping the 2:1 shape.
    expect(await tiny.metadata()).toMatchObject({ format: 'webp', width: LQIP_PARAMS.width, height: 5 });
  });

  it('tells transparency apart from an alpha channel that is fully opaque', async () => {
    const transparent = await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    expect((await describeImage(transparent))?.metadata).toMatchObject({ hasAlpha: true, isOpaque: false });
    const opaque = await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } })
      .png()
      .toBuffer();
    expect((await describeImage(opaque))?.metadata).toMatchObject({ hasAlpha: true, isOpaque: true });
  });

  it('reports the size as shown, after the EXIF orientation', async () => {
    const rotated = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await describeImage(rotated))?.info).toMatchObject({ extension: 'jpg', width: 20, height: 40 });
  });

  it('is undefined for what is no image', async () => {
    expect(await describeImage(Buffer.from('hello'))).toBeUndefined();
  });
});

describe('ImageVariantCache', () => {
  it('renders a variant once, also for requests that arrive while it renders', async () => {
    const cache = new ImageVariantCache(1024);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return Buffer.alloc(100);
    };
    await Promise.all([cache.get('a', render), cache.get('a', render)]);
    await cache.get('a', render);
    expect(renders).toBe(1);
  });

  it('drops the least recently used variants past its byte budget', async () => {
    const cache = new ImageVariantCache(250);
    const sized = (bytes: number) => async () => Buffer.alloc(bytes);
    await cache.get('a', sized(60));
    await cache.get('b', sized(60));
    await cache.get('c', sized(60));
    await cache.get('a', sized(60)); // a is now the most recently used
    await cache.get('d', sized(60)); // 240 bytes: all fit
    await cache.get('e', sized(60)); // 300: b, the least recently used, goes
    expect(cache.size).toEqual({ entries: 4, bytes: 240 });
    let rendered = false;
    await cache.get('b', async () => ((rendered = true), Buffer.alloc(60)));
    expect(rendered).toBe(true);
    await cache.get('a', async () => {
      throw new Error('a was evicted');
    });
  });

  it('forgets a failed rendering, so the next request tries again', async () => {
    const cache = new ImageVariantCache();
    await expect(cache.get('x', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await cache.get('x', async () => Buffer.from('ok'))).toEqual(Buffer.from('ok'));
  });
});
