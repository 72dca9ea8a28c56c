import { type ClientReturn, createClient } from '@sanity/client';
import type { ContentFetchOptions, ContentParams, ContentSource, ContentSourceKind } from './content-source';
import { documentCountQuery } from './queries';

export interface SanitySourceConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Another Content Lake host (the local stand-in); Sanity's own API when undefined. */
  apiHost?: string;
  useCdn?: boolean;
  /** False for a host that serves one project at its root, like the local stand-in. */
  useProjectHostname?: boolean;
  /** How health reports this source. */
  kind?: Extract<ContentSourceKind, 'sanity' | 'local-lake'>;
}

const HEALTH_TIMEOUT_MS = 5_000;

/** Sanity's Content Lake (or anything that speaks its query API), read through the Sanity client. */
export function createSanitySource({ useCdn = true, kind = 'sanity', ...config }: SanitySourceConfig): ContentSource {
  const client = createClient({ ...config, useCdn, perspective: 'published' });

  return {
    kind,
    fetch<const Q extends string>(
      query: Q,
      params: ContentParams,
      { tags }: ContentFetchOptions,
    ): Promise<ClientReturn<Q, unknown>> {
      // force-cache + tags: kept in Next's data cache until a publish webhook clears the tags.
      return client.fetch<unknown, ContentParams, Q>(query, params, {
        cache: 'force-cache',
        next: { tags: [...tags] },
      });
    },
    async health() {
      try {
        const documents = await client.fetch(documentCountQuery, {}, {
          cache: 'no-store',
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        });
        return { kind, ok: true, documents };
      } catch (error) {
        console.error('The Sanity Content Lake does not answer', error);
        return { kind, ok: false };
      }
    },
  };
}
