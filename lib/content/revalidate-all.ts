import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { CONTENT_TAGS } from './tags';

// Next keeps prerendered pages and cached content on disk (.next), but which tags a publish expired only
// in the memory of the running server: a page revalidated and not visited again before a restart, or published
// after the build, would come back stale. So when an instance starts, every content tag is expired through the
// same signed /api/revalidate a publish uses, before the instance answers anyone else (scripts/serve.ts): the
// first visit of each page renders it from the content as it is now.

/** What the start-up expiry names as its document: the app gives it no second pass (nothing rendered before it). */
export const STARTUP_DOCUMENT_ID = 'startup-revalidation';

export interface RevalidateAllOptions {
  /** The app's /api/revalidate. */
  url: string;
  secret: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Headers every call carries (the serving process's pass through its start-up gate). */
  headers?: Record<string, string>;
}

/**
 * Expires every content tag, as the document `id` (the start-up's by default); resolves to the tags the app
 * cleared, and throws on any refusal.
 */
export async function revalidateAllContent(
  { url, secret, fetch: send = fetch, now = Date.now, headers = {} }: RevalidateAllOptions,
  id = STARTUP_DOCUMENT_ID,
): Promise<string[]> {
  const cleared = new Set<string>();
  for (const type of Object.values(CONTENT_TAGS)) {
    const tags = await relayPublish({ url, secret, fetch: send, now, headers }, { id, type });
    for (const tag of tags) cleared.add(tag);
  }
  return [...cleared];
}

/**
 * Expires, in the process behind `url`, the tags a publish of `type` clears, marked as relayed (this instance's
 * own doing, or another instance's publish passed on): the route does not announce it to the other instances.
 */
export async function relayPublish(
  { url, secret, fetch: send = fetch, now = Date.now, headers = {} }: RevalidateAllOptions,
  document: { id: string; type: string },
): Promise<string[]> {
  const body = JSON.stringify({ _id: document.id, _type: document.type, operation: 'update', relayed: true });
  const response = await send(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, now(), secret) },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json().catch(() => ({}))) as { revalidated?: string[]; message?: string };
  if (!response.ok) throw new Error(`${url} answered ${response.status} for ${document.type}: ${answer.message ?? ''}`);
  return answer.revalidated ?? [];
}
