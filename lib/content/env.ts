// Where the content lives. Read by the Studio (browser), the Sanity CLI and the server, so nothing here
// may touch Node APIs, lib/config included (it imports node:net): so it reads process.env itself, one of
// the few exceptions tests/unit/config.test.ts lists. NEXT_PUBLIC_* names are spelled out
// literally so Next can inline them into the Studio's bundle; settings only the server reads are read
// through config() instead (lib/content/source.ts, lib/content/images.ts).

/** The Content Lake API version every client pins, so a Sanity release never changes query results. */
export const SANITY_API_VERSION = '2025-09-01';

/** Stands in for a project id when none is configured (the embedded default). */
export const PLACEHOLDER_PROJECT_ID = 'local';

/** The configured Sanity project, or undefined when the site runs on the embedded default. */
export function configuredProjectId(): string | undefined {
  return nonEmpty(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID) ?? nonEmpty(process.env.SANITY_PROJECT_ID);
}

export function configuredDataset(): string {
  return (
    nonEmpty(process.env.NEXT_PUBLIC_SANITY_DATASET) ??
    nonEmpty(process.env.SANITY_DATASET) ??
    'production'
  );
}

export interface StudioTarget {
  projectId: string;
  dataset: string;
  /** The local stand-in as the browser reaches it (HTTPS, HTTP/2); Sanity's API when undefined. */
  apiHost?: string;
}

/** The project and dataset the embedded Studio edits; the placeholder lets it load (and say so). */
export function studioTarget(): StudioTarget {
  return { projectId: configuredProjectId() ?? PLACEHOLDER_PROJECT_ID, dataset: configuredDataset() };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
