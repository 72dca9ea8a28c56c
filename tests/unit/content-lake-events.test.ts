import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentStore, type LocalContentStore } from '@/content-lake/store';
import { documentGroupEvents, groupIds } from '@/content-lake/store/document-events';
import type { DocumentAction, Transaction } from '@/content-lake/types';

// The document group events of /data/history/:ds/events/documents/:id, which the Studio's events store (the default,
// beta.eventsAPI.documents) builds the History tab and Review changes' From/To from (sanity: core/store/events).

let dir: string;
let store: LocalContentStore;
const tx: Transaction[] = [];
const seedId = () => store.transactionsFor(['post-1'])[0]?.id;

const edit = (patch: Record<string, unknown>): DocumentAction => ({
  actionType: 'sanity.action.document.edit',
  draftId: 'drafts.post-1',
  publishedId: 'post-1',
  patch,
});
const events = (id = 'drafts.post-1') => documentGroupEvents(id, store.transactionsFor(groupIds(id)));
const summary = (id?: string) => events(id).map((event) => [event.type, event.versionRevisionId ?? event.revisionId ?? null]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-lake-events-'));
  store = await createContentStore({ dir, seed: JSON.stringify({ _id: 'post-1', _type: 'post', title: 'v0' }) });
});

afterAll(async () => {
  await store?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('document group events', () => {
  it('a seeded published document: created live, then the edit that creates the draft is a createDocumentVersion', async () => {
    expect(summary()).toEqual([['createLiveDocument', seedId()]]);
    tx.push(await store.act([edit({ set: { title: 'v1' } })]));
    tx.push(await store.act([edit({ set: { title: 'v2' } })]));
    // Newest first; further edits of the draft are not events (the Studio reads them from the translog).
    expect(summary()).toEqual([
      ['createDocumentVersion', tx[0]?.id],
      ['createLiveDocument', seedId()],
    ]);
    expect(events()[0]).toMatchObject({
      documentId: 'post-1',
      versionId: 'drafts.post-1',
      author: tx[0]?.author,
      timestamp: tx[0]?.timestamp,
    });
    // The published document's own events are the same group's.
    expect(summary('post-1')).toEqual(summary());
  });

  it('publish names the published revision and the draft revision it published; discard, unpublish and delete follow', async () => {
    tx.push(await store.act([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.post-1', publishedId: 'post-1' }]));
    expect(events()[0]).toMatchObject({
      type: 'publishDocumentVersion',
      revisionId: tx[2]?.id,
      versionRevisionId: tx[1]?.id,
      publishCause: 'document.publish',
    });
    tx.push(await store.act([edit({ set: { title: 'v3' } })]));
    tx.push(await store.act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.post-1' }]));
    expect(summary().slice(0, 2)).toEqual([
      ['deleteDocumentVersion', tx[3]?.id],
      ['createDocumentVersion', tx[3]?.id],
    ]);
    tx.push(await store.act([{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.post-1', publishedId: 'post-1' }]));
    expect(events()[0]).toMatchObject({ type: 'unpublishDocument', versionId: 'drafts.post-1', versionRevisionId: tx[5]?.id });
    tx.push(await store.act([{ actionType: 'sanity.action.document.delete', publishedId: 'post-1', includeDrafts: ['drafts.post-1'] }]));
    expect(summary()).toEqual([
      ['deleteDocumentGroup', null],
      ['unpublishDocument', tx[5]?.id],
      ['deleteDocumentVersion', tx[3]?.id],
      ['createDocumentVersion', tx[3]?.id],
      ['publishDocumentVersion', tx[1]?.id],
      ['createDocumentVersion', tx[0]?.id],
      ['createLiveDocument', seedId()],
    ]);
  });

  it('raw mutations of a published document are live events', async () => {
    const created = await store.transact([{ create: { _id: 'live-1', _type: 'post', title: 'a' } }]);
    const updated = await store.transact([{ patch: { id: 'live-1', set: { title: 'b' } } }]);
    expect(summary('live-1')).toEqual([
      ['updateLiveDocument', updated.id],
      ['createLiveDocument', created.id],
    ]);
  });
});
