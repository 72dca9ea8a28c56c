import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { SanityClient } from '@sanity/client';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './content-lake-harness';
import { type ContentLakeServer, createContentLakeServer } from '@/content-lake/server';
import type { LocalContentStore } from '@/content-lake/store';

// The local Content Lake's transport and side effects: HTTPS with HTTP/2 for the browser Studio, CORS,
// the certificate its local authority issues, and the signed publish webhooks to the app.

const PROJECT_ID = 'local0001';
const DATASET = 'production';
const SECRET = 'test-webhook-secret';

/** Receives webhooks; answers 503 to the first `failFirst` deliveries (an app still starting) and
 * takes `delayMs` to answer the others. */
function webhookReceiver({ failFirst, delayMs }: { failFirst: number; delayMs: number }) {
  const received: { body: string; signature: string; operation: string | undefined }[] = [];
  let attempts = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      attempts += 1;
      if (attempts <= failFirst) {
        response.writeHead(503).end();
        return;
      }
      setTimeout(() => {
        const signature = request.headers[SIGNATURE_HEADER_NAME];
        received.push({ body, signature: String(signature), operation: request.headers['sanity-operation']?.toString() });
        response.writeHead(200).end('ok');
      }, delayMs);
    });
  });
  return { server, received, attempts: () => attempts };
}

let lake: TestLake;
let dir: string;
let store: LocalContentStore;
let server: ContentLakeServer;
let client: SanityClient;
let receiver: ReturnType<typeof webhookReceiver>;

beforeAll(async () => {
  receiver = webhookReceiver({ failFirst: 2, delayMs: 600 });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  const webhookPort = (receiver.server.address() as AddressInfo).port;
  lake = await startTestLake({
    seed: JSON.stringify({ _id: 'home', _type: 'homePage', title: 'Remap' }),
    projectId: PROJECT_ID,
    dataset: DATASET,
    webhook: { url: `http://127.0.0.1:${webhookPort}/api/revalidate`, secret: SECRET, retryDelayMs: 20 },
    allowedOrigins: ['http://localhost:3000'],
  });
  ({ dir, store, server, client } = lake);
});

afterAll(async () => {
  await lake?.close();
  await new Promise((resolve) => receiver?.server.close(resolve));
});

describe('webhooks', () => {
  it('posts a signed webhook for changes to published documents, retrying while the app is not up', async () => {
    await client.createOrReplace({ _id: 'drafts.post-5', _type: 'post', title: 'Five', slug: { _type: 'slug', current: 'five' } });
    const started = Date.now();
    await client.action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.post-5', publishedId: 'post-5' });
    // The transaction does not wait for the (slow, at first refusing) receiver.
    expect(Date.now() - started).toBeLessThan(500);
    await client.action({ actionType: 'sanity.action.document.delete', publishedId: 'post-5', includeDrafts: [] });
    await client.assets.upload('file', Buffer.from('release notes'), { filename: 'notes.txt' });
    await server.webhooksIdle();

    // Deliveries run concurrently (as Sanity's do), so their order is not asserted.
    const bodies = receiver.received.map(({ body }) => JSON.parse(body) as Record<string, unknown>);
    // Drafts and asset documents never trigger a webhook.
    expect(bodies).toHaveLength(2);
    expect(bodies).toEqual(
      expect.arrayContaining([
        { _id: 'post-5', _type: 'post', operation: 'create', slug: 'five' },
        { _id: 'post-5', _type: 'post', operation: 'delete', slug: 'five' },
      ]),
    );
    expect(receiver.received.map(({ operation }) => operation).sort()).toEqual(['create', 'delete']);
    for (const { body, signature } of receiver.received) {
      expect(await isValidSignature(body, signature, SECRET)).toBe(true);
      expect(await isValidSignature(body, signature, 'another secret')).toBe(false);
    }
    // The first delivery was refused twice and retried.
    expect(receiver.attempts()).toBe(receiver.received.length + 2);
  });
});

describe('HTTPS with HTTP/2', () => {
  it('answers /users/me over HTTP/2 and TLS with CORS for the app origin', async () => {
    const session = connect(server.httpsUrl, { rejectUnauthorized: false });
    try {
      const { status, headers, body } = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const request = session.request({
            ':path': '/v2026-05-04/users/me?tag=sanity.studio.users.get-current.initial',
            ':authority': `${PROJECT_ID}.localhost:${server.httpsPort}`,
            origin: 'http://localhost:3000',
            authorization: `Bearer ${lake.token}`,
          });
          let text = '';
          let responseHeaders: Record<string, unknown> = {};
          request.on('response', (received) => (responseHeaders = received));
          request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          request.on('end', () => resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body: text }));
          request.on('error', reject);
          request.end();
        },
      );
      expect(session.alpnProtocol).toBe('h2');
      expect(status).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ id: 'plocaladmin' });
      expect(headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(headers['access-control-allow-credentials']).toBe('true');
    } finally {
      session.close();
    }
  });

  it('keeps many event streams and queries open on one connection', async () => {
    const session = connect(server.httpsUrl, { rejectUnauthorized: false });
    const streams = Array.from({ length: 10 }, () =>
      session.request({ ':path': `/v2025-02-19/data/listen/${DATASET}?query=*&includeAllVersions=true` }),
    );
    try {
      const welcomes = await Promise.all(
        streams.map(
          (stream) =>
            new Promise<string>((resolve, reject) => {
              stream.on('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
              stream.on('error', reject);
            }),
        ),
      );
      welcomes.forEach((text) => expect(text).toMatch(/^event: welcome\ndata: \{"listenerName":"[^"]+"\}\n\n/));
      const query = session.request({ ':path': `/v2025-02-19/data/query/${DATASET}?query=count(*)` });
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        query.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        query.on('end', () => resolve(text));
      });
      expect(JSON.parse(answer)).toMatchObject({ result: expect.any(Number) });
    } finally {
      streams.forEach((stream) => stream.close());
      session.close();
    }
  });

  it('answers preflights for allowed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.httpUrl}/v2025-02-19/data/query/${DATASET}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,x-sanity-app' },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('authorization,x-sanity-app');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    // Another program's page on this machine is no more the Studio than a foreign site is.
    expect((await preflight('http://localhost:3001')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('http://127.0.0.1:3000')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('covers the project host in a certificate it keeps across restarts', async () => {
    const certPath = path.join(dir, 'tls', 'cert.pem');
    const first = await readFile(certPath, 'utf8');
    const certificate = new X509Certificate(first);
    expect(certificate.checkHost(`${PROJECT_ID}.localhost`)).toBe(`${PROJECT_ID}.localhost`);
    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    // Issued by the installation's own authority (issue 24), which is what a browser is told to trust.
    const authority = new X509Certificate(await readFile(path.join(dir, 'tls', 'ca.pem'), 'utf8'));
    expect(authority.ca).toBe(true);
    expect(certificate.ca).toBe(false);
    expect(certificate.checkIssued(authority) && certificate.verify(authority.publicKey)).toBe(true);
    expect(authority.subject).toMatch(/^CN=Remapper local Content Lake CA \(/);

    const second = await createContentLakeServer({
      store,
      projectId: PROJECT_ID,
      dataset: DATASET,
      tlsDir: path.join(dir, 'tls'),
      httpsPort: 0,
      httpPort: 0,
      token: lake.token,
    });
    await second.close();
    expect(await readFile(certPath, 'utf8')).toBe(first);
  });
});
