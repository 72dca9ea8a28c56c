import sharp from 'sharp';
import { renderImage } from './image-pipeline';

// What Sanity records about an uploaded image: its type and size from the file's first bytes (the
// asset id `image-<sha1>-<w>x<h>-<ext>`), and the asset document's metadata, drawn with sharp.

export interface ImageInfo {
  extension: 'png' | 'jpg' | 'gif' | 'webp' | 'svg';
  mimeType: string;
  width: number;
  height: number;
  hasAlpha: boolean;
}

export function readImageInfo(bytes: Buffer): ImageInfo | undefined {
  return readPng(bytes) ?? readGif(bytes) ?? readJpeg(bytes) ?? readWebp(bytes) ?? readSvg(bytes);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function readPng(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 26 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const colorType = bytes[25];
  // Colour types 4 and 6 carry alpha; a tRNS chunk adds transparency to the others.
  const hasAlpha = colorType === 4 || colorType === 6 || bytes.includes(Buffer.from('tRNS', 'latin1'));
  return sized('png', 'image/png', bytes.readUInt32BE(16), bytes.readUInt32BE(20), hasAlpha);
}

function readGif(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return undefined;
  return sized('gif', 'image/gif', bytes.readUInt16LE(6), bytes.readUInt16LE(8), true);
}

function readJpeg(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sized('jpg', 'image/jpeg', bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5), false);
    }
    offset += 2 + length;
  }
  return undefined;
}

function readWebp(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    return undefined;
  }
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    const hasAlpha = ((bytes[20] ?? 0) & 0x10) !== 0;
    return sized('webp', 'image/webp', 1 + bytes.readUIntLE(24, 3), 1 + bytes.readUIntLE(27, 3), hasAlpha);
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    const hasAlpha = ((bits >> 28) & 1) === 1;
    return sized('webp', 'image/webp', 1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff), hasAlpha);
  }
  if (chunk === 'VP8 ') {
    return sized('webp', 'image/webp', bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff, false);
  }
  return undefined;
}

function readSvg(bytes: Buffer): ImageInfo | undefined {
  const text = bytes.subarray(0, 64 * 1024).toString('utf8');
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  let width = pixels(attribute('width'));
  let height = pixels(attribute('height'));
  if (viewBox && viewBox.length === 4 && viewBox.every(Number.isFinite)) {
    const [, , boxWidth = 0, boxHeight = 0] = viewBox;
    if (width === undefined && height === undefined) [width, height] = [boxWidth, boxHeight];
    else if (width === undefined && height !== undefined && boxHeight > 0) width = (height * boxWidth) / boxHeight;
    else if (height === undefined && width !== undefined && boxWidth > 0) height = (width * boxHeight) / boxWidth;
  }
  // Browsers draw an SVG without a size at 300x150.
  return sized('svg', 'image/svg+xml', Math.round(width ?? 300), Math.round(height ?? 150), true);
}

function pixels(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const match = /^\s*([\d.]+)\s*(px)?\s*$/i.exec(value);
  const number = match ? Number(match[1]) : NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

function sized(
  extension: ImageInfo['extension'],
  mimeType: string,
  width: number,
  height: number,
  hasAlpha: boolean,
): ImageInfo | undefined {
  if (!(width > 0 && height > 0)) return undefined;
  return { extension, mimeType, width, height, hasAlpha };
}

/** spec 9: the blurred placeholder is at most 10x10, quality 50, blur 3, in webp. */
export const LQIP_PARAMS = { width: 10, height: 10, quality: 50, blur: 3, format: 'webp' } as const;

export interface ImageMetadata {
  _type: 'sanity.imageMetadata';
  dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number };
  hasAlpha: boolean;
  isOpaque: boolean;
  /** A base64 data URL of a tiny blurred version, for a placeholder while the image loads. */
  lqip?: string;
}

/**
 * The image's type, its size as shown (after EXIF orientation, as Sanity does) and the metadata of its
 * asset document; undefined when the file is no image. An image sharp cannot decode keeps the header's
 * facts and gets no placeholder.
 */
export async function describeImage(bytes: Buffer): Promise<{ info: ImageInfo; metadata: ImageMetadata } | undefined> {
  const header = readImageInfo(bytes);
  if (!header) return undefined;
  let info = header;
  let isOpaque = !header.hasAlpha;
  let lqip: string | undefined;
  try {
    const image = sharp(bytes, { animated: false });
    const [{ autoOrient, hasAlpha }, stats] = await Promise.all([image.metadata(), image.stats()]);
    info = { ...header, width: autoOrient.width, height: autoOrient.height, hasAlpha };
    isOpaque = stats.isOpaque;
    lqip = await placeholder(bytes);
  } catch {
    // Not decodable here (an unusual SVG, say): the header's size still names the asset.
  }
  const { width, height, hasAlpha } = info;
  return {
    info,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha,
      isOpaque,
      ...(lqip ? { lqip } : {}),
    },
  };
}

async function placeholder(bytes: Buffer): Promise<string> {
  const { width, height, quality, blur, format } = LQIP_PARAMS;
  const tiny = await renderImage(bytes, { width, height, quality, blur, fit: 'clip', autoFormat: false, dpr: 1 }, format);
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}
