import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, staticBrotli, staticFileOf } from '@/lib/runtime/static-brotli';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['gzip, br;q=0.0', false],
    ['gzip', false],
    ['brotli', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('staticFileOf', () => {
  it('maps a build script or stylesheet into the static folder, query left off', () => {
    expect(staticFileOf('/b/static', '/_next/static/chunks/0a-b_c.js?dpl=x')).toEqual({ file: '/b/static/chunks/0a-b_c.js', kind: 'js' });
    expect(staticFileOf('/b/static', '/_next/static/chunks/x.css')).toEqual({ file: '/b/static/chunks/x.css', kind: 'css' });
  });

  it.each([
    '/_next/static/../server/app/en.html.js',
    '/_next/static/chunks/../../server/x.js',
    '/_next/static/%2e%2e/server/x.js',
    '/_next/static/./x.js',
    '/_next/static/chunks/x.js.map',
    '/_next/static/media/font.woff2',
    '/_next/data/x.js',
    '/en',
  ])('leaves %s to Next', (url) => {
    expect(staticFileOf('/b/static', url)).toBeUndefined();
  });
});

describe('staticBrotli', () => {
  let dir: string;
  let server: Server;
  let base: string;
  const script = `console.log(${JSON.stringify('a build script '.repeat(200))});\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-brotli-'));
    mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(dir, 'static', 'chunks', 'a.js'), script);
    writeFileSync(path.join(dir, 'secret.js'), 'outside');
    const answer = staticBrotli(path.join(dir, 'static'));
    server = createServer((request, response) => {
      const answered = answer(request, response);
      if (!answered) return void response.writeHead(299).end('next');
      void answered.then((done) => {
        if (!done) response.writeHead(298).end('next, no file');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding: string, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      // node:http, not fetch: fetch decodes the body and says nothing of how it came.
      const request = httpRequest(`${base}${url}`, { method, headers: { 'accept-encoding': encoding } }, (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });

  it('sends a build script in Brotli, smaller than it is, with the headers of an immutable file', async () => {
    const answer = await get('/_next/static/chunks/a.js?dpl=1', 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('answers HEAD with the headers alone', async () => {
    const answer = await get('/_next/static/chunks/a.js', 'br', 'HEAD');
    expect(answer.status).toBe(200);
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it('leaves a client without Brotli, other methods and other paths to Next', async () => {
    expect((await get('/_next/static/chunks/a.js', 'gzip')).status).toBe(299);
    expect((await get('/_next/static/chunks/a.js', 'br', 'POST')).status).toBe(299);
    expect((await get('/_next/static/../secret.js', 'br')).status).toBe(299);
  });

  it('leaves a file that is not there to Next, and again when asked again', async () => {
    expect((await get('/_next/static/chunks/missing.js', 'br')).status).toBe(298);
    expect((await get('/_next/static/chunks/missing.js', 'br')).status).toBe(298);
  });
});
