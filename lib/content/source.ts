import { type ClientReturn, createClient, type SanityClient } from '@sanity/client';
import { config } from '@/lib/config';
import { createBundledSource } from './bundled-source';
import type { ContentFetchOptions, ContentParams, ContentSource, ContentSourceHealth } from './content-source';
import {
  configuredDataset,
  configuredProjectId,
  PLACEHOLDER_PROJECT_ID,
  SANITY_API_VERSION,
  type StudioTarget,
  studioTarget,
} from './env';
import { createSanitySource, type SanitySourceConfig } from './sanity-source';

export type { ContentParams, ContentSourceHealth, ContentSourceKind } from './content-source';

let selected: ContentSource | undefined;

// The one place that chooses the source (DESIGN: Content): a configured Sanity project; else the local
// Content Lake stand-in through the very same client, only the host differs; else (tests, tools) the
// bundled dataset evaluated in-process.
function contentLakeConfig(): SanitySourceConfig | undefined {
  const dataset = configuredDataset();
  const projectId = configuredProjectId();
  const { SANITY_API_HOST: apiHost, SANITY_API_READ_TOKEN: previewToken, CONTENT_LAKE_URL: lake, CONTENT_LAKE_TOKEN: lakeToken } =
    config().env;
  if (projectId) {
    // SANITY_API_HOST: another host speaking Sanity's API for this project (a stand-in in tests).
    const host = apiHost ? { apiHost, useProjectHostname: false, useCdn: false } : {};
    return { projectId, dataset, apiVersion: SANITY_API_VERSION, previewToken, ...host };
  }
  if (!lake) return undefined;
  return {
    projectId: PLACEHOLDER_PROJECT_ID,
    dataset,
    apiVersion: SANITY_API_VERSION,
    apiHost: lake,
    useProjectHostname: false,
    useCdn: false,
    kind: 'local-lake',
    // The stand-in shows drafts only with the token it made on its first start (`npm start` passes it on).
    previewToken: lakeToken,
  };
}

function selectContentSource(): ContentSource {
  const config = contentLakeConfig();
  return config ? createSanitySource(config) : createBundledSource();
}

/**
 * A client that may read drafts, for /api/draft-mode/enable to check the Presentation tool's secret;
 * undefined where there is no preview (no token for a hosted project, or the bundled dataset).
 */
export function draftModeClient(): SanityClient | undefined {
  const config = contentLakeConfig();
  if (!config?.previewToken) return undefined;
  const { projectId, dataset, apiVersion, apiHost, useProjectHostname, previewToken } = config;
  // Only the keys that are set: an explicit undefined would replace the client's own default host.
  const host = apiHost ? { apiHost, useProjectHostname } : {};
  return createClient({ projectId, dataset, apiVersion, ...host, token: previewToken, useCdn: false });
}

/** The embedded Studio's target, with the local stand-in's browser-facing host when it runs. */
export function embeddedStudioTarget(): StudioTarget {
  const apiHost = configuredProjectId() ? undefined : config().env.CONTENT_LAKE_STUDIO_URL;
  return apiHost ? { ...studioTarget(), apiHost } : studioTarget();
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
