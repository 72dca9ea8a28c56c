import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, loadingBarTimings, type LoadingBarState } from '@/lib/ui/loading-bar';

describe('loading bar (spec 9 timings)', () => {
  let states: LoadingBarState[];
  let bar: ReturnType<typeof createLoadingBar>;
  const last = () => states.at(-1);

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    bar = createLoadingBar((s) => states.push(s));
  });
  afterEach(() => vi.useRealTimers());

  it('has the spec timings', () => {
    expect(loadingBarTimings).toMatchObject({ throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400, heightPx: 3 });
  });

  it('stays hidden for a navigation faster than the 200 ms throttle', () => {
    bar.start();
    vi.advanceTimersByTime(199);
    bar.done();
    vi.advanceTimersByTime(5000);
    expect(states.some((s) => s.visible)).toBe(false);
  });

  it('appears after 200 ms and creeps forward over 2000 ms', () => {
    bar.start();
    vi.advanceTimersByTime(199);
    expect(last()?.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(last()).toMatchObject({ visible: true, progress: 0.1 });
    vi.advanceTimersByTime(16);
    expect(last()).toEqual({ visible: true, progress: 0.9, transitionMs: 2000 });
  });

  it('fills, waits 500 ms, fades, and resets 400 ms later', () => {
    bar.start();
    vi.advanceTimersByTime(300);
    bar.done();
    expect(last()).toMatchObject({ visible: true, progress: 1 });
    vi.advanceTimersByTime(499);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toMatchObject({ visible: false, progress: 1 });
    vi.advanceTimersByTime(399);
    expect(last()?.progress).toBe(1);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: false, progress: 0, transitionMs: 0 });
  });

  it('ignores a second start while loading and a done while idle', () => {
    bar.done();
    expect(states).toEqual([]);
    bar.start();
    vi.advanceTimersByTime(250);
    const count = states.length;
    bar.start();
    expect(states.length).toBe(count);
  });

  it('gives up after 10 s when the navigation never completes', () => {
    bar.start();
    vi.advanceTimersByTime(9_999);
    expect(last()).toMatchObject({ visible: true, progress: 0.9 });
    vi.advanceTimersByTime(1 + 500 + 400);
    expect(last()).toEqual({ visible: false, progress: 0, transitionMs: 0 });
  });

  it('a new navigation during the fade starts over cleanly', () => {
    bar.start();
    vi.advanceTimersByTime(300);
    bar.done();
    vi.advanceTimersByTime(600);
    bar.start();
    vi.advanceTimersByTime(1000);
    // The old reset timer must not have hidden the new bar.
    expect(last()).toMatchObject({ visible: true, progress: 0.9 });
  });
});
