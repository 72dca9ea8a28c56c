import type { IncomingDocument } from '../types';

// The stand-in's own reader of `sanity dataset import` NDJSON, the format it is seeded from (it imports
// nothing from the app, which reads the same format for its in-process source in lib/content).

export type DatasetDocument = IncomingDocument & { _id: string };

/** One JSON document per line, blank lines allowed; each needs an `_id` and a `_type`. */
export function parseNdjson(text: string, source = 'dataset'): DatasetDocument[] {
  const documents: DatasetDocument[] = [];
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

function isDocument(value: unknown): value is DatasetDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { _id, _type } = value as Record<string, unknown>;
  return typeof _id === 'string' && _id !== '' && typeof _type === 'string' && _type !== '';
}
