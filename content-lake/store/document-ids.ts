import { randomBytes, randomUUID } from 'node:crypto';

// Sanity's id conventions: `drafts.<id>` is the draft of `<id>`, `versions.<release>.<id>` a release version.

const DRAFTS_PREFIX = 'drafts.';
const VERSIONS_PREFIX = 'versions.';

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX);
}

export function isVersionId(id: string): boolean {
  return id.startsWith(VERSIONS_PREFIX);
}

/** An id in a sub-path (`drafts.`, `versions.`, `sanity-preview-url-secret.`...): never readable anonymously. */
export function isSubPathId(id: string): boolean {
  return id.includes('.');
}

export function draftIdOf(publishedId: string): string {
  return `${DRAFTS_PREFIX}${publishedId}`;
}

/** The published id a draft or version belongs to; a published id is its own. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length);
  if (isVersionId(id)) return id.split('.').slice(2).join('.');
  return id;
}

/** Like the Content Lake: a missing id becomes a uuid, and an id ending in "." (e.g. "drafts.") gets one appended. */
export function completeDocumentId(id: string | undefined): string {
  if (id === undefined || id === '') return randomUUID();
  return id.endsWith('.') ? `${id}${randomUUID()}` : id;
}

/** A random transaction id; it is also the `_rev` of every document the transaction writes. */
export function newTransactionId(): string {
  return randomBytes(16).toString('base64url');
}
