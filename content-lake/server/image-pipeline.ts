import sharp from 'sharp';
import { type ImageParams, MAX_IMAGE_SIDE, type OutputFormat } from './image-params';

// Draws the variant an image URL asks for (image-params.ts) with sharp, the way Sanity's image pipeline
// does: the crop (`rect`) first, then the resize by `fit`, then blur, then the encoding.

export interface Size {
  width: number;
  height: number;
}

type Box = Size & { left: number; top: number };

export interface ResizePlan {
  /** Cut from the (auto-oriented) source before resizing. */
  rect?: Box;
  /** The size to scale to, when it differs from the source's (or the rect's). */
  resize?: Size;
  /** Cut from the resized image (`fit=crop`). */
  extract?: Box;
  /** The output's size. */
  output: Size;
}

const MIME: Record<OutputFormat, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

export const mimeTypeOf = (format: OutputFormat) => MIME[format];

/** `fm` wins; else `auto=format` gives webp to a browser that accepts it; else the source's own format. */
export function outputFormat(params: ImageParams, sourceExtension: string, accept: string | undefined): OutputFormat {
  if (params.format) return params.format;
  if (params.autoFormat && /\bimage\/webp\b/.test(accept ?? '')) return 'webp';
  if (sourceExtension === 'jpg' || sourceExtension === 'jpeg') return 'jpg';
  if (sourceExtension === 'webp') return 'webp';
  // PNG stays PNG; GIF (first frame) and SVG (rasterised) become PNG, which keeps their transparency.
  return 'png';
}

/** The geometry of a transform: pure, so it is tested without pixels. */
export function planResize(source: Size, params: ImageParams): ResizePlan {
  const rect = params.rect ? clampRect(params.rect, source) : undefined;
  const base: Size = rect ? { width: rect.width, height: rect.height } : source;
  const side = (value: number | undefined) =>
    value === undefined ? undefined : Math.min(MAX_IMAGE_SIDE, Math.max(1, Math.round(value * params.dpr)));
  const width = side(params.width);
  const height = side(params.height);
  const cut = rect && (rect.width !== source.width || rect.height !== source.height) ? { rect } : {};

  if (width === undefined && height === undefined) return { ...cut, output: base };

  if (width === undefined || height === undefined) {
    const scale = width !== undefined ? width / base.width : (height as number) / base.height;
    return scaled(base, params.fit === 'max' ? Math.min(scale, 1) : scale, cut);
  }

  if (params.fit === 'crop') {
    const scale = Math.max(width / base.width, height / base.height);
    const resized = { width: Math.max(width, Math.round(base.width * scale)), height: Math.max(height, Math.round(base.height * scale)) };
    const focus = params.focalPoint ?? { x: 0.5, y: 0.5 };
    const extract = {
      left: clamp(Math.round(focus.x * resized.width - width / 2), 0, resized.width - width),
      top: clamp(Math.round(focus.y * resized.height - height / 2), 0, resized.height - height),
      width,
      height,
    };
    const cropped = extract.width !== resized.width || extract.height !== resized.height;
    return { ...cut, resize: resized, ...(cropped ? { extract } : {}), output: { width, height } };
  }

  // clip: fit inside the box, scaling up if need be; max: the same, never scaling up.
  const scale = Math.min(width / base.width, height / base.height);
  return scaled(base, params.fit === 'max' ? Math.min(scale, 1) : scale, cut);
}

function scaled(base: Size, scale: number, cut: { rect?: Box }): ResizePlan {
  const output = {
    width: Math.min(MAX_IMAGE_SIDE, Math.max(1, Math.round(base.width * scale))),
    height: Math.min(MAX_IMAGE_SIDE, Math.max(1, Math.round(base.height * scale))),
  };
  const resized = output.width !== base.width || output.height !== base.height;
  return { ...cut, ...(resized ? { resize: output } : {}), output };
}

function clampRect(rect: Box, source: Size): Box {
  const left = clamp(rect.left, 0, source.width - 1);
  const top = clamp(rect.top, 0, source.height - 1);
  return { left, top, width: clamp(rect.width, 1, source.width - left), height: clamp(rect.height, 1, source.height - top) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Sanity's `blur` (1-2000) as a Gaussian sigma for sharp (0.3-1000). */
export function blurSigma(blur: number): number {
  return clamp(blur / 2, 0.3, 1000);
}

/** Renders a variant of an image file. */
export async function renderImage(bytes: Buffer, params: ImageParams, format: OutputFormat): Promise<Buffer> {
  const { autoOrient } = await sharp(bytes, { animated: false }).metadata();
  const plan = planResize({ width: autoOrient.width, height: autoOrient.height }, params);
  let image = sharp(bytes, { animated: false, autoOrient: true });
  if (plan.rect) image = image.extract(plan.rect);
  if (plan.resize) image = image.resize({ ...plan.resize, fit: 'fill' });
  if (plan.extract) image = image.extract(plan.extract);
  if (params.blur !== undefined) image = image.blur(blurSigma(params.blur));
  const quality = params.quality === undefined ? {} : { quality: Math.max(1, params.quality) };
  if (format === 'webp') return image.webp(quality).toBuffer();
  if (format === 'jpg')
    return image
      .flatten({ background: '#ffffff' })
      .jpeg({ ...quality, mozjpeg: true })
      .toBuffer();
  return image.png({ compressionLevel: 9 }).toBuffer();
}
