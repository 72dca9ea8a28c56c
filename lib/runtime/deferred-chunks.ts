import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createGzip, type Gzip } from 'node:zlib';
import { acceptsEncoding } from './accept-encoding';

// Issue 16: a page's largest paint comes before its scripts are needed. React writes one `<script async>` per
// client chunk into the head of every page, and a phone on a slow link spends its first second fetching and
// running them beside the stylesheet, the font and the hero image; Lighthouse's mobile LCP on a post, a guide
// and /checkout was 1.9-2.7 s with them there, 1.2-1.3 s with them fetched after the first frame. The serving
// process (scripts/serve.ts) takes those tags out of the head of the pages it sends and puts in their place a
// small inline loader (the Content-Security-Policy admits inline scripts) that adds them once the page has
// painted. The framework's bootstrap script at the end of the body stays as React wrote it: it runs when it
// arrives and fetches any chunk it needs that the loader has not yet added.

/** A client chunk's tag as React writes it in the head. */
const CHUNK_TAG = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js(?:\?[^"<>]*)?)" async=""><\/script>/g;
/** The head is sent whole in the page's first chunks; a page whose head is not within this much is left alone. */
const MAX_HEAD_BYTES = 256 * 1024;
const HEAD_END = Buffer.from('</head>');

/**
 * The inline loader for `sources`: adds them once the first frame is painted (in a hidden tab, which paints
 * nothing, at once). Order does not matter: React's tags were async too.
 */
export function chunkLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `<script>(function(){var s=${list},d=document;function l(){if(l.done)return;l.done=1;` +
    `s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=true;d.head.appendChild(e)})}` +
    `if(d.visibilityState==='hidden'||!window.requestAnimationFrame)l();` +
    `else requestAnimationFrame(function(){setTimeout(l,0)})})()</script>`
  );
}

/**
 * The document's head with its chunk tags replaced by one loader where the first of them stood; unchanged when it
 * has none. `head` ends with `</head>`.
 */
export function deferChunkTags(head: string): string {
  const sources: string[] = [];
  let first = -1;
  const rest = head.replace(CHUNK_TAG, (tag: string, source: string, offset: number) => {
    if (first < 0) first = offset;
    sources.push(source.replace(/&amp;/g, '&'));
    return '';
  });
  if (sources.length === 0) return head;
  return `${rest.slice(0, first)}${chunkLoader(sources)}${rest.slice(first)}`;
}

/** A page load: a GET for a document, not the router's RSC fetch, a script's or a stylesheet's. */
export function isDocumentRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers.rsc !== undefined) return false;
  const accept = request.headers.accept ?? '';
  const destination = request.headers['sec-fetch-dest'];
  return destination === 'document' || (destination === undefined && accept.includes('text/html'));
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

function asBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Has the HTML document `response` answers `request` with sent with its head's chunk tags deferred (deferChunkTags),
 * and compressed here with gzip where the client takes it: Next would otherwise have compressed it before it could
 * be read, so it is asked for the page uncompressed. Anything else the response turns out to be passes unchanged.
 * Call before the request is handled.
 */
export function deferChunksOf(request: IncomingMessage, response: ServerResponse): void {
  const gzipWanted = acceptsEncoding(request.headers['accept-encoding'], 'gzip');
  delete request.headers['accept-encoding'];
  const write = response.write.bind(response) as Write;
  const end = response.end.bind(response) as End;
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;

  let mode: 'undecided' | 'html' | 'pass' = 'undecided';
  let gzip: Gzip | undefined;
  let head: Buffer[] = [];
  let headBytes = 0;
  /** The head's last bytes so far, short of a whole `</head>`: where one split across two writes begins. */
  let headTail = Buffer.alloc(0);
  let headDone = false;

  const decide = (headers?: OutgoingHttpHeaders) => {
    if (mode !== 'undecided') return;
    const header = (name: string) => headers?.[name] ?? response.getHeader(name);
    const type = String(header('content-type') ?? '');
    const html = type.startsWith('text/html') && header('content-encoding') === undefined;
    mode = html && request.method !== 'HEAD' ? 'html' : 'pass';
    if (mode !== 'html') return;
    const varied = String(header('vary') ?? '');
    const vary = /\baccept-encoding\b/i.test(varied) ? varied : [varied, 'Accept-Encoding'].filter(Boolean).join(', ');
    if (headers) {
      delete headers['content-length'];
      headers.vary = vary;
    }
    response.removeHeader('content-length');
    response.setHeader('vary', vary);
    if (!gzipWanted) return;
    response.setHeader('content-encoding', 'gzip');
    if (headers) headers['content-encoding'] = 'gzip';
    gzip = createGzip({ flush: constants.Z_SYNC_FLUSH });
    gzip.on('data', (data: Buffer) => write(data));
  };
  const emit = (data: Buffer) => {
    if (data.length === 0) return;
    if (gzip) gzip.write(data);
    else write(data);
  };
  // `</head>` is ASCII, so it is looked for in the bytes (no UTF-8 byte sequence holds an ASCII byte), across the
  // end of the write before; the head is joined and decoded once, when its end has come.
  const take = (data: Buffer) => {
    if (headDone) return emit(data);
    const searched = Buffer.concat([headTail, data]);
    const found = searched.indexOf(HEAD_END);
    const close = found < 0 ? -1 : headBytes - headTail.length + found;
    headTail = searched.subarray(-(HEAD_END.length - 1));
    head.push(data);
    headBytes += data.length;
    if (close < 0 && headBytes < MAX_HEAD_BYTES) return;
    headDone = true;
    const bytes = Buffer.concat(head);
    head = [];
    if (close < 0) return emit(bytes);
    const cut = close + HEAD_END.length;
    emit(Buffer.from(deferChunkTags(bytes.subarray(0, cut).toString('utf8'))));
    emit(bytes.subarray(cut));
  };
  const finish = (callback?: () => void) => {
    if (!headDone && head.length > 0) {
      headDone = true;
      emit(Buffer.concat(head));
    }
    if (!gzip) return end(callback);
    gzip.once('end', () => end(callback));
    gzip.end();
    return response;
  };

  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find(
      (value): value is OutgoingHttpHeaders => typeof value === 'object' && value !== null && !Array.isArray(value),
    );
    decide(headers);
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    decide();
    if (mode === 'pass') return write(chunk, encoding, callback);
    take(asBuffer(chunk, encoding));
    if (typeof callback === 'function') process.nextTick(callback as () => void);
    else if (typeof encoding === 'function') process.nextTick(encoding as () => void);
    return true;
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const done = [chunk, encoding, callback].find((value): value is () => void => typeof value === 'function');
    const data = typeof chunk === 'function' || chunk === undefined || chunk === null ? undefined : chunk;
    decide();
    if (mode === 'pass') return end(data, typeof encoding === 'function' ? undefined : encoding, done);
    if (data !== undefined) take(asBuffer(data, encoding));
    return finish(done);
  }) as ServerResponse['end'];
  // Next flushes a streamed page's parts as they are ready (the compression it would have done offers the same).
  (response as ServerResponse & { flush?: () => void }).flush = () => gzip?.flush();
}
