import { config } from '@/lib/config';
import { configuredDataset, configuredProjectId, PLACEHOLDER_PROJECT_ID } from './env';
import { type ContentImage, type ImageSource, SANITY_CDN } from './image-url';

// Where the browser loads content images from, chosen like the content source (lib/content/source.ts):
// Sanity's CDN for a configured project; else the local Content Lake stand-in, over its plain-HTTP
// listener on 127.0.0.1 (CONTENT_LAKE_URL), which a page on localhost loads with no certificate to
// trust; else (the bundled dataset read in-process, tests and tools) nowhere, and images are left out.

export function contentImageSource(): ImageSource | undefined {
  const dataset = configuredDataset();
  const projectId = configuredProjectId();
  if (projectId) return { projectId, dataset, baseUrl: SANITY_CDN };
  const lake = config().env.CONTENT_LAKE_URL;
  return lake ? { projectId: PLACEHOLDER_PROJECT_ID, dataset, baseUrl: lake } : undefined;
}

/** An imageWithAlt field as the queries project it (lib/content/queries.ts imageProjection). */
export interface ImageField {
  alt: string | null;
  hotspot: ContentImage['hotspot'] | null;
  crop: ContentImage['crop'] | null;
  asset: {
    _id: string;
    metadata: { lqip: string | null; dimensions: { width: number; height: number } | null } | null;
  } | null;
}

const ASSET_SIZE = /^image-[^-]+-(\d+)x(\d+)-[a-z0-9]+$/;

/**
 * The field reshaped for drawing, or undefined while it has no image (an editor removed it, or an
 * upload is unfinished). The size falls back to the one in the asset id when the metadata is missing.
 */
export function toContentImage(field: ImageField | null | undefined): ContentImage | undefined {
  const asset = field?.asset;
  if (!asset) return undefined;
  const [, idWidth, idHeight] = ASSET_SIZE.exec(asset._id) ?? [];
  const width = asset.metadata?.dimensions?.width ?? Number(idWidth ?? 0);
  const height = asset.metadata?.dimensions?.height ?? Number(idHeight ?? 0);
  if (!(width > 0 && height > 0)) return undefined;
  return {
    assetId: asset._id,
    width,
    height,
    alt: field.alt ?? '',
    ...(asset.metadata?.lqip ? { lqip: asset.metadata.lqip } : {}),
    ...(field.hotspot ? { hotspot: field.hotspot } : {}),
    ...(field.crop ? { crop: field.crop } : {}),
  };
}
