import { type SanityClient, type SanityDocument } from '@sanity/client';
import { applyPatch } from 'mendoza';
import type { Subscription } from 'rxjs';
import {
  checkoutPair,
  type DocumentGroupEvent,
  isCreateDocumentVersionEvent,
  isEditDocumentVersionEvent,
  isPublishDocumentVersionEvent,
} from 'sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake, until } from './content-lake-harness';
import { type LocalContentStore } from '@/content-lake/store';

// Review changes in the Studio (events store, the default beta.eventsAPI.documents) against the local Content Lake:
// the Studio's own checkoutPair makes the first edit of a published document, then this reads the events and
// revisions the way sanity's core/store/events does (getInitialFetchEvents, useEventsStore, getDocumentAtRevision,
// getDocumentChanges) and checks the default From/To compare the published content with the edit.

let lake: TestLake;
let store: LocalContentStore;
let client: SanityClient;
const subscriptions: Subscription[] = [];

beforeAll(async () => {
  lake = await startTestLake({ seed: JSON.stringify({ _id: 'seo-1', _type: 'seoEntry', keywords: { en: 'old keywords' } }) });
  ({ store, client } = lake);
});

afterAll(async () => {
  subscriptions.forEach((subscription) => subscription.unsubscribe());
  await lake?.close();
});

const dataset = 'production';

/** getInitialFetchEvents: the group events, ids added as addEventId does for a draft (versionRevisionId, else revisionId). */
async function draftEvents(draftId: string): Promise<DocumentGroupEvent[]> {
  const response = await client.request<{ events: Record<string, Array<Record<string, unknown>>>; nextCursor: string }>({
    url: `/data/history/${dataset}/events/documents/${draftId}?limit=100`,
  });
  return (response.events[draftId] ?? []).map(
    (event) => ({ ...event, id: String(event.versionRevisionId ?? event.revisionId ?? '') }) as unknown as DocumentGroupEvent,
  );
}

async function documentAt(id: string, revision: string): Promise<SanityDocument | undefined> {
  const { documents } = await client.request<{ documents: SanityDocument[] }>({
    url: `/data/history/${dataset}/documents/${id}?revision=${revision}`,
  });
  return documents[0];
}

describe('Review changes after the first edit of a published document', () => {
  it('compares the draft with the published content, not a revision with itself', async () => {
    const pair = checkoutPair(client, { publishedId: 'seo-1', draftId: 'drafts.seo-1' }, undefined);
    let published: SanityDocument | null | undefined;
    let draft: SanityDocument | null | undefined;
    subscriptions.push(
      pair.published.events.subscribe((event) => 'document' in event && (published = event.document as SanityDocument | null)),
      pair.draft.events.subscribe((event) => 'document' in event && (draft = event.document as SanityDocument | null)),
    );
    await until('both snapshots', () => published?._id === 'seo-1' && draft === null);

    // The Studio's first edit, as the browser sends it (seen on the wire): the draft is created from the published
    // document in a transaction of its own (a createIfNotExists alone becomes an edit action with the empty-action
    // guard, checkoutPair's toActions), then the field's patch follows.
    pair.draft.mutate([pair.draft.createIfNotExists({ ...(published as SanityDocument), _id: 'drafts.seo-1' })]);
    pair.draft.commit();
    await until('the draft to be created', () => store.get('drafts.seo-1') !== undefined);
    pair.draft.mutate(pair.draft.patch([{ set: { 'keywords.en': 'new keywords' } }]));
    pair.draft.commit();
    await until(
      'the draft to be patched',
      () => (store.get('drafts.seo-1') as { keywords?: { en?: string } } | undefined)?.keywords?.en === 'new keywords',
    );

    const events = await draftEvents('drafts.seo-1');
    expect(events.map((event) => event.type)).toEqual(['createDocumentVersion', 'createLiveDocument']);

    // useEventsStore with no rev/since: the revision is the latest (no publish on top), `since` is the last publish
    // after it, else the createDocumentVersion event.
    const since = events.find(isPublishDocumentVersionEvent) ?? events.find(isCreateDocumentVersionEvent);
    expect(since).toBeDefined();
    const sinceDocument = await documentAt('drafts.seo-1', since?.id ?? '');
    expect(sinceDocument?.keywords).toEqual({ en: 'old keywords' });

    // getDocumentChanges: the draft's transactions after `since`, applied to the since document, give the current draft.
    const transactions = (
      await client.request<string>({
        url: `/data/history/${dataset}/transactions/drafts.seo-1?effectFormat=mendoza&excludeContent=true&includeIdentifiedDocumentsOnly=true&fromTransaction=${since?.id}`,
      })
    )
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: string; effects: Record<string, { apply: unknown[] }> })
      .filter((transaction) => transaction.id !== since?.id);
    const start: Record<string, unknown> = { ...(sinceDocument as SanityDocument) };
    delete start._rev;
    const end = transactions.reduce<unknown>((document, transaction) => {
      const effect = transaction.effects['drafts.seo-1'];
      return effect ? applyPatch(document, effect.apply as never) : document;
    }, start);
    expect((end as { keywords: unknown }).keywords).toEqual({ en: 'new keywords' });

    // The To side is the latest edit (an editDocumentVersion the Studio builds from those transactions), not From.
    expect(transactions).toHaveLength(1);
    expect(transactions[0]?.id).not.toBe(since?.id);
    expect(events.some(isEditDocumentVersionEvent)).toBe(false);
  });
});
