import { createImageUrlBuilder } from '@sanity/image-url';

// Image URLs on Sanity's image pipeline (sanity.io/docs/image-urls), for Sanity's CDN or the local
// Content Lake stand-in, which serves the same URL shape. Isomorphic: next/image's loader runs it in
// the browser too.

/** Where images are served from: Sanity's CDN for a hosted project, else the local stand-in. */
export interface ImageSource {
  projectId: string;
  dataset: string;
  baseUrl: string;
}

/** spec 9: images in webp at quality 50, in densities 1 and 2. */
export const IMAGE_FORMAT = 'webp';
export const IMAGE_QUALITY = 50;

export const SANITY_CDN = 'https://cdn.sanity.io';

/** An image field reshaped for drawing (lib/content/images.ts toContentImage). */
export interface ContentImage {
  assetId: string;
  /** The original's size in pixels (before the editor's crop). */
  width: number;
  height: number;
  /** Base64 data URL of a tiny blurred version, shown while the image loads. */
  lqip?: string;
  alt: string;
  hotspot?: { x: number; y: number; width: number; height: number };
  crop?: { top: number; bottom: number; left: number; right: number };
}

/** The width/height ratio of what the editor's crop leaves of the image. */
export function croppedAspectRatio({ width, height, crop }: ContentImage): number {
  const horizontal = 1 - (crop?.left ?? 0) - (crop?.right ?? 0);
  const vertical = 1 - (crop?.top ?? 0) - (crop?.bottom ?? 0);
  return horizontal > 0 && vertical > 0 ? (width * horizontal) / (height * vertical) : width / height;
}

/**
 * The URL of an image drawn `width` pixels wide, at `aspectRatio` (default: the crop's own), in webp
 * at quality 50 unless told otherwise. The editor's crop is applied and, when the shape differs, the
 * cut is centred on the hotspot; the image is never scaled up beyond its original (fit=max).
 */
export function contentImageUrl(
  source: ImageSource,
  image: ContentImage,
  { width, aspectRatio = croppedAspectRatio(image), quality = IMAGE_QUALITY }: { width: number; aspectRatio?: number; quality?: number },
): string {
  return createImageUrlBuilder({ baseUrl: source.baseUrl, projectId: source.projectId, dataset: source.dataset })
    .image({
      asset: { _ref: image.assetId },
      ...(image.hotspot ? { hotspot: image.hotspot } : {}),
      ...(image.crop ? { crop: image.crop } : {}),
    })
    .width(Math.round(width))
    .height(Math.round(width / aspectRatio))
    .fit('max')
    .format(IMAGE_FORMAT)
    .quality(quality)
    .url();
}
