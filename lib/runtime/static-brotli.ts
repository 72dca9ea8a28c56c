import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { acceptsEncoding } from './accept-encoding';

// Next compresses what it sends with gzip alone. Its hashed scripts and stylesheets never change under a name, so
// the serving process (scripts/serve.ts) sends them Brotli-compressed at its best quality to a client that accepts
// it, compressed once per file and kept: about 14 % fewer bytes than gzip for the first load's scripts, which on a
// slow connection is what a page waits for (issue 16). Anything else, and any file that cannot be read, is left to
// Next, which answers as before.

const compress = promisify(brotliCompress);

/** A build file's URL: folders and a name of plain characters, a script or a stylesheet; never `.` or `..`. */
const STATIC_FILE = /^\/_next\/static\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(js|css)$/;
const CONTENT_TYPES = { js: 'application/javascript; charset=UTF-8', css: 'text/css; charset=UTF-8' } as const;
/** Larger files go to Next uncompressed by this: no build file comes near it. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Whether an Accept-Encoding header allows Brotli: `br` named, and not with `q=0`. */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  return acceptsEncoding(header, 'br');
}

interface StaticFile {
  file: string;
  kind: keyof typeof CONTENT_TYPES;
}

/** The file a static URL names under `staticDir`, and its kind; undefined for any other URL. */
export function staticFileOf(staticDir: string, url = '/'): StaticFile | undefined {
  const pathname = url.split('?', 1)[0] ?? '';
  const match = STATIC_FILE.exec(pathname);
  if (!match) return undefined;
  return { file: path.join(staticDir, pathname.slice('/_next/static/'.length)), kind: match[1] as keyof typeof CONTENT_TYPES };
}

/**
 * The serving process's answer for build scripts and stylesheets in Brotli: undefined at once for a request that is
 * not one (another path or method, no `br` accepted), else a promise of whether it answered (false: no such file,
 * and Next answers).
 */
export function staticBrotli(staticDir: string) {
  const compressed = new Map<string, Promise<Buffer | undefined>>();

  function compressedFile(file: string): Promise<Buffer | undefined> {
    let entry = compressed.get(file);
    if (!entry) {
      entry = readFile(file)
        .then((bytes) =>
          bytes.length > MAX_FILE_BYTES
            ? undefined
            : compress(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        )
        .catch(() => undefined);
      compressed.set(file, entry);
      // Only files that exist stay: a scanner's made-up names must not fill the map.
      void entry.then((bytes) => {
        if (!bytes) compressed.delete(file);
      });
    }
    return entry;
  }

  async function send(request: IncomingMessage, response: ServerResponse, target: StaticFile): Promise<boolean> {
    const body = await compressedFile(target.file);
    if (!body) return false;
    response.writeHead(200, {
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': CONTENT_TYPES[target.kind],
      'content-encoding': 'br',
      'content-length': body.length,
      vary: 'Accept-Encoding',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  return function answer(request: IncomingMessage, response: ServerResponse): Promise<boolean> | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const target = staticFileOf(staticDir, request.url);
    if (!target || !acceptsBrotli(request.headers['accept-encoding'])) return undefined;
    return send(request, response, target);
  };
}
