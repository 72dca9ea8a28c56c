import { type ClientReturn, createClient } from '@sanity/client';
import { log } from '@/lib/observability/log';
import type { ContentFetchOptions, ContentParams, ContentSource, ContentSourceKind } from './content-source';
import { inDraftMode } from './draft-mode';
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
  /** A token that may read drafts; without one, draft mode shows published content. */
  previewToken?: string;
}

const HEALTH_TIMEOUT_MS = 5_000;
/** A cached query slower than this is logged: a page waits on it whenever its tags were cleared. */
const SLOW_QUERY_MS = 1_000;

/** Sanity's Content Lake (or anything that speaks its query API), read through the Sanity client. */
export function createSanitySource({
  useCdn = true,
  kind = 'sanity',
  previewToken,
  ...config
}: SanitySourceConfig): ContentSource {
  const client = createClient({ ...config, useCdn, perspective: 'published' });
  const previewClient = previewToken
    ? client.withConfig({ token: previewToken, useCdn: false, perspective: 'drafts' })
    : undefined;

  return {
    kind,
    async fetch<const Q extends string>(
      query: Q,
      params: ContentParams,
      { tags, fresh }: ContentFetchOptions,
    ): Promise<ClientReturn<Q, unknown>> {
      if (fresh) return client.fetch<unknown, ContentParams, Q>(query, params, { cache: 'no-store' });
      // An editor's preview: the drafts as they are now, never cached, never seen by visitors.
      if (previewClient && (await inDraftMode())) {
        return previewClient.fetch<unknown, ContentParams, Q>(query, params, { cache: 'no-store' });
      }
      // force-cache + tags: kept in Next's data cache until a publish webhook clears the tags.
      const started = performance.now();
      const result = await retryOnceOnNetworkError(() =>
        client.fetch<unknown, ContentParams, Q>(query, params, {
          cache: 'force-cache',
          next: { tags: [...tags] },
        }),
      );
      const took = performance.now() - started;
      if (took > SLOW_QUERY_MS) log.warn({ tags, ms: Math.round(took) }, 'A content query was slow');
      return result;
    },
    async health() {
      try {
        const documents = await client.fetch(documentCountQuery, {}, {
          cache: 'no-store',
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        });
        return { kind, ok: true, documents };
      } catch (error) {
        log.error({ err: error }, 'The Sanity Content Lake does not answer');
        return { kind, ok: false };
      }
    },
  };
}

/**
 * A query is a read, so a connection that broke under it (a reset keep-alive socket) is worth one more try
 * before a page, or a whole build, fails on it. Answers the server gave (4xx, 5xx) are not retried here.
 */
export async function retryOnceOnNetworkError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return run();
  }
}

function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  // @sanity/client marks them; under Next's fetch they surface as "fetch failed" with the socket's code.
  if ('isNetworkError' in error && error.isNetworkError === true) return true;
  const cause = 'cause' in error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return code === 'ECONNRESET' || code === 'ECONNREFUSED' || code === 'EPIPE' || code === 'UND_ERR_SOCKET';
}
