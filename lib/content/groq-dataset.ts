import { evaluate, parse } from 'groq-js';
import type { ContentParams } from './content-source';

// The in-process Content Lake: GROQ evaluated by groq-js over a list of documents. Pure (no I/O), so
// the queries of lib/content/queries.ts can be tested against hand-made documents.

export interface ContentDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Documents of `sanity dataset import` NDJSON: one JSON document per line, blank lines allowed. */
export function parseNdjson(text: string, source = 'dataset'): ContentDocument[] {
  const documents: ContentDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(`${source}:${index + 1} is not valid JSON`, { cause: error });
    }
    if (!isDocument(value)) throw new Error(`${source}:${index + 1} is not a document (needs _id and _type)`);
    documents.push(value);
  });
  return documents;
}

/** The published perspective: drafts and release versions stay in the Studio. */
export function publishedDocuments(documents: readonly ContentDocument[]): ContentDocument[] {
  return documents.filter(({ _id }) => !_id.startsWith('drafts.') && !_id.startsWith('versions.'));
}

/** Evaluates a query over the given documents (already filtered to the perspective wanted). */
export async function evaluateQuery(
  documents: readonly ContentDocument[],
  query: string,
  params: ContentParams = {},
): Promise<unknown> {
  // Parameters go to the parser too: `title[$locale]` is a field access only when $locale is known
  // to be a string at parse time (otherwise groq-js reads it as a filter).
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: documents, params });
  return value.get();
}

function isDocument(value: unknown): value is ContentDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { _id, _type } = value as Record<string, unknown>;
  return typeof _id === 'string' && _id !== '' && typeof _type === 'string' && _type !== '';
}
