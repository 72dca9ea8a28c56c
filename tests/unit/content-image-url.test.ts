import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentImageUrl, type ContentImage, croppedAspectRatio, type ImageSource } from '@/lib/content/image-url';
import { contentImageSource, toContentImage } from '@/lib/content/images';

// The image URLs the site's next/image loader builds (components/content-image.tsx): Sanity's CDN for a
// hosted project, the local Content Lake stand-in otherwise; spec 9's webp at quality 50.

const ASSET = 'image-bcb2917e2ab8667fd249049dd2e8d65cf6985a36-1200x750-webp';
const FILE = 'bcb2917e2ab8667fd249049dd2e8d65cf6985a36-1200x750.webp';
const image: ContentImage = { assetId: ASSET, width: 1200, height: 750, alt: 'A gamepad' };
const lake: ImageSource = { projectId: 'local', dataset: 'production', baseUrl: 'http://127.0.0.1:4480' };
const cdn: ImageSource = { projectId: 'abc123', dataset: 'production', baseUrl: 'https://cdn.sanity.io' };

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('contentImageUrl', () => {
  it('asks the local stand-in for a webp at quality 50, never scaled up', () => {
    const url = contentImageUrl(lake, image, { width: 640 });
    expect(url.split('?')[0]).toBe(`http://127.0.0.1:4480/images/local/production/${FILE}`);
    expect(query(url)).toEqual({ w: '640', h: '400', fit: 'max', fm: 'webp', q: '50' });
  });

  it("asks Sanity's CDN the same way for a hosted project", () => {
    const url = contentImageUrl(cdn, image, { width: 1200, quality: 75 });
    expect(url.split('?')[0]).toBe(`https://cdn.sanity.io/images/abc123/production/${FILE}`);
    expect(query(url)).toEqual({ w: '1200', h: '750', fit: 'max', fm: 'webp', q: '75' });
  });

  it("applies the editor's crop as a rect", () => {
    const cropped = { ...image, crop: { top: 0, bottom: 0, left: 0.5, right: 0 } };
    expect(croppedAspectRatio(cropped)).toBe(0.8);
    expect(query(contentImageUrl(lake, cropped, { width: 300 }))).toMatchObject({ rect: '600,0,600,750', w: '300', h: '375' });
  });

  it('cuts another shape around the hotspot', () => {
    const hotspot = { x: 0.9, y: 0.5, width: 0.1, height: 0.1 };
    // A square from the 1200x750 image, its centre as near x=1080 as the image allows.
    expect(query(contentImageUrl(lake, { ...image, hotspot }, { width: 100, aspectRatio: 1 }))).toMatchObject({
      rect: '450,0,750,750',
      w: '100',
      h: '100',
    });
    const leftHotspot = { ...hotspot, x: 0.2 };
    expect(query(contentImageUrl(lake, { ...image, hotspot: leftHotspot }, { width: 100, aspectRatio: 1 }))).toMatchObject({
      rect: '0,0,750,750',
    });
  });
});

describe('contentImageSource', () => {
  it("is Sanity's CDN when a project is configured", () => {
    vi.stubEnv('SANITY_PROJECT_ID', 'abc123');
    vi.stubEnv('SANITY_DATASET', 'staging');
    vi.stubEnv('CONTENT_LAKE_URL', 'http://127.0.0.1:4480');
    expect(contentImageSource()).toEqual({ projectId: 'abc123', dataset: 'staging', baseUrl: 'https://cdn.sanity.io' });
  });

  it("is the stand-in's plain-HTTP listener otherwise, and nothing without one", () => {
    vi.stubEnv('SANITY_PROJECT_ID', '');
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '');
    vi.stubEnv('SANITY_DATASET', '');
    vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', '');
    vi.stubEnv('CONTENT_LAKE_URL', 'http://127.0.0.1:4671');
    expect(contentImageSource()).toEqual({ projectId: 'local', dataset: 'production', baseUrl: 'http://127.0.0.1:4671' });
    vi.stubEnv('CONTENT_LAKE_URL', '');
    expect(contentImageSource()).toBeUndefined();
  });
});

describe('toContentImage', () => {
  const field = {
    alt: 'A gamepad',
    hotspot: null,
    crop: null,
    asset: { _id: ASSET, metadata: { lqip: 'data:image/webp;base64,AAAA', dimensions: { width: 1200, height: 750 } } },
  };

  it('reshapes a projected imageWithAlt', () => {
    expect(toContentImage(field)).toEqual({
      assetId: ASSET,
      width: 1200,
      height: 750,
      alt: 'A gamepad',
      lqip: 'data:image/webp;base64,AAAA',
    });
  });

  it('takes the size from the asset id when the metadata is missing', () => {
    expect(toContentImage({ ...field, alt: null, asset: { _id: ASSET, metadata: null } })).toEqual({
      assetId: ASSET,
      width: 1200,
      height: 750,
      alt: '',
    });
  });

  it('is undefined while the field has no image', () => {
    expect(toContentImage(null)).toBeUndefined();
    expect(toContentImage({ ...field, asset: null })).toBeUndefined();
  });
});
