import { encodeSignatureHeader } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';
import { handlePublishWebhook } from '@/lib/content/revalidate';
import { relayPublish, revalidateAllContent } from '@/lib/content/revalidate-all';
import { CONTENT_TAGS } from '@/lib/content/tags';

const SECRET = 'test-webhook-secret';

/** /api/revalidate as the app runs it, behind a fetch: what it cleared, and with which secret it checks. */
function app(secret = SECRET) {
  const cleared: string[] = [];
  const relayed: boolean[] = [];
  const passes: (string | null)[] = [];
  const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    passes.push(headers.get('x-pass'));
    const outcome = await handlePublishWebhook(String(init?.body), headers.get('sanity-webhook-signature'), secret, (tag) =>
      cleared.push(tag),
    );
    if (outcome.status === 200) relayed.push(outcome.document.relayed);
    return Response.json(outcome.body, { status: outcome.status });
  }) as typeof globalThis.fetch;
  return { fetch, cleared, relayed, passes };
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

  it('marks its calls as relayed (not announced to the other instances again) and carries the given headers', async () => {
    const { fetch, relayed, passes } = app();
    await revalidateAllContent({ url: 'http://app.test/api/revalidate', secret: SECRET, fetch, headers: { 'x-pass': 'p' } });
    expect(relayed.length).toBe(Object.values(CONTENT_TAGS).length);
    expect(relayed.every(Boolean)).toBe(true);
    expect(new Set(passes)).toStrictEqual(new Set(['p']));
  });
});

describe("relayPublish (another instance's publish, applied here)", () => {
  it("expires the tags the document's type clears, as a relay", async () => {
    const { fetch, cleared, relayed } = app();
    expect(await relayPublish({ url: 'http://app.test/api/revalidate', secret: SECRET, fetch }, { id: 'post-1', type: 'post' })).toContain(
      'post',
    );
    expect(cleared).toContain('post');
    expect(relayed).toStrictEqual([true]);
  });

  it('a webhook from the Content Lake itself is not a relay, and cannot claim to be one unsigned', async () => {
    const body = JSON.stringify({ _id: 'post-1', _type: 'post', relayed: true });
    expect((await handlePublishWebhook(body, 'tampered', SECRET, () => {})).status).toBe(401);
    const plain = JSON.stringify({ _id: 'post-1', _type: 'post' });
    const outcome = await handlePublishWebhook(plain, await encodeSignatureHeader(plain, Date.now(), SECRET), SECRET, () => {});
    expect(outcome.status === 200 && outcome.document.relayed).toBe(false);
  });
});
