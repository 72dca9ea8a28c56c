import { vi } from 'vitest';
import type { FetchLike } from '@/lib/api/send';

/** A fetch that plays the given outcomes in order and fails loudly on any call beyond them. */
export function fakeFetch(...outcomes: Array<Response | Error>) {
  let next = 0;
  return vi.fn<FetchLike>(async () => {
    const outcome = outcomes[next];
    next += 1;
    if (outcome === undefined) throw new Error(`unexpected fetch call #${next}`);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
}
