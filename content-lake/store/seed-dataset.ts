import { parseNdjson } from './ndjson';
import type { IncomingDocument } from '../types';

/** NDJSON as `sanity dataset import` reads it: the text, or a stream of it (e.g. fs.createReadStream). */
export type SeedSource = string | AsyncIterable<string | Uint8Array>;

export async function readSeedDocuments(source: SeedSource): Promise<Array<IncomingDocument & { _id: string }>> {
  return parseNdjson(await readAll(source), 'seed');
}

async function readAll(source: SeedSource): Promise<string> {
  if (typeof source === 'string') return source;
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of source) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}
