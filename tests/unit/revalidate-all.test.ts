import { describe, expect, it } from 'vitest';
import { handlePublishWebhook } from '@/lib/content/revalidate';
import { revalidateAllContent } from '@/lib/content/revalidate-all';
import { CONTENT_TAGS } from '@/lib/content/tags';

const SECRET = 'test-webhook-secret';

/** /api/revalidate as the app runs it, behind a fetch: what it cleared, and with which secret it checks. */
function app(secret = SECRET) {
  const cleared: string[] = [];
  const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const outcome = await handlePublishWebhook(String(init?.body), headers.get('sanity-webhook-signature'), secret, (tag) => cleared.push(tag));
    return Response.json(outcome.body, { status: outcome.status });
  }) as typeof globalThis.fetch;
  return { fetch, cleared };
}

describe('revalidateAllContent (after a start)', () => {
  it('expires every content tag through signed publish webhooks the app accepts', async () => {
    const { fetch, cleared } = app();
    const tags = await revalidateAllContent({ url: 'http://app.test/api/revalidate', secret: SECRET, fetch });
    expect(new Set(cleared)).toStrictEqual(new Set(Object.values(CONTENT_TAGS)));
    expect(new Set(tags)).toStrictEqual(new Set(Object.values(CONTENT_TAGS)));
  });

  it('fails loudly when the app refuses the signature', async () => {
    const { fetch, cleared } = app('another-secret');
    await expect(revalidateAllContent({ url: 'http://app.test/api/revalidate', secret: SECRET, fetch })).rejects.toThrow(/answered 401/);
    expect(cleared).toStrictEqual([]);
  });
});
