import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentStore, type LocalContentStore } from '@/content-lake/store';
import { LakeError, type Mutation, type PatchBody, type Transaction } from '@/content-lake/types';

// POST /data/mutate semantics (https://www.sanity.io/docs/http-mutations) against a store in a temp folder.

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function openStore(): Promise<LocalContentStore> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-lake-mutations-'));
  const store = await createContentStore({ dir });
  cleanups.push(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
  return store;
}

const product = {
  _id: 'prod-1',
  _type: 'product',
  title: 'Blue Mug',
  count: 5,
  nested: { a: 1 },
  items: [
    { _key: 'k1', v: 1 },
    { _key: 'k2', v: 2 },
  ],
};

/** The document's own fields, without the system fields the store sets. */
const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt']);
function content(document: Record<string, unknown> | undefined) {
  return document && Object.fromEntries(Object.entries(document).filter(([key]) => !SYSTEM_FIELDS.has(key)));
}

async function rejection(promise: Promise<unknown>): Promise<LakeError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LakeError);
  return error as LakeError;
}

describe('patch operations (applied by @sanity/mutator)', () => {
  const cases: Array<[string, PatchBody, Record<string, unknown>]> = [
    ['set', { set: { title: 'Red Mug' } }, { title: 'Red Mug' }],
    ['set on a nested path', { set: { 'nested.b': 2 } }, { nested: { a: 1, b: 2 } }],
    ['setIfMissing on a present field', { setIfMissing: { title: 'Other' } }, {}],
    ['setIfMissing on a missing field', { setIfMissing: { subtitle: 'New' } }, { subtitle: 'New' }],
    ['unset a field', { unset: ['title'] }, { title: undefined }],
    ['unset an array item by _key', { unset: ['items[_key=="k1"]'] }, { items: [{ _key: 'k2', v: 2 }] }],
    ['inc', { inc: { count: 2 } }, { count: 7 }],
    ['dec', { dec: { count: 3 } }, { count: 2 }],
    [
      'insert after the last item',
      { insert: { after: 'items[-1]', items: [{ _key: 'k3', v: 3 }] } },
      { items: [...product.items, { _key: 'k3', v: 3 }] },
    ],
    [
      'insert before the first item',
      { insert: { before: 'items[0]', items: [{ _key: 'k0', v: 0 }] } },
      { items: [{ _key: 'k0', v: 0 }, ...product.items] },
    ],
    [
      'insert replacing an item',
      { insert: { replace: 'items[_key=="k1"]', items: [{ _key: 'kx', v: 9 }] } },
      {
        items: [
          { _key: 'kx', v: 9 },
          { _key: 'k2', v: 2 },
        ],
      },
    ],
    [
      'diffMatchPatch (the Studio string edit)',
      { diffMatchPatch: { title: '@@ -1,8 +1,25 @@\n Blue Mug\n+ (edited offline)\n' } },
      { title: 'Blue Mug (edited offline)' },
    ],
  ];

  it.each(cases)('%s', async (_name, patch, changed) => {
    const store = await openStore();
    const created = await store.transact([{ create: product }]);
    const patched = await store.transact([{ patch: { id: 'prod-1', ...patch } }]);
    const document = store.get('prod-1');
    const expected = { ...product, ...changed };
    for (const [key, value] of Object.entries(changed)) if (value === undefined) delete expected[key as keyof typeof expected];
    expect(content(document)).toEqual(expected);
    // Every change gets the transaction's id as _rev and its time as _updatedAt; _createdAt stays.
    expect(document?._rev).toBe(patched.id);
    expect(document?._updatedAt).toBe(patched.timestamp);
    expect(document?._createdAt).toBe(created.timestamp);
    expect(patched.changes).toMatchObject([{ id: 'prod-1', operation: 'update', previousRev: created.id, resultRev: patched.id }]);
  });
});

describe('create, createOrReplace, createIfNotExists, delete', () => {
  it('create generates an id, or a drafts. id for "drafts."', async () => {
    const store = await openStore();
    const tx = await store.transact([{ create: { _type: 'post' } }, { create: { _id: 'drafts.', _type: 'post' } }]);
    const [plain, draft] = tx.changes.map((change) => change.id);
    expect(plain).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft).toMatch(/^drafts\.[0-9a-f-]{36}$/);
    expect(store.get(draft ?? '')?._type).toBe('post');
  });

  it('create on an existing id fails with 409 and changes nothing', async () => {
    const store = await openStore();
    const first = await store.transact([{ create: product }]);
    const error = await rejection(store.transact([{ create: { ...product, title: 'Other' } }]));
    expect(error.status).toBe(409);
    expect(error.message).toBe('Document by ID "prod-1" already exists');
    expect(error.details).toMatchObject({ type: 'documentAlreadyExistsError', id: 'prod-1' });
    expect(store.get('prod-1')?._rev).toBe(first.id);
  });

  it('createOrReplace replaces the content, keeps _createdAt and gives a new _rev', async () => {
    const store = await openStore();
    const first = await store.transact([{ create: product }]);
    const second = await store.transact([{ createOrReplace: { _id: 'prod-1', _type: 'product', title: 'Only this' } }]);
    expect(content(store.get('prod-1'))).toEqual({ _id: 'prod-1', _type: 'product', title: 'Only this' });
    expect(store.get('prod-1')).toMatchObject({ _rev: second.id, _createdAt: first.timestamp, _updatedAt: second.timestamp });
  });

  it('createIfNotExists leaves an existing document alone (no change, same _rev)', async () => {
    const store = await openStore();
    const first = await store.transact([{ create: product }]);
    const again = await store.transact([{ createIfNotExists: { _id: 'prod-1', _type: 'product', title: 'Ignored' } }]);
    expect(again.changes).toEqual([]);
    expect(store.get('prod-1')).toMatchObject({ title: 'Blue Mug', _rev: first.id });
    await store.transact([{ createIfNotExists: { _id: 'prod-2', _type: 'product' } }]);
    expect(store.get('prod-2')?._type).toBe('product');
  });

  it('delete by id removes the document; a missing id is not an error', async () => {
    const store = await openStore();
    await store.transact([{ create: product }]);
    const tx = await store.transact([{ delete: { id: 'prod-1' } }, { delete: { id: 'nope' } }]);
    expect(store.get('prod-1')).toBeUndefined();
    expect(tx.changes).toMatchObject([{ id: 'prod-1', operation: 'delete', resultRev: null, after: null }]);
    expect(tx.mutations).toEqual([{ delete: { id: 'prod-1' } }]);
  });

  it('delete by query removes what matches, logged per id', async () => {
    const store = await openStore();
    await store.transact([
      { create: { _id: 'a', _type: 'post', n: 1 } },
      { create: { _id: 'b', _type: 'post', n: 2 } },
      { create: { _id: 'c', _type: 'page', n: 3 } },
    ]);
    const tx = await store.transact([{ delete: { query: '*[_type == $type]', params: { type: 'post' } } }]);
    expect(store.all().map((document) => document._id)).toEqual(['c']);
    expect(tx.mutations).toEqual([{ delete: { id: 'a' } }, { delete: { id: 'b' } }]);
  });

  it("evaluates a query mutation on the transaction's own earlier writes", async () => {
    const store = await openStore();
    const tx = await store.transact([
      { create: { _id: 'temp', _type: 'scratch' } },
      { patch: { query: '*[_type == "scratch"]', set: { seen: true } } },
      { delete: { query: '*[_type == "scratch" && seen]' } },
    ]);
    expect(store.get('temp')).toBeUndefined();
    expect(tx.changes).toEqual([]);
    expect(tx.mutations.map((mutation) => Object.keys(mutation)[0])).toEqual(['create', 'patch', 'delete']);
  });

  it('patch by query patches what matches', async () => {
    const store = await openStore();
    await store.transact([{ create: { _id: 'a', _type: 'post', n: 1 } }, { create: { _id: 'b', _type: 'page', n: 2 } }]);
    await store.transact([{ patch: { query: '*[_type == "post"]', inc: { n: 10 } } }]);
    expect(store.get('a')?.n).toBe(11);
    expect(store.get('b')?.n).toBe(2);
  });
});

describe('failures', () => {
  it.each<[string, Mutation[], number]>([
    ['a patch of a missing document', [{ patch: { id: 'missing', set: { a: 1 } } }], 404],
    ['a revision mismatch', [{ patch: { id: 'prod-1', ifRevisionID: 'stale', set: { title: 'x' } } }], 409],
    ['a change of _type', [{ patch: { id: 'prod-1', set: { _type: 'other' } } }], 400],
    ['createOrReplace without _id', [{ createOrReplace: { _type: 'x' } as never }], 400],
    ['create without _type', [{ create: { _id: 'x' } as never }], 400],
    ['a bad insert', [{ patch: { id: 'prod-1', insert: { items: [] } } }], 400],
  ])('%s is rejected, and the whole transaction with it', async (_name, failing, status) => {
    const store = await openStore();
    const first = await store.transact([{ create: product }]);
    const error = await rejection(store.transact([{ create: { _id: 'other', _type: 'x' } }, ...failing]));
    expect(error.status).toBe(status);
    expect(store.get('other')).toBeUndefined();
    expect(store.get('prod-1')?._rev).toBe(first.id);
    expect(store.transactionsFor(['other', 'prod-1'])).toHaveLength(1);
  });

  it('a matching ifRevisionID lets the patch through', async () => {
    const store = await openStore();
    const first = await store.transact([{ create: product }]);
    await store.transact([{ patch: { id: 'prod-1', ifRevisionID: first.id, set: { title: 'ok' } } }]);
    expect(store.get('prod-1')?.title).toBe('ok');
  });

  it('a transaction id can be used once; the id becomes the _rev', async () => {
    const store = await openStore();
    await store.transact([{ create: product }], { transactionId: 'tx-1', author: 'someone' });
    expect(store.get('prod-1')?._rev).toBe('tx-1');
    expect(store.transactionsFor(['prod-1'])[0]).toMatchObject({ id: 'tx-1', author: 'someone' });
    expect((await rejection(store.transact([{ create: { _type: 'x' } }], { transactionId: 'tx-1' }))).status).toBe(409);
  });
});

describe('ordering and notification', () => {
  it('serialises concurrent transactions and notifies in commit order', async () => {
    const store = await openStore();
    await store.transact([{ create: product }]);
    const seen: Transaction[] = [];
    store.subscribe((transaction) => seen.push(transaction));
    const results = await Promise.all(Array.from({ length: 20 }, () => store.transact([{ patch: { id: 'prod-1', inc: { count: 1 } } }])));
    expect(store.get('prod-1')?.count).toBe(25);
    expect(seen.map((transaction) => transaction.id)).toEqual(results.map((transaction) => transaction.id));
    // Each transaction saw the previous one's result: the revisions form one chain.
    seen.slice(1).forEach((transaction, index) => {
      expect(transaction.changes[0]?.previousRev).toBe(seen[index]?.id);
    });
  });

  it('keeps a failing listener from affecting the commit', async () => {
    const store = await openStore();
    store.subscribe(() => {
      throw new Error('listener bug');
    });
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await expect(store.transact([{ create: product }])).resolves.toMatchObject({ changes: [{ id: 'prod-1' }] });
    } finally {
      console.error = quiet;
    }
  });

  it('logs creates with the document as stored, so replaying them reproduces it', async () => {
    const store = await openStore();
    const tx = await store.transact([{ create: { ...product, _id: 'drafts.' } }]);
    const [logged] = tx.mutations;
    const id = tx.changes[0]?.id ?? '';
    expect(logged).toEqual({ create: store.get(id) });
  });
});
