import { bundledDocuments } from './index';

/** The bundled dataset as NDJSON, one document per line, the format `sanity dataset import` reads. */
export function bundledDataset(documents = bundledDocuments): string {
  const ids = new Set<string>();
  for (const { _id } of documents) {
    if (ids.has(_id)) throw new Error(`Two bundled documents have the id "${_id}".`);
    ids.add(_id);
  }
  return documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n';
}
