import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkLoader, deferChunkTags, deferChunksOf, isDocumentRequest } from '@/lib/runtime/deferred-chunks';

const tag = (name: string) => `<script src="/_next/static/chunks/${name}.js?dpl=abc-1" async=""></script>`;
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="description" content="产品"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  `${tag('one')}${tag('two')}<title>Page</title><script>self.inline=1</script>` +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>';
const BODY = `<body><main id="main">Hello</main>${tag('bootstrap')}</body></html>`;

/** The sources the loader in `html` adds, by running it against a stand-in document. */
function loaded(html: string, { hidden = false } = {}): { now: string[]; afterFrame: string[] } {
  const script = /<script>(\(function\(\)\{var s=.*?)<\/script>/.exec(html)?.[1];
  if (!script) return { now: [], afterFrame: [] };
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src}${element.async ? '' : ' (not async)'}`) },
    createElement: () => ({ src: '', async: false }),
  };
  runInNewContext(script, {
    document,
    window: { requestAnimationFrame: true },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void) => timers.push(run),
  });
  const now = [...added];
  frames.forEach((run) => run());
  timers.forEach((run) => run());
  return { now, afterFrame: added.slice(now.length) };
}

describe('the head of a page with its chunk tags deferred', () => {
  it('takes every chunk tag out of the head and adds those chunks after the first frame, in order', () => {
    const head = deferChunkTags(HEAD);
    expect(head).not.toContain('async=""></script>');
    expect(loaded(head)).toEqual({
      now: [],
      afterFrame: ['/_next/static/chunks/one.js?dpl=abc-1', '/_next/static/chunks/two.js?dpl=abc-1'],
    });
    // The rest stays as it was, in its place: the stylesheet before the loader, the title, inline scripts and the polyfill after.
    expect(head.replace(/<script>\(function\(\)\{var s=.*?<\/script>/, '')).toBe(HEAD.replace(tag('one'), '').replace(tag('two'), ''));
    expect(head.indexOf('a.css')).toBeLessThan(head.indexOf('var s='));
  });

  it('adds them at once in a tab that is hidden, which paints no frame', () => {
    expect(loaded(deferChunkTags(HEAD), { hidden: true }).now).toHaveLength(2);
  });

  it('leaves a head without chunk tags unchanged', () => {
    const plain = '<head><title>x</title><script src="https://example.com/a.js" async=""></script></head>';
    expect(deferChunkTags(plain)).toBe(plain);
  });

  it('keeps any chunk list intact and never lets a source close the script', () => {
    const names = fc.stringMatching(/^[\w.-]{1,20}$/);
    fc.assert(
      fc.property(fc.array(names, { minLength: 1, maxLength: 20 }), (list) => {
        const head = `<head>${list.map(tag).join('')}</head>`;
        const out = deferChunkTags(head);
        expect(loaded(out).afterFrame).toEqual(list.map((name) => `/_next/static/chunks/${name}.js?dpl=abc-1`));
      }),
    );
    expect(chunkLoader(['/a</script><script>alert(1)//.js'])).not.toContain('</script><script>alert');
  });
});

describe('which requests are page loads', () => {
  const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as IncomingMessage;
  it('is a GET for a document, not the router fetching a payload, nor a script', () => {
    expect(isDocumentRequest(request('GET', { 'sec-fetch-dest': 'document', accept: 'text/html' }))).toBe(true);
    expect(isDocumentRequest(request('GET', { accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    expect(isDocumentRequest(request('GET', { 'sec-fetch-dest': 'empty', rsc: '1', accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(request('GET', { 'sec-fetch-dest': 'script', accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(request('POST', { 'sec-fetch-dest': 'document', accept: 'text/html' }))).toBe(false);
  });
});

describe('a page sent through deferChunksOf', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server whose answer `send` writes, through deferChunksOf; the answer's status, headers and body (decompressed). */
  async function fetched(send: (response: ServerResponse) => void, headers: Record<string, string>) {
    server = createServer((request, response) => {
      deferChunksOf(request, response);
      if (request.headers['accept-encoding']) throw new Error('the page was asked for compressed');
      send(response);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get({ port, host: '127.0.0.1', path: '/', headers }, (response) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
        }).on('error', reject),
      );
    });
    const text = (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8');
    return { ...answer, text };
  }

  const streamed = (response: ServerResponse) => {
    const html = HEAD + BODY;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-length', String(Buffer.byteLength(html)));
    response.setHeader('vary', 'rsc');
    const bytes = Buffer.from(html);
    const at = (text: string) => Buffer.byteLength(html.slice(0, html.indexOf(text)));
    // Cut inside the head, inside a Chinese character, inside a chunk tag, within `</head>` with a write shorter than
    // it, and in the body.
    const cuts = [0, 40, at('产品') + 1, at('one') + 2, at('</head>') + 2, at('</head>') + 4, at('</head>') + 12, bytes.length];
    for (let i = 0; i < cuts.length - 2; i++) response.write(bytes.subarray(cuts[i], cuts[i + 1]));
    response.end(bytes.subarray(cuts.at(-2)));
  };

  it('sends it gzip-compressed where the client takes gzip, with its chunks deferred and nothing else changed', async () => {
    const answer = await fetched(streamed, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
    expect(answer.text).toBe(deferChunkTags(HEAD) + BODY);
  });

  it('sends it uncompressed to a client that takes no gzip, and keeps the body writes it was given in order', async () => {
    const answer = await fetched(streamed, { accept: 'text/html' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.text).toBe(deferChunkTags(HEAD) + BODY);
  });

  it('takes headers given to writeHead into account, and passes anything but HTML through unchanged', async () => {
    const html = await fetched(
      (response) => response.writeHead(404, { 'content-type': 'text/html', 'content-length': '9999' }).end(HEAD + BODY),
      { accept: 'text/html', 'accept-encoding': 'gzip' },
    );
    expect(html.status).toBe(404);
    expect(html.text).toBe(deferChunkTags(HEAD) + BODY);

    const json = await fetched(
      (response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ head: HEAD })),
      { accept: 'text/html', 'accept-encoding': 'gzip' },
    );
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(json.text)).toEqual({ head: HEAD });

    const notModified = await fetched((response) => response.writeHead(304).end(), { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });
});
