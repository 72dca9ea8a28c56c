import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentStore, type LocalContentStore } from '@/content-lake/store';
import type { DocumentAction, LakeDocument, Transaction } from '@/content-lake/types';

// History as the Studio reads it: /data/history/:ds/documents/:ids?revision|time (createHistoryStore) and
// /data/history/:ds/transactions/:ids (TimelineController, getTransactionsLogs), with mendoza effects.

let dir: string;
let store: LocalContentStore;
/** seed, edit 1 (draft created), edit 2, publish, other doc, edit 3, delete draft. */
const tx: Transaction[] = [];

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
const edit = (patch: Record<string, unknown>): DocumentAction => ({
  actionType: 'sanity.action.document.edit',
  draftId: 'drafts.post-1',
  publishedId: 'post-1',
  patch,
});
const withoutRev = (document: LakeDocument | undefined) =>
  document ? Object.fromEntries(Object.entries(document).filter(([key]) => key !== '_rev')) : null;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-lake-history-'));
  store = await createContentStore({ dir, seed: JSON.stringify({ _id: 'post-1', _type: 'post', title: 'v0', body: { en: 'text' } }) });
  const seed = store.transactionsFor(['post-1'])[0];
  if (!seed) throw new Error('seed transaction missing');
  const steps: Array<() => Promise<Transaction>> = [
    () => store.act([edit({ set: { title: 'v1' } })]),
    () => store.act([edit({ set: { 'body.en': 'more text' } })]),
    () => store.act([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.post-1', publishedId: 'post-1' }]),
    () => store.transact([{ create: { _id: 'other', _type: 'post' } }]),
    () => store.act([edit({ set: { title: 'v3' }, unset: ['body'] })]),
    () => store.act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.post-1' }]),
  ];
  tx.push({ ...seed, mutations: [], changes: [] });
  for (const step of steps) {
    await pause();
    tx.push(await step());
    await pause();
  }
});

afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const id = (index: number) => tx[index]?.id ?? '';

describe('documentAtRevision', () => {
  it.each<[string, string, number, unknown]>([
    ['the published document at the seed', 'post-1', 0, 'v0'],
    ['the draft at its first edit', 'drafts.post-1', 1, 'v1'],
    ['the published document while only the draft changed', 'post-1', 2, 'v0'],
    ['the published document at publish', 'post-1', 3, 'v1'],
    ['the draft at publish (deleted then)', 'drafts.post-1', 3, undefined],
    ['the new draft after publish', 'drafts.post-1', 5, 'v3'],
    ['the draft after discard', 'drafts.post-1', 6, undefined],
  ])('%s', (_name, documentId, index, title) => {
    expect(store.documentAtRevision(documentId, id(index))?.title).toBe(title);
  });

  it('returns, for a pair at one revision, exactly one document whose _rev is that revision', () => {
    const pair = ['post-1', 'drafts.post-1'].map((documentId) => store.documentAtRevision(documentId, id(3)));
    expect(pair.filter((document) => document?._rev === id(3)).map((document) => document?._id)).toEqual(['post-1']);
  });

  it('knows no unknown revision', () => {
    expect(store.documentAtRevision('post-1', 'no-such-transaction')).toBeUndefined();
  });
});

describe('documentAtTime and documentAtLastRevision', () => {
  it('gives the state at a moment between transactions', () => {
    const justAfter = (index: number) => new Date(Date.parse(tx[index]?.timestamp ?? '') + 1);
    expect(store.documentAtTime('drafts.post-1', justAfter(2))?.body).toEqual({ en: 'more text' });
    expect(store.documentAtTime('drafts.post-1', justAfter(3))).toBeUndefined();
    expect(store.documentAtTime('drafts.post-1', new Date(0))).toBeUndefined();
  });

  it('finds the last existing version of a deleted document', () => {
    expect(store.get('drafts.post-1')).toBeUndefined();
    expect(store.documentAtLastRevision('drafts.post-1')).toMatchObject({ title: 'v3', _rev: id(5) });
  });
});

describe('transactionsFor', () => {
  const ids = (entries: Array<{ id: string }>) => entries.map((entry) => entry.id);

  it('lists the transactions touching the ids, oldest first', () => {
    expect(ids(store.transactionsFor(['post-1', 'drafts.post-1']))).toEqual([0, 1, 2, 3, 5, 6].map(id));
    expect(ids(store.transactionsFor(['other']))).toEqual([id(4)]);
  });

  it.each<[string, Parameters<LocalContentStore['transactionsFor']>[1], number[]]>([
    ['reverse', { reverse: true }, [6, 5, 3, 2, 1, 0]],
    ['limit keeps the oldest', { limit: 2 }, [0, 1]],
    ["reverse + limit keeps the newest (the Timeline's paging)", { reverse: true, limit: 2 }, [6, 5]],
    ['fromTransaction is inclusive', { fromTransaction: 'FROM' }, [3, 5, 6]],
    ['toTransaction is inclusive', { toTransaction: 'TO' }, [0, 1, 2]],
    ['reverse up to a transaction (the Timeline fetching older entries)', { reverse: true, toTransaction: 'TO', limit: 2 }, [2, 1]],
    ['an empty fromTransaction (as the Studio sends it) is no bound', { fromTransaction: '' }, [0, 1, 2, 3, 5, 6]],
  ])('%s', (_name, options, expected) => {
    const resolved = { ...options };
    if (resolved.fromTransaction === 'FROM') resolved.fromTransaction = id(3);
    if (resolved.toTransaction === 'TO') resolved.toTransaction = id(2);
    expect(ids(store.transactionsFor(['post-1', 'drafts.post-1'], resolved))).toEqual(expected.map(id));
  });

  it('bounds by time', () => {
    const from = new Date(tx[2]?.timestamp ?? '');
    const to = new Date(tx[3]?.timestamp ?? '');
    expect(ids(store.transactionsFor(['post-1', 'drafts.post-1'], { fromTime: from, toTime: to }))).toEqual([2, 3].map(id));
  });

  it('throws a 404 for an unknown bound', () => {
    expect(() => store.transactionsFor(['post-1'], { fromTransaction: 'nope' })).toThrow(expect.objectContaining({ status: 404 }));
  });

  it('describes a publish as the Studio expects: both ids, author, time, the draft deleted', () => {
    const [entry] = store.transactionsFor(['post-1', 'drafts.post-1'], { fromTransaction: id(3), limit: 1 });
    expect(entry).toMatchObject({ id: id(3), author: 'plocaladmin', timestamp: tx[3]?.timestamp });
    expect(entry?.documentIDs.sort()).toEqual(['drafts.post-1', 'post-1']);
    expect(entry?.effects['drafts.post-1']?.apply).toEqual([0, null]);
    expect(entry?.mutations).toEqual([{ createOrReplace: store.documentAtRevision('post-1', id(3)) }, { delete: { id: 'drafts.post-1' } }]);
  });

  it('keeps to the requested ids unless told otherwise', () => {
    const [only] = store.transactionsFor(['drafts.post-1'], { fromTransaction: id(3), limit: 1 });
    expect(only?.documentIDs).toEqual(['drafts.post-1']);
    expect(Object.keys(only?.effects ?? {})).toEqual(['drafts.post-1']);
    expect(only?.mutations).toEqual([{ delete: { id: 'drafts.post-1' } }]);
    const [all] = store.transactionsFor(['drafts.post-1'], { fromTransaction: id(3), limit: 1, includeIdentifiedDocumentsOnly: false });
    expect(all?.documentIDs.sort()).toEqual(['drafts.post-1', 'post-1']);
  });

  it("lets the Timeline align: the newest entry up to a document's _rev is that _rev", () => {
    const published = store.get('post-1');
    const [newest] = store.transactionsFor(['post-1', 'drafts.post-1'], { reverse: true, toTransaction: published?._rev, limit: 1 });
    expect(newest?.id).toBe(published?._rev);
  });
});

describe('effects replay', () => {
  it.each(['post-1', 'drafts.post-1'])('applying every effect of %s rebuilds each version, and reverting undoes them', (documentId) => {
    const entries = store.transactionsFor([documentId]);
    let value: unknown = null;
    for (const entry of entries) {
      const effects = entry.effects[documentId];
      if (!effects) throw new Error(`no effects for ${documentId} in ${entry.id}`);
      const next = applyPatch(value, effects.apply);
      expect(next).toEqual(withoutRev(store.documentAtRevision(documentId, entry.id)));
      expect(applyPatch(next, effects.revert)).toEqual(value);
      value = next;
    }
    expect(value).toEqual(withoutRev(store.get(documentId)));
  });
});
