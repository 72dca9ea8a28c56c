import { appendFile, copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentStore, type ContentStoreOptions, type LocalContentStore } from '@/content-lake/store';

// The store's folder survives a close, a torn journal append, compaction, and a crash during compaction.

const dirs: string[] = [];
const open: LocalContentStore[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function newDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-lake-durability-'));
  dirs.push(dir);
  return dir;
}

async function openStore(options: ContentStoreOptions): Promise<LocalContentStore> {
  const store = await createContentStore(options);
  open.push(store);
  return store;
}

async function closeStore(store: LocalContentStore): Promise<void> {
  open.splice(open.indexOf(store), 1);
  await store.close();
}

/** Five transactions on two documents: creates, patches, a publish and a delete. */
async function writeSome(store: LocalContentStore): Promise<void> {
  await store.transact([{ create: { _id: 'drafts.a', _type: 'post', title: 'A' } }]);
  await store.act([{ actionType: 'sanity.action.document.edit', draftId: 'drafts.a', publishedId: 'a', patch: { set: { title: 'A2' } } }]);
  await store.act([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.a', publishedId: 'a' }]);
  await store.transact([{ create: { _id: 'b', _type: 'post', n: 1 } }]);
  await store.transact([{ patch: { id: 'b', inc: { n: 1 } } }]);
}

/** Everything a reader can see: documents, and the full history with effects. */
function everything(store: LocalContentStore) {
  const documents = [...store.all()].sort((x, y) => x._id.localeCompare(y._id));
  const ids = ['a', 'drafts.a', 'b', ...documents.map((document) => document._id)];
  return { documents, history: store.transactionsFor(ids) };
}

const journalOf = (dir: string) => path.join(dir, 'journal.ndjson');

describe('reopening', () => {
  it('brings back every document and the whole history', async () => {
    const dir = await newDir();
    const store = await openStore({ dir });
    await writeSome(store);
    const before = everything(store);
    expect(before.history).toHaveLength(5);
    await closeStore(store);
    expect(everything(await openStore({ dir }))).toEqual(before);
  });

  it('journals an edit as a patch, not as the whole document, and rebuilds it on reopen', async () => {
    const dir = await newDir();
    const store = await openStore({ dir });
    const body = 'x'.repeat(20_000);
    await store.transact([{ create: { _id: 'page', _type: 'page', title: 'a', body } }]);
    await store.transact([{ patch: { id: 'page', set: { title: 'b', 'seo.title': 'c' } } }]);
    const expected = store.get('page');
    await closeStore(store);
    const lines = (await readFile(journalOf(dir), 'utf8')).split('\n').filter(Boolean);
    expect(lines[1]?.length).toBeLessThan(1_000);
    expect((await openStore({ dir })).get('page')).toEqual(expected);
  });

  it('imports the seed on first open only, as one transaction', async () => {
    const dir = await newDir();
    const seed = await readFile(path.join(process.cwd(), 'content', 'production.ndjson'), 'utf8');
    const lines = seed.split('\n').filter((line) => line.trim() !== '');
    const store = await openStore({ dir, seed });
    expect(store.all()).toHaveLength(lines.length);
    const [first] = lines.map((line) => JSON.parse(line) as { _id: string; _createdAt?: string });
    const imported = store.get(first?._id ?? '');
    expect(imported?._createdAt).toBe(first?._createdAt);
    const revisions = new Set(store.all().map((document) => document._rev));
    expect(revisions.size).toBe(1);
    expect(store.transactionsFor([first?._id ?? ''])[0]?.id).toBe(imported?._rev);
    expect(store.all().some((document) => document._id.startsWith('drafts.'))).toBe(true);
    await closeStore(store);

    const again = await openStore({ dir, seed: JSON.stringify({ _id: 'other', _type: 'x' }) });
    expect(again.get('other')).toBeUndefined();
    expect(again.all()).toHaveLength(lines.length);
  });

  it('refuses a second store on the same folder', async () => {
    const dir = await newDir();
    await openStore({ dir });
    await expect(createContentStore({ dir })).rejects.toThrow(/already open/);
  });
});

describe('a torn journal', () => {
  it('drops a half-written last line, keeps everything acknowledged, and keeps working', async () => {
    const dir = await newDir();
    const store = await openStore({ dir });
    await writeSome(store);
    const before = everything(store);
    await closeStore(store);
    const size = (await stat(journalOf(dir))).size;
    await appendFile(journalOf(dir), '{"seq":6,"id":"torn","timestamp":"2026-01-01T00:00:00.000Z","author":"x","mutations":[{"cre');

    const reopened = await openStore({ dir });
    expect(everything(reopened)).toEqual(before);
    expect((await stat(journalOf(dir))).size).toBe(size);
    await reopened.transact([{ patch: { id: 'b', inc: { n: 1 } } }]);
    await closeStore(reopened);

    const third = await openStore({ dir });
    expect(third.get('b')?.n).toBe(3);
    expect(third.transactionsFor(['a', 'drafts.a', 'b'])).toHaveLength(6);
  });

  it('drops a damaged last line that ends in a newline (e.g. zero-filled by a crash)', async () => {
    const dir = await newDir();
    const store = await openStore({ dir });
    await writeSome(store);
    await closeStore(store);
    await appendFile(journalOf(dir), '\0\0\0\0\n');
    expect((await openStore({ dir })).get('b')?.n).toBe(2);
  });

  it('refuses to open when damage is followed by more records, instead of silently losing them', async () => {
    const dir = await newDir();
    const store = await openStore({ dir });
    await writeSome(store);
    await closeStore(store);
    const lines = (await readFile(journalOf(dir), 'utf8')).split('\n');
    lines[1] = '{"broken';
    await writeFile(journalOf(dir), lines.join('\n'));
    await expect(createContentStore({ dir })).rejects.toThrow(/line 2 is damaged/);
  });
});

describe('compaction', () => {
  it('moves the journal into the snapshot, history included, and reopens from both', async () => {
    const dir = await newDir();
    const store = await openStore({ dir });
    await writeSome(store);
    await store.compact();
    expect((await stat(journalOf(dir))).size).toBe(0);
    await store.transact([{ patch: { id: 'b', set: { after: 'compaction' } } }]);
    const before = everything(store);
    await closeStore(store);

    const reopened = await openStore({ dir });
    expect(everything(reopened)).toEqual(before);
    expect(reopened.transactionsFor(['a', 'drafts.a', 'b'])).toHaveLength(6);
  });

  it('compacts by itself every compactEvery transactions', async () => {
    const dir = await newDir();
    const store = await openStore({ dir, compactEvery: 2 });
    await writeSome(store);
    const journalLines = (await readFile(journalOf(dir), 'utf8')).split('\n').filter(Boolean);
    expect(journalLines).toHaveLength(1);
    const before = everything(store);
    await closeStore(store);
    expect(everything(await openStore({ dir }))).toEqual(before);
  });

  it('survives a crash between writing the snapshot and emptying the journal', async () => {
    const dir = await newDir();
    const store = await openStore({ dir });
    await writeSome(store);
    await copyFile(journalOf(dir), `${journalOf(dir)}.before`);
    await store.compact();
    const before = everything(store);
    await closeStore(store);
    // As if the crash came after the snapshot's rename but before the journal was cleared.
    await copyFile(`${journalOf(dir)}.before`, journalOf(dir));
    await writeFile(path.join(dir, 'snapshot.ndjson.tmp'), 'half a compaction');

    const reopened = await openStore({ dir });
    expect(everything(reopened)).toEqual(before);
    await reopened.transact([{ create: { _id: 'c', _type: 'post' } }]);
    await closeStore(reopened);
    expect((await openStore({ dir })).get('c')?._type).toBe('post');
  });
});
