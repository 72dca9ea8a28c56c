import { type SanityClient, type SanityDocument } from '@sanity/client';
import type { Subscription } from 'rxjs';
import { type Chunk, checkoutPair, type Pair, Timeline, TimelineController } from 'sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake, until } from './content-lake-harness';
import { type LocalContentStore } from '@/content-lake/store';

// The Studio's own document machinery from the installed `sanity` package, run against the local
// Content Lake (server + file store): checkoutPair (the pair listener, @sanity/mutator's
// BufferedDocument, commits through the actions API) and the review-changes TimelineController.
// A Sanity upgrade that changes what the Studio expects of the protocol fails here.

let lake: TestLake;
let store: LocalContentStore;
let client: SanityClient;
const subscriptions: Subscription[] = [];

beforeAll(async () => {
  lake = await startTestLake({ seed: JSON.stringify({ _id: 'home', _type: 'homePage', title: 'Remap' }) });
  ({ store, client } = lake);
});

afterAll(async () => {
  subscriptions.forEach((subscription) => subscription.unsubscribe());
  await lake?.close();
});

/** Follows one version of the pair as the document pane does: its latest snapshot and consistency. */
function follow(version: Pair['draft']) {
  const state: { document: SanityDocument | null | undefined; consistent: boolean } = { document: undefined, consistent: true };
  subscriptions.push(
    version.events.subscribe((event) => {
      if ('document' in event) state.document = event.document as SanityDocument | null;
    }),
    version.consistency$.subscribe((consistent) => (state.consistent = consistent)),
  );
  return state;
}

describe('the Studio document store against the local Content Lake', () => {
  it('edits a draft, stays in sync with the server, publishes, and shows the changes in history', async () => {
    const pair = checkoutPair(client, { publishedId: 'home', draftId: 'drafts.home' }, undefined);
    const draft = follow(pair.draft);
    const published = follow(pair.published);

    const timeline = new Timeline({ publishedId: 'home', enableTrace: false });
    let timelineError: Error | null = null;
    const controller = new TimelineController({
      client,
      documentId: 'home',
      documentType: 'homePage',
      timeline,
      handler: (error) => (timelineError ??= error),
    });
    subscriptions.push(
      pair.draft.remoteSnapshot$.subscribe((event) => controller.handleRemoteMutation(event)),
      pair.published.remoteSnapshot$.subscribe((event) => controller.handleRemoteMutation(event)),
    );

    await until('both snapshots', () => published.document?._id === 'home' && draft.document === null);
    const base = published.document as SanityDocument;

    // The first keystroke: the draft is created from the published document and patched.
    pair.draft.mutate([
      pair.draft.createIfNotExists({ ...base, _id: 'drafts.home' }),
      ...pair.draft.patch([{ set: { title: 'Remap edited' } }]),
    ]);
    pair.draft.commit();
    await until('the draft transaction to come back over the listener', () => {
      const stored = store.get('drafts.home');
      return draft.consistent && stored !== undefined && draft.document?._rev === stored._rev;
    });

    // Typing more: a diff-match-patch, applied locally and by the store the same way.
    pair.draft.mutate(pair.draft.patch([{ diffMatchPatch: { title: '@@ -5,9 +5,12 @@\n  edited\n+!!!\n' } }]));
    pair.draft.commit();
    await until('the second edit to sync', () => draft.consistent && draft.document?._rev === store.get('drafts.home')?._rev);
    expect(draft.document).toMatchObject({ title: 'Remap edited!!!' });
    expect(store.get('drafts.home')).toMatchObject({ title: 'Remap edited!!!' });

    // Someone else's change arrives while the document is open.
    await client.patch('drafts.home').set({ subtitle: 'from elsewhere' }).commit();
    await until('the remote change', () => draft.document?.subtitle === 'from elsewhere');

    // Publish as the Studio's publish operation does.
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.home',
      publishedId: 'home',
      ifPublishedRevisionId: base._rev,
    });
    await until('the publish', () => draft.document === null && published.document?.title === 'Remap edited!!!');
    expect(published.document?._rev).toBe(store.get('home')?._rev);

    // Review changes: history aligns with the live revisions and the diff since the seed shows the edits.
    controller.setLoadMore(true);
    await until('the whole history', () => timeline.reachedEarliestEntry || timelineError !== null);
    expect(timelineError).toBeNull();
    const chunks = timeline.mapChunks((chunk: Chunk) => chunk);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['publish', 'editDraft', 'editLive', 'initial']);
    const seeded = chunks[2] as Chunk;
    controller.setRange(timeline.createTimeId(seeded), null);
    await until('the diff', () => controller.selectionState === 'range' && controller.currentObjectDiff() !== null);
    const diff = controller.currentObjectDiff();
    const changed = Object.entries(diff?.fields ?? {})
      .filter(([, field]) => field.isChanged)
      .map(([name]) => name);
    expect(changed.sort()).toEqual(['subtitle', 'title']);
  });
});
