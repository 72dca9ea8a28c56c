// spec 9: the page-loading bar's timings.
export const loadingBarTimings = {
  /** A navigation faster than this never shows the bar. */
  throttleMs: 200,
  /** How long the bar takes to creep towards the end while the page loads. */
  durationMs: 2000,
  /** How long the full bar stays before it fades. */
  hideDelayMs: 500,
  /** How long the fade takes before the bar is reset to empty. */
  resetDelayMs: 400,
  heightPx: 3,
  /** A link whose click was cancelled never navigates: the bar gives up rather than stay forever. */
  giveUpMs: 10_000,
} as const;

export type LoadingBarState = {
  visible: boolean;
  /** 0..1 of the width. */
  progress: number;
  /** How long the move to `progress` takes, in ms. */
  transitionMs: number;
};

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const hidden: LoadingBarState = { visible: false, progress: 0, transitionMs: 0 };

/**
 * The bar's state machine, free of React and the DOM so its timings can be tested with fake timers:
 * idle -> (start) waiting -> (throttle) loading -> (done) finishing -> (hide delay) fading -> (reset delay) idle.
 * `done` during `waiting` cancels quietly: fast navigations show nothing.
 */
export function createLoadingBar(
  onChange: (state: LoadingBarState) => void,
  timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
  timings = loadingBarTimings,
) {
  let phase: 'idle' | 'waiting' | 'loading' | 'finishing' = 'idle';
  let pending: unknown[] = [];

  const later = (fn: () => void, ms: number) => {
    pending.push(timers.setTimeout(fn, ms));
  };
  const cancelAll = () => {
    pending.forEach((h) => timers.clearTimeout(h));
    pending = [];
  };

  function done() {
    if (phase === 'waiting') {
      cancelAll();
      phase = 'idle';
      return;
    }
    if (phase !== 'loading') return;
    cancelAll();
    phase = 'finishing';
    onChange({ visible: true, progress: 1, transitionMs: 200 });
    later(() => {
      onChange({ visible: false, progress: 1, transitionMs: timings.resetDelayMs });
      later(() => {
        phase = 'idle';
        onChange(hidden);
      }, timings.resetDelayMs);
    }, timings.hideDelayMs);
  }

  function start() {
    if (phase === 'waiting' || phase === 'loading') return;
    cancelAll();
    phase = 'waiting';
    onChange(hidden);
    later(() => {
      phase = 'loading';
      onChange({ visible: true, progress: 0.1, transitionMs: 0 });
      // Creep towards 90%: the last stretch waits for the real end of the navigation.
      later(() => onChange({ visible: true, progress: 0.9, transitionMs: timings.durationMs }), 16);
    }, timings.throttleMs);
    later(done, timings.giveUpMs);
  }

  return {
    start,
    done,
    dispose: cancelAll,
  };
}
