import type { ClientReturn } from '@sanity/client';
import type { ContentTag } from './tags';

// The one interface both content sources implement (DESIGN: Content). The storefront calls
// fetchContent() in lib/content/source.ts and never knows which source answered.

/** GROQ parameters: plain JSON values, so a call can be part of a cache key. */
export type ContentParams = Readonly<Record<string, string | number | boolean | null | readonly string[]>>;

/** sanity: a hosted project; local-lake: the local stand-in (content-lake/); bundled: groq-js in-process. */
export type ContentSourceKind = 'sanity' | 'local-lake' | 'bundled';

export interface ContentFetchOptions {
  /** Cache tags of the document types the query reads; /api/revalidate clears them on publish. */
  tags: readonly ContentTag[];
  /**
   * Skip Next's data cache and ask the source now. Only for callers that keep their own short-lived copy
   * outside a render, like the proxy's routing table (lib/content/routing-table.ts).
   */
  fresh?: boolean;
}

export interface ContentSourceHealth {
  kind: ContentSourceKind;
  ok: boolean;
  /** Published documents the source can see, when it answered. */
  documents?: number;
}

export interface ContentSource {
  readonly kind: ContentSourceKind;
  /** Runs a GROQ query against published documents; the result type comes from TypeGen's query map. */
  fetch<const Q extends string>(
    query: Q,
    params: ContentParams,
    options: ContentFetchOptions,
  ): Promise<ClientReturn<Q, unknown>>;
  health(): Promise<ContentSourceHealth>;
}
