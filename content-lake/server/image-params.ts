// The subset of Sanity's image URL API (sanity.io/docs/image-urls) the site and the Studio use, parsed
// from an asset URL's query: `w`, `h`, `q`, `fm`, `fit`, `rect`, `fp-x`/`fp-y`, `blur`, `auto=format`, `dpr`.
// Pure: the pixels are image-pipeline.ts's job. Other parameters (`dl`, `crop`, `bg`...) are ignored.

export type OutputFormat = 'webp' | 'png' | 'jpg';
export type FitMode = 'clip' | 'crop' | 'max';

export interface ImageParams {
  width?: number;
  height?: number;
  /** 0-100; the encoders' default (75) when absent. */
  quality?: number;
  format?: OutputFormat;
  /** `auto=format`: webp for a browser that accepts it, unless `fm` names a format. */
  autoFormat: boolean;
  fit: FitMode;
  /** A crop in source pixels, applied before resizing (the editor's crop, from @sanity/image-url). */
  rect?: { left: number; top: number; width: number; height: number };
  /** Where `fit=crop` centres its cut, 0-1 from the left and top (the editor's hotspot). */
  focalPoint?: { x: number; y: number };
  /** 1-2000, as Sanity's `blur`. */
  blur?: number;
  /** Device pixel ratio: multiplies `w` and `h`. */
  dpr: number;
}

export class ImageParamError extends Error {}

/** Sanity refuses to render images larger than this on either side. */
export const MAX_IMAGE_SIDE = 8192;

const FORMATS: Record<string, OutputFormat> = { webp: 'webp', png: 'png', jpg: 'jpg', jpeg: 'jpg', pjpg: 'jpg' };
// Sanity's other fit modes are drawn as the nearest one this pipeline has, rather than refused.
const FITS: Record<string, FitMode> = { clip: 'clip', crop: 'crop', max: 'max', fill: 'clip', fillmax: 'max', scale: 'clip', min: 'crop' };
const RECOGNISED = ['w', 'h', 'q', 'fm', 'fit', 'rect', 'fp-x', 'fp-y', 'blur', 'auto', 'dpr'];

/** The transform a query asks for, or undefined when it asks for none (the original file is served). */
export function parseImageParams(query: URLSearchParams): ImageParams | undefined {
  if (!RECOGNISED.some((name) => query.has(name))) return undefined;
  const fitName = query.get('fit');
  const fit = fitName ? FITS[fitName] : 'clip';
  if (!fit) throw new ImageParamError(`Unsupported fit "${fitName}"`);
  const formatName = query.get('fm');
  const format = formatName ? FORMATS[formatName] : undefined;
  if (formatName && !format) throw new ImageParamError(`Unsupported format "${formatName}"`);
  const fpX = number(query, 'fp-x', 0, 1);
  const fpY = number(query, 'fp-y', 0, 1);

  const params: ImageParams = {
    autoFormat: (query.get('auto') ?? '').split(',').includes('format'),
    fit,
    dpr: number(query, 'dpr', 1, 3) ?? 1,
  };
  const width = integer(query, 'w', 1, MAX_IMAGE_SIDE);
  const height = integer(query, 'h', 1, MAX_IMAGE_SIDE);
  const quality = integer(query, 'q', 0, 100);
  const blur = integer(query, 'blur', 1, 2000);
  const rect = parseRect(query.get('rect'));
  if (width !== undefined) params.width = width;
  if (height !== undefined) params.height = height;
  if (quality !== undefined) params.quality = quality;
  if (format) params.format = format;
  if (rect) params.rect = rect;
  if (fpX !== undefined || fpY !== undefined) params.focalPoint = { x: fpX ?? 0.5, y: fpY ?? 0.5 };
  if (blur !== undefined) params.blur = blur;
  return params;
}

/** A stable text for the same transform however its query was spelled: the variant cache's key. */
export function paramsKey(params: ImageParams, format: OutputFormat): string {
  const { width, height, quality, fit, rect, focalPoint, blur, dpr } = params;
  return [
    `w${width ?? ''}`,
    `h${height ?? ''}`,
    `q${quality ?? ''}`,
    fit,
    rect ? `r${rect.left},${rect.top},${rect.width},${rect.height}` : '',
    focalPoint ? `f${focalPoint.x},${focalPoint.y}` : '',
    `b${blur ?? ''}`,
    `d${dpr}`,
    format,
  ].join(';');
}

function number(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ImageParamError(`Parameter "${name}" must be a number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function integer(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const value = number(query, name, min, max);
  return value === undefined ? undefined : Math.round(value);
}

function parseRect(raw: string | null): ImageParams['rect'] {
  if (raw === null || raw === '') return undefined;
  const parts = raw.split(',').map(Number);
  const [left = NaN, top = NaN, width = NaN, height = NaN] = parts;
  if (parts.length !== 4 || !parts.every(Number.isInteger) || left < 0 || top < 0 || width < 1 || height < 1) {
    throw new ImageParamError(`Parameter "rect" must be left,top,width,height in pixels, not "${raw}"`);
  }
  return { left, top, width, height };
}
