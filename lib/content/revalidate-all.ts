import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { CONTENT_TAGS } from './tags';

// Next keeps prerendered pages and cached content on disk (.next), but which tags a publish expired only
// in the memory of the running server: a page revalidated and not visited again before a restart would come
// back stale after it, until its own revalidate time. So once the app is up after a start, every content
// tag is expired through the same signed /api/revalidate a publish uses (scripts/start.mjs): the first visit
// of each page renders it from the content as it is now.

export const STARTUP_DOCUMENT_ID = 'startup-revalidation';

export interface RevalidateAllOptions {
  /** The app's /api/revalidate. */
  url: string;
  secret: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Expires every content tag; resolves to the tags the app cleared, and throws on any refusal. */
export async function revalidateAllContent({ url, secret, fetch: send = fetch, now = Date.now }: RevalidateAllOptions): Promise<string[]> {
  const cleared = new Set<string>();
  for (const type of Object.values(CONTENT_TAGS)) {
    const body = JSON.stringify({ _id: STARTUP_DOCUMENT_ID, _type: type, operation: 'update' });
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, now(), secret) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { revalidated?: string[]; message?: string };
    if (!response.ok) throw new Error(`${url} answered ${response.status} for ${type}: ${answer.message ?? ''}`);
    for (const tag of answer.revalidated ?? []) cleared.add(tag);
  }
  return [...cleared];
}
