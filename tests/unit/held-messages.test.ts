import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uiMessagesQuery } from '@/lib/content/queries';
import { dropHeldMessages, heldMessagesState, holdMessages, messagesFor } from '@/lib/i18n/held-messages';
import { messagesByLocale } from '@/lib/i18n/messages';
import { callRoute } from '@/tests/support/requests';

// Issue 18: one message reader. A translator's Studio edit of a UI text reaches the API's answers, as it reaches the
// pages: the route wrapper reads the edited texts (a minute at most between readings, at once after a publish of one).

/** The translators' edits the Content Lake holds, by key, as uiMessagesQuery answers them. */
const edits = new Map<string, string>();
vi.mock('@/lib/content/source', () => ({
  fetchContent: async (query: string) => {
    if (query !== uiMessagesQuery) throw new Error(`unexpected query ${query}`);
    return [...edits].map(([key, value]) => ({ key, value }));
  },
}));

const { POST: signIn } = await import('@/app/api/auth/sign-in/route');

const foreignSignIn = (locale: string) =>
  callRoute(signIn, '/api/auth/sign-in', {
    site: 'https://shop.example',
    method: 'POST',
    origin: 'https://elsewhere.example',
    headers: { 'accept-language': locale },
    json: { email: 'mei@example.com', password: 'a long enough passphrase', locale },
  });

beforeEach(() => {
  edits.clear();
  dropHeldMessages();
});

// First: nothing has been read in this process yet.
describe('the held texts', () => {
  it('are the bundled ones until read, and a reading begun before a publish is not held after it', () => {
    expect(messagesFor('zh-CN')).toBe(messagesByLocale['zh-CN']);
    const edited = structuredClone(messagesByLocale);
    edited.en.auth.api.forbidden = 'Edited before the publish';
    const { drops } = heldMessagesState();
    dropHeldMessages();
    holdMessages(edited, Date.now(), drops);
    expect(messagesFor('en').auth.api.forbidden).toBe(messagesByLocale.en.auth.api.forbidden);
    expect(heldMessagesState().readAt).toBe(0);

    holdMessages(edited, 1_000, heldMessagesState().drops);
    expect(messagesFor('en').auth.api.forbidden).toBe('Edited before the publish');
    expect(heldMessagesState().readAt).toBe(1_000);
  });
});

describe('API answers', () => {
  it("are worded with the translators' edits, and follow a new edit once it is published", async () => {
    edits.set('auth.api.forbidden', 'This request did not come from our site.');
    const first = await foreignSignIn('en');
    expect(first.status).toBe(403);
    expect(await first.json()).toEqual({ message: 'This request did not come from our site.' });

    // Published: the revalidation drops the held texts, and the next answer reads the new ones.
    edits.set('auth.api.forbidden', 'Requests must come from the shop itself.');
    dropHeldMessages();
    expect(await (await foreignSignIn('en')).json()).toEqual({ message: 'Requests must come from the shop itself.' });
  });

  it('are the bundled texts where nothing was edited', async () => {
    const answer = await foreignSignIn('en');
    expect(await answer.json()).toEqual({ message: messagesByLocale.en.auth.api.forbidden });
  });
});
