import { readFile } from 'node:fs/promises';
import https from 'node:https';
import path from 'node:path';
import { type MutationEvent, type SanityClient } from '@sanity/client';
import { applyPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './content-lake-harness';
import { type ContentLakeServer } from '@/content-lake/server';
import { type LocalContentStore } from '@/content-lake/store';
import type { LakeDocument } from '@/content-lake/types';

// The local Content Lake's HTTP API (content-lake/server), driven by @sanity/client itself over the
// file store (content-lake/store): what the Studio and the storefront call. Transport (HTTP/2, TLS,
// CORS) and webhooks: content-lake-server-transport.test.ts.

const PROJECT_ID = 'local0001';
const DATASET = 'production';

/** Collects listener events until `count` have arrived; `welcomed` resolves on the welcome event. */
function collect<T extends { type: string }>(subscribe: (next: (event: T) => void) => () => void, count: number, timeoutMs = 5_000) {
  let welcome: () => void = () => undefined;
  const welcomed = new Promise<void>((resolve) => (welcome = resolve));
  const events = new Promise<T[]>((resolve, reject) => {
    const received: T[] = [];
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`Only ${received.length} of ${count} events arrived: ${JSON.stringify(received)}`));
    }, timeoutMs);
    const unsubscribe = subscribe((event) => {
      if (event.type === 'welcome') welcome();
      received.push(event);
      if (received.length === count) {
        clearTimeout(timer);
        setImmediate(() => unsubscribe());
        resolve(received);
      }
    });
  });
  return { welcomed, events };
}

// A 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const SEED = [
  { _id: 'home', _type: 'homePage', hero: { _type: 'localeString', en: 'Remap anything', zh_CN: '随心映射' } },
  { _id: 'post-1', _type: 'post', title: 'Hello', slug: { _type: 'slug', current: 'hello' } },
];

let lake: TestLake;
let dir: string;
/** The origin the Studio is served from (the app's). */
const STUDIO_ORIGIN = 'http://localhost:3000';
let store: LocalContentStore;
let server: ContentLakeServer;
let client: SanityClient;

beforeAll(async () => {
  lake = await startTestLake({
    seed: SEED.map((document) => JSON.stringify(document)).join('\n'),
    projectId: PROJECT_ID,
    dataset: DATASET,
    allowedOrigins: [STUDIO_ORIGIN],
  });
  ({ dir, store, server, client } = lake);
});

afterAll(async () => {
  await lake?.close();
});

describe('identity and project endpoints', () => {
  it('signs the Studio in as the local administrator with the token, and no one without it', async () => {
    const me = await client.request<{ id: string; role: string; provider: string }>({ uri: '/users/me' });
    expect(me).toMatchObject({
      id: 'plocaladmin',
      name: 'Local Admin',
      email: 'admin@localhost',
      role: 'administrator',
      provider: 'local',
    });
    const anonymous = client.withConfig({ token: undefined });
    await expect(anonymous.request({ uri: '/users/me' })).rejects.toMatchObject({ statusCode: 401 });
    await expect(client.withConfig({ token: 'local-studio' }).request({ uri: '/users/me' })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('answers the project, its datasets, grants, applications, features and ping', async () => {
    expect(await client.request({ uri: `/projects/${PROJECT_ID}` })).toMatchObject({ id: PROJECT_ID, members: [{ id: 'plocaladmin' }] });
    expect(await client.request({ uri: `/projects/${PROJECT_ID}/datasets` })).toEqual([{ name: DATASET, aclMode: 'public' }]);
    const acl = await client.request<{ permissions: string[] }[]>({ uri: `/projects/${PROJECT_ID}/datasets/${DATASET}/acl` });
    expect(acl[0]?.permissions).toEqual(expect.arrayContaining(['read', 'update', 'create', 'history']));
    expect(await client.request({ uri: `/projects/${PROJECT_ID}/user-applications` })).toEqual([]);
    expect(await client.request({ uri: '/features' })).toEqual([]);
    expect(await client.request({ uri: '/journey/announcements' })).toEqual([]);
    expect(await (await fetch(`${server.httpUrl}/v2025-03-01/ping`)).text()).toBe('PONG');
  });

  it('keeps Studio settings in the key-value store', async () => {
    const keys = 'studio.structure-tool.layout.post,studio.announcement.seen';
    expect(await client.request({ uri: `/users/me/keyvalue/${keys}` })).toEqual([
      { key: 'studio.structure-tool.layout.post', value: null },
      { key: 'studio.announcement.seen', value: null },
    ]);
    const stored = await client.request({
      method: 'PUT',
      uri: '/users/me/keyvalue',
      body: [{ key: 'studio.announcement.seen', value: ['a1'] }],
    });
    expect(stored).toEqual([{ key: 'studio.announcement.seen', value: ['a1'] }]);
    expect(await client.request({ uri: `/users/me/keyvalue/${keys}` })).toEqual([
      { key: 'studio.structure-tool.layout.post', value: null },
      { key: 'studio.announcement.seen', value: ['a1'] },
    ]);
  });

  it('answers 404 for what the stand-in does not offer (journey, schedules, the presence socket)', async () => {
    for (const uri of ['/journey/trial', `/schedules/${PROJECT_ID}/${DATASET}`, `/data/references/${DATASET}/documents/x/to`]) {
      await expect(client.request({ uri })).rejects.toMatchObject({ statusCode: 404 });
    }
    const socket = await fetch(`${server.httpUrl}/v2022-06-30/socket/${DATASET}?tag=sanity.studio`);
    expect(socket.status).toBe(404);
  });
});

describe('queries and documents', () => {
  beforeAll(async () => {
    await client.createOrReplace({
      _id: 'drafts.post-1',
      _type: 'post',
      title: 'Hello (draft)',
      slug: { _type: 'slug', current: 'hello' },
    });
  });

  it('reads the published perspective by default from API version 2025-02-19', async () => {
    expect(await client.fetch('*[_type == "post"].title')).toEqual(['Hello']);
  });

  it('reads the raw perspective by default before 2025-02-19', async () => {
    const old = client.withConfig({ apiVersion: '2021-06-07' });
    expect((await old.fetch<string[]>('*[_type == "post"]._id')).sort()).toEqual(['drafts.post-1', 'post-1']);
  });

  it('passes raw and drafts perspectives and parameters', async () => {
    expect(await client.fetch('*[_type == $type]._id', { type: 'post' }, { perspective: 'raw' })).toHaveLength(2);
    const drafts = await client.fetch('*[_type == $type]{_id, _originalId, title}', { type: 'post' }, { perspective: 'drafts' });
    expect(drafts).toEqual([{ _id: 'post-1', _originalId: 'drafts.post-1', title: 'Hello (draft)' }]);
  });

  it('answers with ms and syncTags, and the query unless returnQuery=false', async () => {
    const full = await client.fetch('count(*)', {}, { filterResponse: false });
    // Published perspective: the draft of post-1 is not counted.
    expect(full).toMatchObject({ query: 'count(*)', result: 2, syncTags: [] });
    expect(typeof full.ms).toBe('number');
    const response = await fetch(`${server.httpUrl}/v2025-02-19/data/query/${DATASET}?query=count(*)&returnQuery=false`);
    expect(await response.json()).not.toHaveProperty('query');
  });

  it('takes long queries by POST', async () => {
    const ids = Array.from({ length: 1200 }, (_, index) => `missing-${index}`);
    expect(await client.fetch('*[_id in $ids || _id == "home"]._id', { ids })).toEqual(['home']);
  });

  it('reports a GROQ syntax error as a queryParseError', async () => {
    await expect(client.fetch('*[_type == ')).rejects.toMatchObject({ statusCode: 400, details: { type: 'queryParseError' } });
  });

  it('gets documents by id and lists missing ones as omitted', async () => {
    expect(await client.getDocuments(['post-1', 'nope'])).toEqual([expect.objectContaining({ _id: 'post-1', title: 'Hello' }), null]);
    const response = await fetch(`${server.httpUrl}/v2025-02-19/data/doc/${DATASET}/post-1,drafts.nope`, {
      headers: { authorization: `Bearer ${lake.token}` },
    });
    expect(await response.json()).toMatchObject({
      documents: [{ _id: 'post-1' }],
      omitted: [{ id: 'drafts.nope', reason: 'existence' }],
    });
  });
});

describe('mutations and actions', () => {
  it('commits a transaction and answers per document', async () => {
    const result = await client
      .transaction()
      .create({ _id: 'post-2', _type: 'post', title: 'Second' })
      .patch('post-2', (patch) => patch.set({ title: 'Second!' }))
      .commit({ transactionId: 'tx-mutate-1' });
    expect(result).toMatchObject({ transactionId: 'tx-mutate-1', results: [{ id: 'post-2', operation: 'create' }] });
    expect(await client.getDocument('post-2')).toMatchObject({ title: 'Second!', _rev: 'tx-mutate-1' });
  });

  it('returns documents when asked', async () => {
    const document = await client.createOrReplace({ _id: 'post-3', _type: 'post', title: 'Third' });
    expect(document).toMatchObject({ _id: 'post-3', title: 'Third' });
  });

  it('reports a conflicting create as a mutation error with its status', async () => {
    await expect(client.create({ _id: 'post-2', _type: 'post' })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('already exists'),
    });
  });

  it('runs document actions and answers the transaction id', async () => {
    const edit = await client.action(
      { actionType: 'sanity.action.document.edit', draftId: 'drafts.post-2', publishedId: 'post-2', patch: { set: { title: 'Edited' } } },
      { transactionId: 'tx-edit-1' },
    );
    expect(edit).toEqual({ transactionId: 'tx-edit-1' });
    expect(await client.getDocument('drafts.post-2')).toMatchObject({ title: 'Edited', _rev: 'tx-edit-1' });
    const publish = await client.action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.post-2', publishedId: 'post-2' });
    expect(publish.transactionId).toEqual(expect.any(String));
    expect(await client.getDocuments(['post-2', 'drafts.post-2'])).toEqual([expect.objectContaining({ title: 'Edited' }), null]);
  });
});

describe('listen', () => {
  it('says welcome, then sends appear, update and disappear with chained revisions and mendoza effects', async () => {
    const { welcomed, events } = collect<MutationEvent | { type: 'welcome'; listenerName: string }>((next) => {
      const subscription = client
        .listen(
          '*[_type == $type && defined(title)]',
          { type: 'note' },
          { includeResult: true, effectFormat: 'mendoza', events: ['welcome', 'mutation'] },
        )
        .subscribe(next);
      return () => subscription.unsubscribe();
    }, 4);
    // Nothing is committed before the listener is registered (it says welcome once it is).
    await welcomed;
    // client.mutate sends the transaction id (client.create and client.delete do not).
    await client.mutate([{ create: { _id: 'note-1', _type: 'note', title: 'One' } }], { transactionId: 'tx-note-1' });
    await client.create({ _id: 'other-1', _type: 'other', title: 'Not followed' });
    await client.patch('note-1').set({ title: 'Two' }).commit({ transactionId: 'tx-note-2' });
    await client.mutate([{ delete: { id: 'note-1' } }], { transactionId: 'tx-note-3' });
    const [welcome, appear, update, disappear] = (await events) as [
      { type: 'welcome'; listenerName: string },
      MutationEvent,
      MutationEvent,
      MutationEvent,
    ];

    expect(welcome).toMatchObject({ type: 'welcome', listenerName: expect.any(String) });
    expect(appear).toMatchObject({
      type: 'mutation',
      documentId: 'note-1',
      transactionId: 'tx-note-1',
      transition: 'appear',
      resultRev: 'tx-note-1',
      identity: 'plocaladmin',
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 0,
      result: { _id: 'note-1', title: 'One', _rev: 'tx-note-1' },
    });
    expect(appear).not.toHaveProperty('previousRev');
    expect(update).toMatchObject({ transition: 'update', previousRev: 'tx-note-1', resultRev: 'tx-note-2', result: { title: 'Two' } });
    expect(disappear).toMatchObject({ transition: 'disappear', previousRev: 'tx-note-2', resultRev: 'tx-note-3' });
    expect(disappear).not.toHaveProperty('result');

    // The effects replay the document without _rev, as the Studio applies them.
    const created: Record<string, unknown> = { ...appear.result };
    delete created._rev;
    expect(applyPatch(null, appear.effects?.apply ?? [])).toEqual(created);
    expect(applyPatch(created, update.effects?.apply ?? [])).toMatchObject({ title: 'Two' });
    expect(applyPatch(created, disappear.effects?.apply ?? [])).toBeNull();
    // Mutations turn the previous state into the new one (the Studio's BufferedDocument applies them).
    expect(update.mutations).toEqual([{ createOrReplace: expect.objectContaining({ _id: 'note-1', title: 'Two' }) }]);
    expect(disappear.mutations).toEqual([{ delete: { id: 'note-1' } }]);
  });

  it('counts the events of one transaction per listener (a publish touches the draft and the document)', async () => {
    await client.createOrReplace({ _id: 'drafts.post-4', _type: 'post', title: 'Fourth' });
    const { welcomed, events } = collect<MutationEvent | { type: 'welcome' }>((next) => {
      const subscription = client
        .listen(
          '*[_id in $ids]',
          { ids: ['post-4', 'drafts.post-4'] },
          { includeResult: false, includeMutations: false, events: ['welcome', 'mutation'] },
        )
        .subscribe(next);
      return () => subscription.unsubscribe();
    }, 3);
    await welcomed;
    const { transactionId } = await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.post-4',
      publishedId: 'post-4',
    });
    const received = (await events).filter((event): event is MutationEvent => event.type === 'mutation');
    expect(received.map((event) => [event.documentId, event.transition, event.transactionCurrentEvent])).toEqual(
      expect.arrayContaining([
        ['post-4', 'appear', expect.any(Number)],
        ['drafts.post-4', 'disappear', expect.any(Number)],
      ]),
    );
    for (const event of received) {
      expect(event).toMatchObject({ transactionId, transactionTotalEvents: 2 });
      expect(event).not.toHaveProperty('mutations');
      expect(event).not.toHaveProperty('result');
      expect(event).not.toHaveProperty('effects');
    }
    expect(received.map((event) => event.transactionCurrentEvent).sort()).toEqual([0, 1]);
  });
});

describe('the Live Content API stream (the Presentation tool keeps one open)', () => {
  it('says welcome through @sanity/client, and the CORS check it makes before reconnecting allows the origin', async () => {
    const welcomed = new Promise<string>((resolve, reject) => {
      const subscription = client.live.events().subscribe({
        next: (event) => {
          subscription.unsubscribe();
          resolve(event.type);
        },
        error: reject,
      });
    });
    expect(await welcomed).toBe('welcome');
    const cors = await fetch(`${server.httpUrl}/v2025-02-19/check/cors`, { headers: { origin: STUDIO_ORIGIN } });
    expect(await cors.json()).toEqual({ result: { allowed: true, withCredentials: true } });
    const other = await fetch(`${server.httpUrl}/v2025-02-19/check/cors`, { headers: { origin: 'http://localhost:3999' } });
    expect(await other.json()).toEqual({ result: { allowed: false, withCredentials: false } });
    expect(await (await fetch(`${server.httpUrl}/v2025-02-19/data/ping/${DATASET}`)).text()).toBe('PONG');
  });
});

describe('history', () => {
  it('returns a document at a revision and at a time', async () => {
    await client.mutate([{ createOrReplace: { _id: 'doc-h', _type: 'post', title: 'v1' } }], { transactionId: 'tx-h1' });
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.patch('doc-h').set({ title: 'v2' }).commit({ transactionId: 'tx-h2' });

    const atRevision = await client.request<{ documents: LakeDocument[] }>({
      url: `/data/history/${DATASET}/documents/doc-h?revision=tx-h1`,
    });
    expect(atRevision.documents).toEqual([expect.objectContaining({ _id: 'doc-h', title: 'v1', _rev: 'tx-h1' })]);
    const atTime = await client.request<{ documents: LakeDocument[] }>({ url: `/data/history/${DATASET}/documents/doc-h?time=${between}` });
    expect(atTime.documents[0]).toMatchObject({ title: 'v1' });
  });

  it('streams the transaction log as NDJSON with the options the Studio uses', async () => {
    const url = (query: string) => `${server.httpUrl}/v2025-02-19/data/history/${DATASET}/transactions/doc-h,drafts.doc-h?${query}`;
    const lines = async (query: string) => {
      const response = await fetch(url(query), { headers: { authorization: `Bearer ${lake.token}` } });
      expect(response.headers.get('content-type')).toContain('application/x-ndjson');
      return (await response.text())
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    };

    const all = await lines('excludeContent=true&includeIdentifiedDocumentsOnly=true&effectFormat=mendoza&fromTransaction=');
    expect(all.map((entry) => entry.id)).toEqual(['tx-h1', 'tx-h2']);
    expect(all[0]).toMatchObject({ author: 'plocaladmin', documentIDs: ['doc-h'], timestamp: expect.any(String) });
    const effects = all[1]?.effects as Record<string, { apply: unknown[] }>;
    expect(applyPatch({ _id: 'doc-h', title: 'v1' }, effects['doc-h']?.apply ?? [])).toMatchObject({ title: 'v2' });
    expect(all[0]?.mutations).toEqual([{ createOrReplace: { _id: 'doc-h', _type: 'post' } }]);

    const newest = await lines('reverse=true&limit=1&excludeMutations=true');
    expect(newest).toHaveLength(1);
    expect(newest[0]).toMatchObject({ id: 'tx-h2' });
    expect(newest[0]).not.toHaveProperty('mutations');
    expect(newest[0]).not.toHaveProperty('effects');

    expect((await lines('toTransaction=tx-h1')).map((entry) => entry.id)).toEqual(['tx-h1']);
  });

  it('lists the document group events, newest first, paged by limit and nextCursor', async () => {
    // The Studio (5 and 6) reads these by default (beta.eventsAPI.documents); see content-lake/store/document-events.ts.
    const url = (query: string) => `/data/history/${DATASET}/events/documents/drafts.doc-h?${query}`;
    expect(await client.request({ url: url('limit=100') })).toEqual({
      events: {
        'drafts.doc-h': [
          expect.objectContaining({ type: 'updateLiveDocument', documentId: 'doc-h', revisionId: 'tx-h2', author: 'plocaladmin' }),
          expect.objectContaining({ type: 'createLiveDocument', documentId: 'doc-h', revisionId: 'tx-h1' }),
        ],
      },
      nextCursor: '',
    });
    const first = await client.request<{ events: Record<string, Array<{ revisionId: string }>>; nextCursor: string }>({
      url: url('limit=1'),
    });
    expect(first.events['drafts.doc-h']?.map((event) => event.revisionId)).toEqual(['tx-h2']);
    const next = await client.request<{ events: Record<string, Array<{ revisionId: string }>>; nextCursor: string }>({
      url: url(`limit=1&nextCursor=${first.nextCursor}`),
    });
    expect(next).toEqual({ events: { 'drafts.doc-h': [expect.objectContaining({ revisionId: 'tx-h1' })] }, nextCursor: '' });
  });
});

describe('assets', () => {
  it('stores an uploaded image, creates its asset document and serves it', async () => {
    const document = await client.assets.upload('image', PNG, { filename: 'dot.png' });
    expect(document).toMatchObject({
      _id: expect.stringMatching(/^image-[a-f0-9]{40}-1x1-png$/),
      _type: 'sanity.imageAsset',
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'dot.png',
      size: PNG.length,
      metadata: { dimensions: { width: 1, height: 1, aspectRatio: 1 }, hasAlpha: true },
    });
    expect(document.url).toBe(`${server.httpUrl}/images/${PROJECT_ID}/${DATASET}/${document.sha1hash}-1x1.png`);
    expect(store.get(document._id)).toMatchObject({ _type: 'sanity.imageAsset' });

    // The original as uploaded; variants (w, fm...): content-lake-server-images.test.ts.
    const image = await fetch(document.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await readFile(path.join(dir, 'assets', 'images', `${document.sha1hash}-1x1.png`))).toEqual(PNG);

    // The Studio builds image URLs on its apiHost (@sanity/image-url): the HTTPS listener serves them too,
    // here over its HTTP/1.1 fallback.
    const overTls = await new Promise<{ status?: number; type?: string }>((resolve, reject) => {
      const url = `${server.httpsUrl}/images/${PROJECT_ID}/${DATASET}/${document.sha1hash}-1x1.png?w=64`;
      https
        .get(url, { rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve({ status: response.statusCode, type: response.headers['content-type'] });
        })
        .on('error', reject);
    });
    expect(overTls).toEqual({ status: 200, type: 'image/png' });

    const again = await client.assets.upload('image', PNG);
    expect(again._id).toBe(document._id);
  });

  it('stores files and refuses images it cannot read', async () => {
    const file = await client.assets.upload('file', Buffer.from('%PDF-1.4 tiny'), {
      filename: 'manual.pdf',
      contentType: 'application/pdf',
    });
    expect(file).toMatchObject({ _type: 'sanity.fileAsset', extension: 'pdf', mimeType: 'application/pdf' });
    const served = await fetch(file.url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    await expect(client.assets.upload('image', Buffer.from('not an image'))).rejects.toMatchObject({ statusCode: 400 });
    expect((await fetch(`${server.httpUrl}/images/${PROJECT_ID}/${DATASET}/..%2F..%2Fkeyvalue.json`)).status).toBe(404);
  });
});
