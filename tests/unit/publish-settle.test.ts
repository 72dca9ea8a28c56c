import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rendersBegunBeforeNowStored } from '@/lib/content/publish-settle';
import { runInRequestContext } from '@/lib/runtime/request-context';
import { requestBegun, requestsInFlight, requestsNowInFlightEnded } from '@/lib/runtime/requests-in-flight';

/** Whether `promise` has settled, after letting everything queued run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

const context = (requestId: string) => ({ requestId, peer: '127.0.0.1', client: '127.0.0.1' });

describe('requests in flight (recorded by the serving process)', () => {
  it('waits for the requests open when asked, and not for those begun later', async () => {
    vi.useFakeTimers();
    const [first, second, later] = [context('first-one'), context('second-one'), context('later-one')];
    const endFirst = requestBegun(first);
    const endSecond = requestBegun(second);
    expect(requestsInFlight()).toBe(2);
    const ended = requestsNowInFlightEnded();
    const endLater = requestBegun(later);
    endFirst();
    expect(await settled(ended)).toBe(false);
    endSecond();
    expect(await settled(ended)).toBe(true);
    expect(requestsInFlight()).toBe(1);
    endLater();
    expect(requestsInFlight()).toBe(0);
    vi.useRealTimers();
  });

  it("leaves out the caller's own request", async () => {
    vi.useFakeTimers();
    const own = context('own-request');
    const endOwn = requestBegun(own);
    expect(await settled(requestsNowInFlightEnded(own))).toBe(true);
    expect(await settled(requestsNowInFlightEnded())).toBe(false);
    endOwn();
    vi.useRealTimers();
  });
});

describe('rendersBegunBeforeNowStored (when a publish expires its tags again)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for every request in flight at the publish, however long, up to the cap', async () => {
    const render = requestBegun(context('slow-render'));
    const stored = rendersBegunBeforeNowStored({ minMs: 3_000, maxMs: 60_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settled(stored)).toBe(false);
    render();
    expect(await settled(stored)).toBe(true);
  });

  it('waits at least the least time, for refreshes Next runs after their answer', async () => {
    const stored = rendersBegunBeforeNowStored({ minMs: 3_000, maxMs: 60_000 });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(await settled(stored)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(stored)).toBe(true);
  });

  it("is not held back by the publish's own request, nor past the cap by a stalled one", async () => {
    const own = context('the-webhook');
    const endOwn = requestBegun(own);
    const endStalled = requestBegun(context('stalled-client'));
    const stored = runInRequestContext(own, () => rendersBegunBeforeNowStored({ minMs: 3_000, maxMs: 60_000 }));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(await settled(stored)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(stored)).toBe(true);
    endOwn();
    endStalled();
  });
});
