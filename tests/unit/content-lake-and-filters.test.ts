import fc from 'fast-check';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { runQuery } from '@/content-lake/store/run-query';

// The local Content Lake evaluates `*[a && b]` as `*[a][b]` (content-lake/store/run-query.ts), because groq-js works
// out both sides of `&&` for every document. Whatever the documents, the answer is groq-js's own for the query as
// written: the same documents, in the same order, with `^`, subqueries, nulls and missing fields.

const QUERIES = [
  '*[_type == "page" && language == "en" && !(path in *[_type == "page" && language == "zh_CN"].path)]._id',
  '*[_type == "page" && count(*[_type == "page" && path == ^.path && _id != ^._id]) > 0]._id',
  '*[language == "en" && path != null && defined(rank) && rank > 1] | order(rank desc, _id asc) { _id, rank }',
  '*[_type == "post"]{ _id, "twins": *[_type == "post" && path == ^.path && language != ^.language]._id }',
  '*[(_type == "page" || language == "zh_CN") && !(rank < 2) && rank != null]._id',
  'count(*[_type == "post" && language == $locale && (rank > $min && rank < 9)])',
  '*[_type == "page"][0...2]{ "same": *[path == ^.path && language == ^.language && _type == ^._type]._id }',
];

const documents = fc.uniqueArray(
  fc
    .record(
      {
        _id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
        _type: fc.constantFrom('page', 'post'),
        language: fc.constantFrom('en', 'zh_CN', null),
        path: fc.constantFrom('/one', '/two', '/three'),
        rank: fc.integer({ min: 0, max: 4 }),
      },
      { requiredKeys: ['_id', '_type'] },
    )
    .map((document) => ({ ...document })), // documents as JSON makes them: with Object's prototype
  { selector: ({ _id }) => _id, maxLength: 8 },
);

async function asGroqJsAnswers(query: string, dataset: object[], params: Record<string, unknown>) {
  return (await evaluate(parse(query, { params }), { dataset, params })).get();
}

describe('&& in the local Content Lake', () => {
  it.each(QUERIES)('%s answers as groq-js does', async (query) => {
    await fc.assert(
      fc.asyncProperty(documents, fc.constantFrom('en', 'zh_CN'), fc.integer({ min: 0, max: 3 }), async (dataset, locale, min) => {
        const params = { locale, min };
        expect(await runQuery(dataset, query, params, { identity: 'p1' })).toEqual(await asGroqJsAnswers(query, dataset, params));
      }),
      { numRuns: 150 },
    );
  });

  it('runs a subquery only for the documents the conditions before it let through', async () => {
    // A thousand documents, ten of them English pages: the subquery of the Translations view runs ten times.
    const dataset = Array.from({ length: 1000 }, (_, index) => ({
      _id: `doc-${index}`,
      _type: index < 20 ? 'page' : 'uiMessage',
      language: index % 2 ? 'zh_CN' : 'en',
      path: `/p${index % 10}`,
    }));
    const started = process.cpuUsage();
    const missing = await runQuery(
      dataset,
      '*[_type == "page" && language == "en" && !(path in *[_type == "page" && language == "zh_CN"].path)]._id',
      {},
      { identity: 'p1' },
    );
    const { user } = process.cpuUsage(started);
    expect(missing).toEqual(['doc-0', 'doc-2', 'doc-4', 'doc-6', 'doc-8', 'doc-10', 'doc-12', 'doc-14', 'doc-16', 'doc-18']);
    // Once per document would be a million evaluations, seconds of CPU; ten times is a few milliseconds.
    expect(user).toBeLessThan(1_000_000);
  });
});
