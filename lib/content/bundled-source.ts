import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClientReturn } from '@sanity/client';
import { unstable_cache } from 'next/cache';
import { log } from '@/lib/observability/log';
import type { ContentFetchOptions, ContentParams, ContentSource } from './content-source';
import { type ContentDocument, evaluateQuery, parseNdjson, publishedDocuments } from './groq-dataset';
import { documentCountQuery } from './queries';

// The embedded default (no SANITY_PROJECT_ID): the bundled dataset, read once per process and
// queried in-process.

/**
 * Reads content/production.ndjson. The path stays a literal inside the readFile call: Next's file
 * tracer then ships this one file, while a path passed in as a value makes it trace the whole project.
 */
export function readBundledDataset(): Promise<string> {
  return readFile(path.join(process.cwd(), 'content', 'production.ndjson'), 'utf8');
}

export interface BundledSourceOptions {
  /** Reads the NDJSON text; tests pass another file. */
  read?: () => Promise<string>;
  /** Names the file in parse errors. */
  name?: string;
}

interface LoadedDataset {
  documents: ContentDocument[];
  /** Hash of the file: part of every cache key, so an edited dataset never meets results cached from the old one. */
  version: string;
}

export function createBundledSource({
  read = readBundledDataset,
  name = 'content/production.ndjson',
}: BundledSourceOptions = {}): ContentSource {
  let loading: Promise<LoadedDataset> | undefined;

  function dataset(): Promise<LoadedDataset> {
    loading ??= read()
      .then((text) => ({
        documents: publishedDocuments(parseNdjson(text, name)),
        version: createHash('sha256').update(text).digest('hex').slice(0, 16),
      }))
      .catch((error: unknown) => {
        // Let the next request try again instead of keeping the failure for the process' lifetime.
        loading = undefined;
        throw error;
      });
    return loading;
  }

  return {
    kind: 'bundled',
    async fetch<const Q extends string>(
      query: Q,
      params: ContentParams,
      { tags, fresh }: ContentFetchOptions,
    ): Promise<ClientReturn<Q, unknown>> {
      const { documents, version } = await dataset();
      if (fresh) return (await evaluateQuery(documents, query, params)) as ClientReturn<Q, unknown>;
      // Cached and tagged like the Sanity client's fetches, so pages cache and revalidate the same way
      // whichever source is configured. Next's data cache outlives a build, hence the version.
      const cached = unstable_cache(
        (cachedQuery: string, cachedParams: ContentParams) => evaluateQuery(documents, cachedQuery, cachedParams),
        ['content', 'bundled', version],
        { tags: [...tags] },
      );
      return (await cached(query, params)) as ClientReturn<Q, unknown>;
    },
    async health() {
      try {
        const { documents } = await dataset();
        const count = (await evaluateQuery(documents, documentCountQuery)) as number;
        return { kind: 'bundled', ok: true, documents: count };
      } catch (error) {
        log.error({ err: error }, 'The bundled dataset cannot be read');
        return { kind: 'bundled', ok: false };
      }
    },
  };
}
