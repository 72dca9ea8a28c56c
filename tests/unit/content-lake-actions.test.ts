import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentStore, type LocalContentStore } from '@/content-lake/store';
import { type DocumentAction, LakeError } from '@/content-lake/types';

// POST /data/actions: the Studio's document operations (sanity: core/store/_legacy/document/document-pair/
// serverOperations), each one transaction of plain mutations.

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const SEED = [
  { _id: 'prod-1', _type: 'product', title: 'Blue Mug', _createdAt: '2025-06-02T09:00:00Z', _updatedAt: '2025-06-02T09:00:00Z' },
  { _id: 'drafts.prod-3', _type: 'product', title: 'Green Plate (draft only)' },
]
  .map((document) => JSON.stringify(document))
  .join('\n');

async function openStore(): Promise<{ store: LocalContentStore; seedRev: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-lake-actions-'));
  const store = await createContentStore({ dir, seed: SEED });
  cleanups.push(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
  return { store, seedRev: store.get('prod-1')?._rev ?? '' };
}

const edit = (patch: Record<string, unknown>, id = 'prod-1'): DocumentAction => ({
  actionType: 'sanity.action.document.edit',
  draftId: `drafts.${id}`,
  publishedId: id,
  patch,
});
const guard = edit({ unset: ['_empty_action_guard_pseudo_field_'] });

/** Raw documents as { id: [title, index of the step whose transaction wrote it ('seed' for the seed)] }. */
type RawState = Record<string, [unknown, number | 'seed']>;

describe('a Studio editing session, step by step (raw documents and revisions after each)', () => {
  const steps: Array<[string, (revs: string[]) => DocumentAction[], RawState]> = [
    [
      'the first edit creates the draft from the published document',
      () => [guard],
      { 'prod-1': ['Blue Mug', 'seed'], 'drafts.prod-1': ['Blue Mug', 0], 'drafts.prod-3': ['Green Plate (draft only)', 'seed'] },
    ],
    [
      'a diffMatchPatch edit changes the draft only',
      () => [edit({ diffMatchPatch: { title: '@@ -1,8 +1,14 @@\n Blue Mug\n+ (new)\n' } })],
      { 'prod-1': ['Blue Mug', 'seed'], 'drafts.prod-1': ['Blue Mug (new)', 1], 'drafts.prod-3': ['Green Plate (draft only)', 'seed'] },
    ],
    [
      'publish (guarded as the Studio does, by the published _rev) replaces the published document and deletes the draft',
      (revs) => [
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.prod-1',
          publishedId: 'prod-1',
          ifPublishedRevisionId: revs[0] ?? '',
        },
      ],
      { 'prod-1': ['Blue Mug (new)', 2], 'drafts.prod-3': ['Green Plate (draft only)', 'seed'] },
    ],
    [
      'unpublish turns the published document back into a draft',
      () => [{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.prod-1', publishedId: 'prod-1' }],
      { 'drafts.prod-1': ['Blue Mug (new)', 3], 'drafts.prod-3': ['Green Plate (draft only)', 'seed'] },
    ],
    [
      'publishing a never-published draft creates the published document',
      () => [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.prod-3', publishedId: 'prod-3' }],
      { 'drafts.prod-1': ['Blue Mug (new)', 3], 'prod-3': ['Green Plate (draft only)', 4] },
    ],
    [
      'two edits in one request are one transaction',
      () => [edit({ set: { title: 'Plate' } }, 'prod-3'), edit({ set: { price: 3 } }, 'prod-3')],
      { 'drafts.prod-1': ['Blue Mug (new)', 3], 'prod-3': ['Green Plate (draft only)', 4], 'drafts.prod-3': ['Plate', 5] },
    ],
    [
      'discard deletes the draft',
      () => [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.prod-3' }],
      { 'drafts.prod-1': ['Blue Mug (new)', 3], 'prod-3': ['Green Plate (draft only)', 4] },
    ],
    [
      'delete removes the published document and the drafts named',
      () => [{ actionType: 'sanity.action.document.delete', publishedId: 'prod-3', includeDrafts: [] }],
      { 'drafts.prod-1': ['Blue Mug (new)', 3] },
    ],
    [
      "version.discard deletes a never-published draft (the Studio's delete for those)",
      () => [{ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.prod-1' }],
      {},
    ],
  ];

  it('follows the whole sequence', async () => {
    const { store, seedRev } = await openStore();
    const revs: string[] = [];
    for (const [name, actions, expected] of steps) {
      const transaction = await store.act(actions([seedRev, ...revs]));
      revs.push(transaction.id);
      const raw = Object.fromEntries(store.all().map((document) => [document._id, [document.title, document._rev]]));
      const wanted = Object.fromEntries(
        Object.entries(expected).map(([id, [title, step]]) => [id, [title, step === 'seed' ? seedRev : revs[step]]]),
      );
      expect(raw, name).toEqual(wanted);
    }
  });

  it('keeps _createdAt: a draft made from the published document, and the published one on publish', async () => {
    const { store } = await openStore();
    await store.act([guard]);
    expect(store.get('drafts.prod-1')?._createdAt).toBe('2025-06-02T09:00:00Z');
    const published = await store.act([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.prod-1', publishedId: 'prod-1' }]);
    expect(store.get('prod-1')).toMatchObject({ _createdAt: '2025-06-02T09:00:00Z', _updatedAt: published.timestamp, _rev: published.id });
  });
});

describe('create, replaceDraft and restore', () => {
  it("creates a draft from the Studio's attributes, replacing the _rev it sent", async () => {
    const { store } = await openStore();
    const attributes = { _id: 'drafts.new-1', _type: 'product', _createdAt: '2026-01-01T00:00:00.000Z', _rev: 'client-guess' };
    const tx = await store.act([{ actionType: 'sanity.action.document.create', publishedId: 'new-1', attributes, ifExists: 'fail' }], {
      transactionId: 'client-guess',
    });
    expect(store.get('drafts.new-1')).toMatchObject({ _type: 'product', _rev: tx.id, _createdAt: '2026-01-01T00:00:00.000Z' });
  });

  it('ifExists "ignore" leaves an existing draft as it is', async () => {
    const { store, seedRev } = await openStore();
    const tx = await store.act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'prod-3',
        attributes: { _id: 'drafts.prod-3', _type: 'product', title: 'x' },
        ifExists: 'ignore',
      },
    ]);
    expect(tx.changes).toEqual([]);
    expect(store.get('drafts.prod-3')).toMatchObject({ title: 'Green Plate (draft only)', _rev: seedRev });
  });

  it("replaceDraft without draftId (the Studio's history restore) replaces drafts.<publishedId>", async () => {
    const { store } = await openStore();
    await store.act([
      {
        actionType: 'sanity.action.document.replaceDraft',
        publishedId: 'prod-1',
        attributes: { _id: 'drafts.prod-1', _type: 'product', title: 'Restored' },
      },
    ]);
    expect(store.get('drafts.prod-1')?.title).toBe('Restored');
  });

  it('restores a deleted document with create + replaceDraft in one transaction', async () => {
    const { store } = await openStore();
    await store.act([{ actionType: 'sanity.action.document.delete', publishedId: 'prod-1', includeDrafts: [] }]);
    const attributes = { _id: 'drafts.prod-1', _type: 'product', title: 'Blue Mug' };
    const tx = await store.act([
      { actionType: 'sanity.action.document.create', publishedId: 'prod-1', attributes, ifExists: 'fail' },
      { actionType: 'sanity.action.document.replaceDraft', publishedId: 'prod-1', attributes },
    ]);
    expect(tx.changes).toMatchObject([{ id: 'drafts.prod-1', operation: 'create' }]);
  });
});

describe('refusals', () => {
  const cases: Array<[string, DocumentAction[], number]> = [
    ['publish without a draft', [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.prod-1', publishedId: 'prod-1' }], 404],
    [
      'publish over a changed published document',
      [
        guard,
        { actionType: 'sanity.action.document.publish', draftId: 'drafts.prod-1', publishedId: 'prod-1', ifPublishedRevisionId: 'stale' },
      ],
      409,
    ],
    [
      'publish with the object form of a stale guard',
      [
        guard,
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.prod-1',
          publishedId: 'prod-1',
          ifPublishedRevisionId: { revisionId: 'stale' },
        },
      ],
      409,
    ],
    [
      'publish of a changed draft',
      [
        guard,
        { actionType: 'sanity.action.document.publish', draftId: 'drafts.prod-1', publishedId: 'prod-1', ifDraftRevisionId: 'stale' },
      ],
      409,
    ],
    [
      'publish guarded on a published document that does not exist',
      [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.prod-3', publishedId: 'prod-3', ifPublishedRevisionId: 'x' }],
      409,
    ],
    [
      'unpublish of a document never published',
      [{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.prod-3', publishedId: 'prod-3' }],
      404,
    ],
    ['discard without a draft', [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.prod-1' }], 404],
    [
      'delete while a draft exists that was not named',
      [guard, { actionType: 'sanity.action.document.delete', publishedId: 'prod-1', includeDrafts: [] }],
      409,
    ],
    ['delete of nothing', [{ actionType: 'sanity.action.document.delete', publishedId: 'nothing', includeDrafts: [] }], 404],
    [
      'create when the published document exists',
      [
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'prod-1',
          attributes: { _id: 'drafts.prod-1', _type: 'product' },
          ifExists: 'fail',
        },
      ],
      409,
    ],
    [
      'create when the draft exists',
      [
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'prod-3',
          attributes: { _id: 'drafts.prod-3', _type: 'product' },
          ifExists: 'fail',
        },
      ],
      409,
    ],
    ['edit of a document that does not exist', [edit({ set: { a: 1 } }, 'ghost')], 404],
    [
      'replaceDraft of a document that does not exist',
      [{ actionType: 'sanity.action.document.replaceDraft', publishedId: 'ghost', attributes: { _type: 'product' } }],
      404,
    ],
    ['an edit whose draft id belongs to another document', [{ ...guard, draftId: 'drafts.prod-3' } as DocumentAction], 400],
    ['an unknown action', [{ actionType: 'sanity.action.document.fly' } as unknown as DocumentAction], 400],
    ['an edit without ids', [{ actionType: 'sanity.action.document.edit', patch: {} } as unknown as DocumentAction], 400],
    [
      'a create without attributes',
      [{ actionType: 'sanity.action.document.create', publishedId: 'x', ifExists: 'fail' } as unknown as DocumentAction],
      400,
    ],
    ['no actions', [], 400],
  ];

  it.each(cases)('%s (all-or-nothing)', async (_name, actions, status) => {
    const { store } = await openStore();
    const before = store.all();
    const error = await store.act(actions).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(LakeError);
    expect((error as LakeError).status).toBe(status);
    expect(store.all()).toEqual(before);
  });
});
