import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './content-lake-harness';

// Overlapping writes commit in the order their requests arrived, whichever body finishes arriving first.
// Studio 6 sends a document's commits one after another but other commits at any time, and each carries
// diff-match-patch patches computed on the text the previous commit left: applied out of order, a retyped
// title came out as the old and the new text run together.

let lake: TestLake;

beforeAll(async () => {
  lake = await startTestLake({ seed: JSON.stringify({ _id: 'home', _type: 'homePage', title: 'Remap' }) });
});

afterAll(async () => {
  await lake?.close();
});

/** Starts a POST /data/mutate whose body is sent in two parts: the second when `finish` is called. */
function mutateInTwoParts(body: object): { finish: () => void; answer: Promise<{ status: number; json: unknown }> } {
  const text = JSON.stringify(body);
  const split = Math.floor(text.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = request(
      `${lake.server.httpUrl}/v2025-02-19/data/mutate/production`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${lake.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        },
      },
      (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (raw += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(raw) }));
      },
    );
    req.on('error', reject);
    req.write(text.slice(0, split));
    finish = () => req.end(text.slice(split));
  });
  return { finish, answer };
}

function titlePatch(transactionId: string, diffMatchPatch: string) {
  return { transactionId, mutations: [{ patch: { id: 'home', diffMatchPatch: { title: diffMatchPatch } } }] };
}

describe('overlapping writes', () => {
  it('commit in arrival order, so each diff-match-patch applies to the text it was computed on', async () => {
    const committed: string[] = [];
    const unsubscribe = lake.store.subscribe((transaction) => committed.push(transaction.id));
    // "Remap" -> "Remap one", then, computed on "Remap one", -> "Remap one two".
    const first = mutateInTwoParts(titlePatch('typed-first', '@@ -1,5 +1,9 @@\n Remap\n+ one\n'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = mutateInTwoParts(titlePatch('typed-second', '@@ -3,7 +3,11 @@\n map one\n+ two\n'));
    second.finish();
    // The second request is complete while the first is still arriving.
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.finish();

    const answers = await Promise.all([first.answer, second.answer]);
    unsubscribe();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(committed).toEqual(['typed-first', 'typed-second']);
    expect(lake.store.get('home')?.title).toBe('Remap one two');
  });
});
