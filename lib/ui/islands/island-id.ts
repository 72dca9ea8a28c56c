import { createHash } from 'node:crypto';

/**
 * An island's id (components/islands): the kind of island and a digest of what it shows in which language, so two
 * pages or languages showing different things never share one, and the same content keeps its id across renders.
 */
export function islandId(kind: string, locale: string, shown: unknown): string {
  const digest = createHash('sha256')
    .update(`${locale}\n${JSON.stringify(shown)}`)
    .digest('base64url');
  return `${kind}-${digest.slice(0, 8)}`;
}
