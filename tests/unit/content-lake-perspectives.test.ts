import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentStore, type LocalContentStore } from '@/content-lake/store';
import { LakeError, type Perspective } from '@/content-lake/types';

// GROQ under perspectives, with the shapes seen in the Studio trace (/work/shared/notes/studio-traffic.jsonl):
// prod-1 published only, prod-2 published with a draft, prod-3 a draft only, plus a release version.

let dir: string;
let store: LocalContentStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-lake-perspectives-'));
  const seed = [
    { _id: 'prod-1', _type: 'product', title: 'Blue Mug' },
    { _id: 'prod-2', _type: 'product', title: 'Red Teapot' },
    { _id: 'drafts.prod-2', _type: 'product', title: 'Red Teapot (edited)' },
    { _id: 'drafts.prod-3', _type: 'product', title: 'Green Plate (draft only)' },
    { _id: 'versions.rSpring.prod-1', _type: 'product', title: 'Blue Mug (spring)' },
    { _id: 'secrets.prod-9', _type: 'product', title: 'Private path' },
    {
      _id: 'page-home',
      _type: 'page',
      hero: { title: { en: 'Remap anything', zh_CN: '随心映射' } },
      related: { _type: 'reference', _ref: 'prod-2' },
    },
  ];
  store = await createContentStore({ dir, seed: seed.map((document) => JSON.stringify(document)).join('\n') });
});

afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const LIST = '*[_type == "product"] | order(_id) {_id, _originalId, title}';

describe('perspectives', () => {
  it.each<[Perspective, unknown]>([
    [
      'raw',
      [
        { _id: 'drafts.prod-2', _originalId: null, title: 'Red Teapot (edited)' },
        { _id: 'drafts.prod-3', _originalId: null, title: 'Green Plate (draft only)' },
        { _id: 'prod-1', _originalId: null, title: 'Blue Mug' },
        { _id: 'prod-2', _originalId: null, title: 'Red Teapot' },
        { _id: 'secrets.prod-9', _originalId: null, title: 'Private path' },
        { _id: 'versions.rSpring.prod-1', _originalId: null, title: 'Blue Mug (spring)' },
      ],
    ],
    [
      'published',
      [
        { _id: 'prod-1', _originalId: null, title: 'Blue Mug' },
        { _id: 'prod-2', _originalId: null, title: 'Red Teapot' },
        { _id: 'secrets.prod-9', _originalId: null, title: 'Private path' },
      ],
    ],
    [
      // An anonymous caller's: published, and nothing in a sub-path (an id with a dot).
      'public',
      [
        { _id: 'prod-1', _originalId: null, title: 'Blue Mug' },
        { _id: 'prod-2', _originalId: null, title: 'Red Teapot' },
      ],
    ],
    [
      // Drafts stand in for their published document under its id; _originalId says which was read.
      'drafts',
      [
        { _id: 'prod-1', _originalId: 'prod-1', title: 'Blue Mug' },
        { _id: 'prod-2', _originalId: 'drafts.prod-2', title: 'Red Teapot (edited)' },
        { _id: 'prod-3', _originalId: 'drafts.prod-3', title: 'Green Plate (draft only)' },
        { _id: 'secrets.prod-9', _originalId: 'secrets.prod-9', title: 'Private path' },
      ],
    ],
  ])('%s', async (perspective, expected) => {
    expect(await store.query(LIST, {}, perspective)).toEqual(expected);
  });

  it('follows references to the overlaid document in drafts', async () => {
    expect(await store.query('*[_id == "page-home"][0].related->title', {}, 'drafts')).toBe('Red Teapot (edited)');
    expect(await store.query('*[_id == "page-home"][0].related->title', {}, 'published')).toBe('Red Teapot');
  });

  it('sees a commit in the next query', async () => {
    await store.transact([{ patch: { id: 'prod-1', set: { title: 'Blue Mug 2' } } }]);
    expect(await store.query('*[_id == "prod-1"][0].title', {}, 'published')).toBe('Blue Mug 2');
    await store.transact([{ patch: { id: 'prod-1', set: { title: 'Blue Mug' } } }]);
  });
});

describe('GROQ evaluation', () => {
  it('passes params to the parser too, so title[$locale] is a field access', async () => {
    expect(await store.query('*[_id == $id][0].hero.title[$locale]', { id: 'page-home', locale: 'zh_CN' }, 'published')).toBe('随心映射');
  });

  it('answers identity() with the local user', async () => {
    expect(await store.query('identity()', {}, 'raw')).toBe('plocaladmin');
  });

  it("supports the Studio's sanity::versionOf and path() queries", async () => {
    expect(await store.query('*[sanity::versionOf($id)]._id | order(@)', { id: 'prod-1' }, 'raw')).toEqual([
      'prod-1',
      'versions.rSpring.prod-1',
    ]);
    expect(await store.query('*[_id in path("drafts.**")]._id | order(@)', {}, 'raw')).toEqual(['drafts.prod-2', 'drafts.prod-3']);
  });

  it('reports a syntax error as a 400 queryParseError', async () => {
    const error = await store.query('*[_type == ', {}, 'raw').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(LakeError);
    expect(error).toMatchObject({ status: 400, details: { type: 'queryParseError' } });
  });

  it('rejects an unknown perspective with a 400', async () => {
    const error = await store.query('*', {}, 'everything' as Perspective).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 400 });
  });
});
