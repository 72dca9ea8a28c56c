import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseNdjson } from '../store/ndjson';

// The bundled dataset's images (content/assets/) beside its documents: the stand-in serves each asset
// document's file, so it copies the files into its assets folder under the names uploads get
// (`<sha1>-<w>x<h>.<ext>`), and points the documents' `path` and `url` at itself.

const IMAGE_ASSET_ID = /^image-([a-f0-9]{40})-(\d+x\d+)-([a-z0-9]+)$/;

interface ImageAssetDocument {
  _id: string;
  _type: 'sanity.imageAsset';
  originalFilename?: string;
  path?: string;
  url?: string;
}

function isImageAsset(document: { _id: string; _type: string }): document is ImageAssetDocument {
  return document._type === 'sanity.imageAsset' && IMAGE_ASSET_ID.test(document._id);
}

/** The file name the stand-in serves an image asset under: `<sha1>-<w>x<h>.<ext>`. */
export function imageAssetFileName(assetId: string): string {
  const [, sha1, size, extension] = IMAGE_ASSET_ID.exec(assetId) ?? [];
  if (!sha1) throw new Error(`"${assetId}" is not an image asset id`);
  return `${sha1}-${size}.${extension}`;
}

/**
 * The seed NDJSON with each image asset's `path` and `url` on this stand-in (projectId, dataset and
 * the origin the browser loads files from); other lines unchanged.
 */
export function localiseAssetDocuments(ndjson: string, target: { projectId: string; dataset: string; baseUrl: string }): string {
  return ndjson
    .split('\n')
    .map((line) => {
      if (!line.includes('"sanity.imageAsset"')) return line;
      const [document] = parseNdjson(line);
      if (!document || !isImageAsset(document)) return line;
      const assetPath = `images/${target.projectId}/${target.dataset}/${imageAssetFileName(document._id)}`;
      return JSON.stringify({ ...document, path: assetPath, url: `${target.baseUrl.replace(/\/+$/, '')}/${assetPath}` });
    })
    .join('\n');
}

/**
 * Copies the file of every image asset document in the seed from `sourceDir` (by its originalFilename)
 * into `<assetsDir>/images`, unless it is there already. A file whose content does not match its
 * document's SHA-1 is refused: the dataset and content/assets went out of step.
 */
export async function seedAssetFiles({
  ndjson,
  sourceDir,
  assetsDir,
}: {
  ndjson: string;
  sourceDir: string;
  assetsDir: string;
}): Promise<number> {
  let copied = 0;
  for (const document of parseNdjson(ndjson, 'seed')) {
    if (!isImageAsset(document) || document._id.startsWith('drafts.')) continue;
    const target = path.join(assetsDir, 'images', imageAssetFileName(document._id));
    if (await exists(target)) continue;
    if (!document.originalFilename) throw new Error(`Asset ${document._id} names no originalFilename to seed it from`);
    const source = path.join(sourceDir, path.basename(document.originalFilename));
    const sha1 = createHash('sha1')
      .update(await readFile(source))
      .digest('hex');
    if (!document._id.includes(sha1)) {
      throw new Error(`${source} does not match its asset document ${document._id}: run \`npm run content:assets\``);
    }
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await copyFile(source, temporary);
    await rename(temporary, target);
    copied += 1;
  }
  return copied;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
