import { request } from 'node:http';
import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './content-lake-harness';

// Issue 17: the local Content Lake's door, against the real server over HTTP. Any page in a browser on
// this machine can reach a loopback port: by a blind cross-site form post (text/plain, no preflight) or
// by DNS rebinding (a foreign name resolving to 127.0.0.1). Raw node:http requests, so the Host header
// is exactly what a rebound browser would send.

const PROJECT_ID = 'local';
const DATASET = 'production';
const STUDIO_ORIGIN = 'http://localhost:3000';

let lake: TestLake;
let client: SanityClient;
let anonymous: SanityClient;

beforeAll(async () => {
  lake = await startTestLake({
    seed: [
      { _id: 'home', _type: 'homePage', title: 'Published home' },
      { _id: 'drafts.home', _type: 'homePage', title: 'Unpublished home' },
      // What the Presentation tool stores to open draft mode: private on a hosted dataset (an id with a dot).
      { _id: 'sanity-preview-url-secret.s1', _type: 'sanity.previewUrlSecret', secret: 'opens-draft-mode' },
    ]
      .map((document) => JSON.stringify(document))
      .join('\n'),
    projectId: PROJECT_ID,
    dataset: DATASET,
    allowedOrigins: [STUDIO_ORIGIN],
  });
  client = lake.client;
  anonymous = client.withConfig({ token: undefined });
});

afterAll(async () => {
  await lake?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function call(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const port = lake.server.httpPort;
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers: { host: `127.0.0.1:${port}`, ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const bearer = () => ({ authorization: `Bearer ${lake.token}` });
const mutatePath = `/v2025-02-19/data/mutate/${DATASET}`;
const createNote = (id: string) => JSON.stringify({ mutations: [{ createOrReplace: { _id: id, _type: 'note', title: 'written' } }] });

describe('the Content Lake door', () => {
  it('The Content Lake refuses a write without the token, a text/plain write, and a foreign Host', async () => {
    const json = { 'content-type': 'application/json' };
    const noToken = await call('POST', mutatePath, json, createNote('note-anonymous'));
    expect(noToken.status).toBe(401);
    expect(JSON.parse(noToken.body)).toMatchObject({ error: { type: 'unauthorized' }, statusCode: 401 });

    const formPost = await call('POST', mutatePath, { ...bearer(), 'content-type': 'text/plain' }, createNote('note-form'));
    expect(formPost.status).toBe(415);
    expect(JSON.parse(formPost.body)).toMatchObject({ error: { type: 'unsupportedMediaType' } });

    // The write that used to succeed: a rebound name, a foreign origin, a form's content type.
    const rebound = await call(
      'POST',
      mutatePath,
      { ...bearer(), 'content-type': 'text/plain', origin: 'https://evil.example', host: 'rebind.evil.example' },
      createNote('note-rebound'),
    );
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body)).toMatchObject({ error: { type: 'misdirectedRequest' } });
    expect(rebound.headers['access-control-allow-origin']).toBeUndefined();
    const reboundRead = await call('GET', `/v2025-02-19/data/query/${DATASET}?query=*`, { host: 'localhost.evil.example:4480' });
    expect(reboundRead.status).toBe(421);

    const wrongToken = await call('POST', mutatePath, { ...json, authorization: 'Bearer local-studio' }, createNote('note-wrong'));
    expect(wrongToken.status).toBe(401);
    expect((await call('PUT', '/v2025-02-19/users/me/keyvalue', { ...bearer(), 'content-type': 'text/plain' }, '[]')).status).toBe(415);
    expect((await call('POST', `/v2025-02-19/assets/files/${DATASET}`, { 'content-type': 'text/plain' }, 'notes')).status).toBe(401);

    expect(await client.getDocuments(['note-anonymous', 'note-form', 'note-rebound', 'note-wrong'])).toEqual([null, null, null, null]);
    expect(await client.fetch('count(*[_type == "sanity.fileAsset"])')).toBe(0);

    // The Studio's own write, for contrast: the token, JSON, one of the lake's names.
    const studio = await call(
      'POST',
      mutatePath,
      { ...bearer(), ...json, host: `${PROJECT_ID}.localhost:4443` },
      createNote('note-studio'),
    );
    expect(studio.status).toBe(200);
    expect(lake.store.get('note-studio')).toMatchObject({ title: 'written' });
  });

  it('answers its own loopback names and the project subdomain, and no look-alike', async () => {
    const ping = (host: string) => call('GET', '/v1/ping', { host }).then((answer) => answer.status);
    for (const host of ['localhost:4480', '127.0.0.1', '[::1]:4480', 'local.localhost:4443', 'x.local.localhost', 'LOCALHOST']) {
      expect(await ping(host), host).toBe(200);
    }
    for (const host of ['evil.example', 'localhost.evil.example', 'other.localhost', '127.0.0.2', 'local.localhost.evil.example']) {
      expect(await ping(host), host).toBe(421);
    }
  });

  it('keeps drafts invisible without the token, and shows them with it', async () => {
    expect(await anonymous.fetch('*[_type == "homePage"].title', {}, { perspective: 'raw' })).toEqual(['Published home']);
    await expect(anonymous.fetch('*[_type == "homePage"].title', {}, { perspective: 'drafts' })).rejects.toMatchObject({ statusCode: 401 });
    expect(await anonymous.fetch('*[_id == "drafts.home"][0].title', {}, { perspective: 'raw' })).toBeNull();
    expect(await anonymous.fetch('*[_type == "sanity.previewUrlSecret"].secret', {}, { perspective: 'published' })).toEqual([]);
    expect(await client.fetch('*[_type == "sanity.previewUrlSecret"].secret', {}, { perspective: 'published' })).toEqual([
      'opens-draft-mode',
    ]);
    const byId = await call('GET', `/v2025-02-19/data/doc/${DATASET}/home,drafts.home`, {});
    expect(JSON.parse(byId.body)).toEqual({
      documents: [expect.objectContaining({ _id: 'home' })],
      omitted: [{ id: 'drafts.home', reason: 'permission' }],
    });
    const allVersions = await call('GET', `/v2025-02-19/data/doc/${DATASET}/home?includeAllVersions=true`, {});
    expect(JSON.parse(allVersions.body).documents.map((document: { _id: string }) => document._id)).toEqual(['home']);
    for (const path of [
      `/v2025-02-19/data/history/${DATASET}/documents/drafts.home`,
      `/v2025-02-19/data/history/${DATASET}/transactions/drafts.home`,
      '/v2025-02-19/users/me',
      '/v2025-02-19/users/me/keyvalue/studio.any',
      `/v2025-02-19/projects/${PROJECT_ID}/datasets/${DATASET}/acl`,
    ]) {
      expect((await call('GET', path, {})).status, path).toBe(401);
    }

    expect((await client.fetch<string[]>('*[_type == "homePage"].title', {}, { perspective: 'raw' })).sort()).toEqual([
      'Published home',
      'Unpublished home',
    ]);
    expect(await client.fetch('*[_id == "home"][0].title', {}, { perspective: 'drafts' })).toBe('Unpublished home');
    expect(await client.getDocument('drafts.home')).toMatchObject({ title: 'Unpublished home' });
    expect((await call('GET', `/v2025-02-19/data/history/${DATASET}/documents/drafts.home`, bearer())).status).toBe(200);
    // Published reads and images stay public.
    expect(await anonymous.fetch('*[_id == "home"][0].title')).toBe('Published home');
  });

  it('tells an anonymous listener about published documents only', async () => {
    const heard: string[] = [];
    let welcome: () => void = () => undefined;
    const welcomed = new Promise<void>((resolve) => (welcome = resolve));
    const subscription = anonymous.listen('*[_type == "homePage"]', {}, { events: ['welcome', 'mutation'] }).subscribe((event) => {
      if (event.type === 'welcome') welcome();
      if (event.type === 'mutation') heard.push(event.documentId);
    });
    try {
      await welcomed;
      await client.patch('drafts.home').set({ title: 'Unpublished, again' }).commit();
      await client.patch('home').set({ title: 'Published, again' }).commit();
      await expect.poll(() => heard).toEqual(['home']);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('gives CORS to the Studio origin only: not to a foreign site, not to another loopback origin', async () => {
    const preflight = (origin: string) =>
      call('OPTIONS', mutatePath, {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      });
    expect((await preflight(STUDIO_ORIGIN)).headers['access-control-allow-origin']).toBe(STUDIO_ORIGIN);
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'http://127.0.0.1:3000', 'https://local.localhost:4443']) {
      const answer = await preflight(origin);
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials'], origin).toBeUndefined();
      const read = await call('GET', `/v2025-02-19/data/query/${DATASET}?query=count(*)`, { origin });
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
