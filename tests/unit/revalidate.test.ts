import { encodeSignatureHeader } from '@sanity/webhook';
import { describe, expect, it, vi } from 'vitest';
import { handlePublishWebhook, MAX_SIGNATURE_AGE_MS, tagsClearedBy } from '@/lib/content/revalidate';

const secret = 'test-secret';
const now = 1_790_000_000_000;
const body = JSON.stringify({ _id: 'seo-home', _type: 'seoEntry', operation: 'update' });
const sign = (payload: string, at = now, key = secret) => encodeSignatureHeader(payload, at, key);

describe('the publish webhook', () => {
  it('clears the tag of the published document type', async () => {
    const revalidate = vi.fn();
    const outcome = await handlePublishWebhook(body, await sign(body), secret, revalidate, now);
    expect(outcome).toEqual({
      status: 200,
      body: { revalidated: ['seoEntry'], id: 'seo-home' },
      document: { _id: 'seo-home', _type: 'seoEntry', relayed: false },
    });
    expect(revalidate).toHaveBeenCalledExactlyOnceWith('seoEntry');
  });

  it('accepts a type it has no tag for, and clears nothing', async () => {
    const other = JSON.stringify({ _id: 'x', _type: 'sanity.imageAsset' });
    const revalidate = vi.fn();
    const outcome = await handlePublishWebhook(other, await sign(other), secret, revalidate, now);
    expect(outcome).toMatchObject({ status: 200, body: { revalidated: [], id: 'x' } });
    expect(revalidate).not.toHaveBeenCalled();
  });

  it.each([
    ['no signature', async () => null],
    ['a signature made with another secret', async () => sign(body, now, 'other-secret')],
    ['a signature of another body', async () => sign(body.replace('seo-home', 'seo-blog'))],
    ['a signature older than five minutes', async () => sign(body, now - MAX_SIGNATURE_AGE_MS - 1)],
    ['a malformed signature', async () => 't=abc,v1=zzz'],
  ])('refuses %s with 401 and clears nothing', async (_name, signature) => {
    const revalidate = vi.fn();
    const outcome = await handlePublishWebhook(body, await signature(), secret, revalidate, now);
    expect(outcome.status).toBe(401);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('refuses a signed body without _id and _type with 400', async () => {
    const bad = JSON.stringify({ hello: 'world' });
    const outcome = await handlePublishWebhook(bad, await sign(bad), secret, vi.fn(), now);
    expect(outcome.status).toBe(400);
  });

  it('answers 404 when no secret is configured, whatever is sent', async () => {
    const outcome = await handlePublishWebhook(body, await sign(body), undefined, vi.fn(), now);
    expect(outcome.status).toBe(404);
  });
});

describe('the tags a publish clears', () => {
  it.each([
    ['page', ['page']],
    ['seoEntry', ['seoEntry']],
    ['offerBanner', ['offerBanner']],
    ['siteSettings', ['siteSettings']],
    // Pages join games and reviews into their carousels: the pages must be cleared too.
    ['game', ['game', 'page']],
    ['review', ['review', 'page']],
    ['sanity.imageAsset', []],
    ['toString', []],
  ])('a published %s clears %j', (type, tags) => {
    expect(tagsClearedBy(type)).toEqual(tags);
  });

  it('a signed game publish revalidates the game and the pages that show it', async () => {
    const game = JSON.stringify({ _id: 'game-factorio', _type: 'game' });
    const revalidate = vi.fn();
    const outcome = await handlePublishWebhook(game, await sign(game), secret, revalidate, now);
    expect(outcome).toMatchObject({ status: 200, body: { revalidated: ['game', 'page'], id: 'game-factorio' } });
    expect(revalidate.mock.calls).toEqual([['game'], ['page']]);
  });
});
