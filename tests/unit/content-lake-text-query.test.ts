import { describe, expect, it } from 'vitest';
import { runQuery } from '@/content-lake/store/run-query';

// Studio 6 lists and searches documents with `text::query()` (sanity: createSearchQuery, "findability-mvi:5"),
// which groq-js cannot evaluate; the stand-in reads `x match text::query($q)` as `x match $q`.

const dataset = [
  { _id: 'author-mira', _type: 'author', name: 'Mira Chen', role: { en: 'Writer' }, _updatedAt: '2026-01-02T00:00:00Z' },
  { _id: 'post-1', _type: 'post', title: 'Hello world', _updatedAt: '2026-01-03T00:00:00Z' },
  { _id: 'post-2', _type: 'post', title: 'Second post', _updatedAt: '2026-01-01T00:00:00Z' },
];
const context = { identity: 'plocaladmin' };

const listQuery = `// findability-mvi:5
// findability-source: list
*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery)) && (_type == $type)] {_type, _id, _originalId, "orderings": [_updatedAt]} | order(orderings[0] desc) [0...$__limit]`;

const referenceSearch = `// findability-mvi:5
*[_type in $__types] | score(boost(_type in ["author"] && name match text::query($__query), 10), boost(_type in ["author"] && role.en match text::query($__query), 5), ([@, _id] match text::query($__query) || references($__rawQuery))) [_score > 0] {_type, _id, _originalId, "orderings": [_score]} | order(orderings[0] desc) [0...$__limit]`;

describe('text::query in the local Content Lake', () => {
  it('lists every document of a type for the Studio\'s plain list (query "*"), in its order', async () => {
    const result = await runQuery(
      dataset,
      listQuery,
      { __types: ['post'], __limit: 101, __query: '*', __rawQuery: '', type: 'post' },
      context,
    );
    expect((result as Array<{ _id: string }>).map(({ _id }) => _id)).toEqual(['post-1', 'post-2']);
  });

  it('finds a reference by the prefix typed so far, and nothing for a word no field has', async () => {
    const found = await runQuery(
      dataset,
      referenceSearch,
      { __types: ['author'], __limit: 102, __query: 'Mira*', __rawQuery: 'Mira' },
      context,
    );
    expect((found as Array<{ _id: string }>).map(({ _id }) => _id)).toEqual(['author-mira']);
    const none = await runQuery(
      dataset,
      referenceSearch,
      { __types: ['author'], __limit: 102, __query: 'Zed*', __rawQuery: 'Zed' },
      context,
    );
    expect(none).toEqual([]);
  });
});
