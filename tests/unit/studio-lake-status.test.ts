import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/studio/lake-status/route';
import { lakeAddress } from '@/studio/lake-reach';
import { callRoute } from '@/tests/support/requests';

// Issue 24: when the browser cannot reach the local Content Lake, the Studio's guide asks the app whether the lake
// runs, to say "trust its certificate" or "start it".

let lake: Server;
let lakeUrl: string;
let stoppedUrl: string;

async function ask() {
  const response = await callRoute(GET, '/api/studio/lake-status', { site: 'http://localhost:3000' });
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

beforeAll(async () => {
  lake = createServer((request, response) => {
    if (request.url === '/v1/ping') response.writeHead(200, { 'content-type': 'text/plain' }).end('PONG');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => lake.listen(0, '127.0.0.1', resolve));
  lakeUrl = `http://127.0.0.1:${(lake.address() as AddressInfo).port}`;
  // A port nothing listens on: a server opened and closed again.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  stoppedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(() => new Promise<void>((resolve) => lake.close(() => resolve())));

beforeEach(() => {
  vi.stubEnv('CONTENT_LAKE_STUDIO_URL', 'https://localhost:4443');
  vi.stubEnv('SANITY_PROJECT_ID', '');
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/studio/lake-status', () => {
  it('says the lake runs when it answers the server, and not when nothing listens, never cached', async () => {
    vi.stubEnv('CONTENT_LAKE_URL', lakeUrl);
    expect(await ask()).toEqual({ status: 200, cache: 'no-store', body: { running: true } });
    vi.stubEnv('CONTENT_LAKE_URL', stoppedUrl);
    expect(await ask()).toEqual({ status: 200, cache: 'no-store', body: { running: false } });
  });

  it('does not exist with a hosted Sanity project', async () => {
    vi.stubEnv('CONTENT_LAKE_URL', lakeUrl);
    vi.stubEnv('SANITY_PROJECT_ID', 'abc123');
    expect((await ask()).status).toBe(404);
  });
});

describe('lakeAddress', () => {
  it('is the address the Studio calls: the project id before the API host, with its port', () => {
    expect(lakeAddress('https://localhost:4443', 'local')).toBe('https://local.localhost:4443');
    expect(lakeAddress('https://localhost', 'p1')).toBe('https://p1.localhost');
  });
});
