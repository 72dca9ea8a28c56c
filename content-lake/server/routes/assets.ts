import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LakeError } from '../../types';
import { LOCAL_USER, type Route, type ServerContext, TOKEN } from '../context';
import { type Exchange, HttpError } from '../exchange';
import { describeImage } from '../image-metadata';
import { ImageParamError, type ImageParams, paramsKey, parseImageParams } from '../image-params';
import { mimeTypeOf, outputFormat, renderImage } from '../image-pipeline';
import { requireDataset } from './query';

// Asset upload (POST /assets/images|files/:dataset, raw body) and serving
// (GET /images|files/:projectId/:dataset/:file, images transformed by the query as Sanity's image URL API:
// image-params.ts). Uploads answer `{ document }`, which @sanity/client's
// assets.upload and the Studio read (sanity: core/form/studio/inputs/client-adapters/assets.ts); the same
// content uploaded twice gives the same document, as the Content Lake dedupes by SHA-1.

const UPLOAD_LIMIT = 200 * 1024 * 1024;
const FILE_NAME = /^[a-f0-9]{40}(-\d+x\d+)?\.[a-z0-9]{1,10}$/;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  mp4: 'video/mp4',
  zip: 'application/zip',
};

async function upload(exchange: Exchange, context: ServerContext, [kind = '', dataset = '']: string[]): Promise<void> {
  requireDataset(context, dataset);
  const bytes = await exchange.body(UPLOAD_LIMIT);
  if (bytes.length === 0) throw new HttpError(400, 'Empty upload', 'httpBadRequest');
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const filename = exchange.query.get('filename') ?? undefined;
  const asset =
    kind === 'images' ? await imageAsset(context, dataset, bytes, sha1) : fileAsset(context, dataset, bytes, sha1, exchange, filename);

  const existing = context.store.get(asset.document._id);
  if (existing) {
    exchange.sendJson(200, { document: existing });
    return;
  }
  // The file first: a document must never point at a file that is not there.
  await writeOnce(path.join(context.assetsDir, kind, asset.fileName), bytes);
  const document = {
    ...asset.document,
    ...(filename ? { originalFilename: filename } : {}),
    ...optionalText(exchange, ['label', 'title', 'description', 'creditLine']),
    ...source(exchange),
    size: bytes.length,
    uploadId: randomUUID(),
  };
  try {
    await context.store.transact([{ createIfNotExists: document }], { author: LOCAL_USER.id });
  } catch (error) {
    if (!(error instanceof LakeError)) throw error;
    throw new HttpError(error.status, error.message, 'assetError');
  }
  exchange.sendJson(200, { document: context.store.get(document._id) ?? document });
}

async function imageAsset(context: ServerContext, dataset: string, bytes: Buffer, sha1: string) {
  const described = await describeImage(bytes);
  if (!described) throw new HttpError(400, 'Invalid image, could not read metadata', 'invalidImage');
  const { width, height, extension, mimeType } = described.info;
  const fileName = `${sha1}-${width}x${height}.${extension}`;
  const assetPath = `images/${context.projectId}/${dataset}/${fileName}`;
  return {
    fileName,
    document: {
      _id: `image-${sha1}-${width}x${height}-${extension}`,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension,
      mimeType,
      path: assetPath,
      url: `${context.assetBaseUrl}/${assetPath}`,
      metadata: described.metadata,
    },
  };
}

function fileAsset(context: ServerContext, dataset: string, bytes: Buffer, sha1: string, exchange: Exchange, filename?: string) {
  const mimeType = exchange.header('content-type')?.split(';')[0]?.trim() || 'application/octet-stream';
  const fromName = filename ? path.extname(filename).slice(1).toLowerCase() : '';
  const fromType = Object.entries(CONTENT_TYPES).find(([, type]) => type.split(';')[0] === mimeType)?.[0];
  const extension = /^[a-z0-9]{1,10}$/.test(fromName) ? fromName : (fromType ?? 'bin');
  const fileName = `${sha1}.${extension}`;
  const assetPath = `files/${context.projectId}/${dataset}/${fileName}`;
  return {
    fileName,
    document: {
      _id: `file-${sha1}-${extension}`,
      _type: 'sanity.fileAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension,
      mimeType,
      path: assetPath,
      url: `${context.assetBaseUrl}/${assetPath}`,
    },
  };
}

function optionalText(exchange: Exchange, names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = exchange.query.get(name);
      return value ? [[name, value]] : [];
    }),
  );
}

function source(exchange: Exchange): { source?: { id: string; name: string; url?: string } } {
  const id = exchange.query.get('sourceId');
  const name = exchange.query.get('sourceName');
  if (!id || !name) return {};
  const url = exchange.query.get('sourceUrl');
  return { source: { id, name, ...(url ? { url } : {}) } };
}

async function writeOnce(file: string, bytes: Buffer): Promise<void> {
  try {
    if ((await stat(file)).size === bytes.length) return;
  } catch {
    // Not there yet.
  }
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

// Names are content hashes: a file, and any variant of it, never changes under its URL.
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function serve(exchange: Exchange, context: ServerContext, [kind = '', projectId, dataset, name = '']: string[]): Promise<void> {
  const fileName = decodeURIComponent(name);
  if (projectId !== context.projectId || dataset !== context.dataset || !FILE_NAME.test(fileName)) {
    throw new HttpError(404, 'Asset not found', 'httpNotFound');
  }
  const params = kind === 'images' ? imageParams(exchange.query) : undefined;
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(context.assetsDir, kind, fileName));
  } catch {
    throw new HttpError(404, 'Asset not found', 'httpNotFound');
  }
  const extension = path.extname(fileName).slice(1);
  if (params) {
    await serveVariant(exchange, context, { bytes, fileName, extension, params });
    return;
  }
  sendImmutable(exchange, bytes, `"${fileName}"`, {
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    // An uploaded SVG opened directly must not run script in the API's origin.
    'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    ...(exchange.query.has('dl') ? { 'content-disposition': `attachment; filename="${downloadName(exchange, fileName)}"` } : {}),
  });
}

function imageParams(query: URLSearchParams): ImageParams | undefined {
  try {
    return parseImageParams(query);
  } catch (error) {
    if (error instanceof ImageParamError) throw new HttpError(400, error.message, 'imageParameterError');
    throw error;
  }
}

async function serveVariant(
  exchange: Exchange,
  context: ServerContext,
  { bytes, fileName, extension, params }: { bytes: Buffer; fileName: string; extension: string; params: ImageParams },
): Promise<void> {
  const format = outputFormat(params, extension, exchange.header('accept'));
  const key = `${fileName}?${paramsKey(params, format)}`;
  let variant: Buffer;
  try {
    variant = await context.imageVariants.get(key, () => renderImage(bytes, params, format));
  } catch (error) {
    console.error(`Content Lake: could not render ${key}`, error);
    throw new HttpError(400, 'Unable to process the image with these parameters', 'imageProcessingError');
  }
  const etag = `"${createHash('sha1').update(key).digest('hex').slice(0, 27)}"`;
  sendImmutable(exchange, variant, etag, {
    'content-type': mimeTypeOf(format),
    // With auto=format the answer depends on what the browser accepts.
    ...(params.autoFormat && !params.format ? { vary: 'Accept' } : {}),
  });
}

function sendImmutable(exchange: Exchange, body: Buffer, etag: string, headers: Record<string, string>): void {
  const common = { ...headers, etag, 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' };
  const known = exchange
    .header('if-none-match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(etag)) exchange.send(304, '', common);
  else exchange.send(200, body, common);
}

function downloadName(exchange: Exchange, fileName: string): string {
  return (exchange.query.get('dl') || fileName).replace(/[^\w.-]/g, '_');
}

export const assetRoutes: Route[] = [
  { methods: ['POST'], pattern: /^\/assets\/(images|files)\/([^/]+)$/, handle: upload, needs: TOKEN },
  { methods: ['GET', 'HEAD'], pattern: /^\/(images|files)\/([^/]+)\/([^/]+)\/([^/]+)$/, handle: serve },
];
