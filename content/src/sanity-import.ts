import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BundledDocument } from './lib/documents';

// The bundled dataset in the form `sanity dataset import` reads when the images travel with it: the
// asset documents are left out (Sanity creates its own when it receives the files), and every
// reference to one becomes `_sanityAsset: "image@file:///.../content/assets/<file>"` on the image
// object, beside its alt text, hotspot and crop.

type AssetDocument = BundledDocument & { originalFilename: string };

const isImageAsset = (document: BundledDocument): document is AssetDocument =>
  document._type === 'sanity.imageAsset' && typeof document.originalFilename === 'string';

/** The import NDJSON for `documents`, whose image files are in `assetsDir` under their originalFilename. */
export function sanityImportNdjson(documents: readonly BundledDocument[], assetsDir: string): string {
  const files = new Map(
    documents.filter(isImageAsset).map((asset) => [asset._id, pathToFileURL(path.join(assetsDir, asset.originalFilename)).href]),
  );
  return documents
    .filter((document) => !files.has(document._id))
    .map((document) => JSON.stringify(withAssetFiles(document, files)))
    .join('\n')
    .concat('\n');
}

function withAssetFiles<T>(value: T, files: ReadonlyMap<string, string>): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withAssetFiles(item, files)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const { asset, ...rest } = value as Record<string, unknown>;
  const reference = asset as { _ref?: unknown } | undefined;
  const file = typeof reference?._ref === 'string' ? files.get(reference._ref) : undefined;
  const fields = Object.fromEntries(Object.entries(file ? rest : value).map(([key, field]) => [key, withAssetFiles(field, files)]));
  return (file ? { ...fields, _sanityAsset: `image@${file}` } : fields) as T;
}
