import type { ClientReturn } from '@sanity/client';
import { createBundledSource } from './bundled-source';
import type { ContentFetchOptions, ContentParams, ContentSource, ContentSourceHealth } from './content-source';
import { configuredDataset, configuredProjectId, contentLakeUrl, PLACEHOLDER_PROJECT_ID, SANITY_API_VERSION } from './env';
import { createSanitySource } from './sanity-source';

export type { ContentParams, ContentSourceHealth, ContentSourceKind } from './content-source';

let selected: ContentSource | undefined;

// The one place that chooses the source (DESIGN: Content): a configured Sanity project; else the local
// Content Lake stand-in through the very same client, only the host differs; else (tests, tools) the
// bundled dataset evaluated in-process.
function selectContentSource(): ContentSource {
  const dataset = configuredDataset();
  const projectId = configuredProjectId();
  if (projectId) return createSanitySource({ projectId, dataset, apiVersion: SANITY_API_VERSION });
  const lake = contentLakeUrl();
  if (lake) {
    return createSanitySource({
      projectId: PLACEHOLDER_PROJECT_ID,
      dataset,
      apiVersion: SANITY_API_VERSION,
      apiHost: lake,
      useProjectHostname: false,
      useCdn: false,
      kind: 'local-lake',
    });
  }
  return createBundledSource();
}

export function contentSource(): ContentSource {
  selected ??= selectContentSource();
  return selected;
}

/** Runs a query of lib/content/queries.ts against published content, cached under `tags`. */
export function fetchContent<const Q extends string>(
  query: Q,
  params: ContentParams,
  options: ContentFetchOptions,
): Promise<ClientReturn<Q, unknown>> {
  return contentSource().fetch(query, params, options);
}

/** For GET /api/health: which source serves content and whether it answers. */
export function contentSourceHealth(): Promise<ContentSourceHealth> {
  return contentSource().health();
}
