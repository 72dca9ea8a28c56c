import { describe, expect, it, vi } from 'vitest';
import {
  LAST_CHUNK_RELOAD_KEY,
  installChunkErrorReload,
  isChunkLoadError,
  shouldReloadForChunkError,
  type ReloadStorage,
  type ReloadableWindow,
} from '@/lib/api/chunk-reload';

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 538 failed.\n(error: https://example.com/_next/static/chunks/538.js)');
  error.name = 'ChunkLoadError';
  return error;
}

class FakeWindow implements ReloadableWindow {
  readonly listeners = new Map<string, Set<(event: Event) => void>>();
  readonly location = { reload: vi.fn<() => void>() };

  addEventListener(type: string, listener: (event: Event) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  /** Fires an error event shaped like ErrorEvent. */
  fail(error: unknown): void {
    this.dispatch('error', Object.assign(new Event('error'), { error, message: String(error) }));
  }

  /** Fires an unhandledrejection event shaped like PromiseRejectionEvent. */
  reject(reason: unknown): void {
    this.dispatch('unhandledrejection', Object.assign(new Event('unhandledrejection'), { reason }));
  }

  private dispatch(type: string, event: Event): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

class FakeStorage implements ReloadStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

describe('isChunkLoadError', () => {
  it.each([
    [chunkLoadError(), true],
    [Object.assign(new Error('whatever'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading CSS chunk app/(shop)/page failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    ['Loading chunk 12 failed.', true],
    [new TypeError('Failed to fetch'), false],
    [new Error('Cannot read properties of undefined'), false],
    [undefined, false],
    [null, false],
    [42, false],
  ])('%o -> %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('shouldReloadForChunkError (spec 8: 10 s guard)', () => {
  const t = 1_700_000_000_000;
  it.each([
    ['never reloaded', t, undefined, true],
    ['never reloaded (null)', t, null, true],
    ['reloaded 1 ms ago', t, t - 1, false],
    ['reloaded 9 999 ms ago', t, t - 9_999, false],
    ['reloaded exactly 10 s ago', t, t - 10_000, true],
    ['reloaded a minute ago', t, t - 60_000, true],
  ])('%s -> %s', (_label, now, lastReloadAt, expected) => {
    expect(shouldReloadForChunkError(chunkLoadError(), now, lastReloadAt)).toBe(expected);
  });

  it('never reloads for other errors', () => {
    expect(shouldReloadForChunkError(new Error('boom'), t, undefined)).toBe(false);
  });

  it('honours a custom guard', () => {
    expect(shouldReloadForChunkError(chunkLoadError(), t, t - 10_000, 30_000)).toBe(false);
    expect(shouldReloadForChunkError(chunkLoadError(), t, t - 30_000, 30_000)).toBe(true);
  });
});

describe('installChunkErrorReload', () => {
  function setup(startAt = 1_000_000) {
    const win = new FakeWindow();
    const storage = new FakeStorage();
    let now = startAt;
    const uninstall = installChunkErrorReload(win, storage, () => now);
    return { win, storage, uninstall, advance: (ms: number) => (now += ms) };
  }

  it('reloads on a chunk error event and remembers when', () => {
    const { win, storage } = setup(1_000_000);
    win.fail(chunkLoadError());
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(storage.items.get(LAST_CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('reloads on an unhandled rejection from a failed dynamic import', () => {
    const { win } = setup();
    win.reject(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores unrelated errors', () => {
    const { win, storage } = setup();
    win.fail(new Error('boom'));
    win.reject(new TypeError('Failed to fetch'));
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });

  it('blocks a second reload within 10 s and allows one after', () => {
    const { win, advance } = setup();
    win.fail(chunkLoadError());
    advance(9_999);
    win.reject(chunkLoadError());
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    advance(1);
    win.reject(chunkLoadError());
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload across page loads through storage', () => {
    const storage = new FakeStorage();
    storage.setItem(LAST_CHUNK_RELOAD_KEY, '1000000');
    const win = new FakeWindow();
    installChunkErrorReload(win, storage, () => 1_005_000);
    win.fail(chunkLoadError());
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('does not reload when storage cannot remember it, so no loop is possible', () => {
    const win = new FakeWindow();
    const storage: ReloadStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    installChunkErrorReload(win, storage, () => 1);
    win.fail(chunkLoadError());
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('stops listening once uninstalled', () => {
    const { win, uninstall } = setup();
    uninstall();
    win.fail(chunkLoadError());
    win.reject(chunkLoadError());
    expect(win.location.reload).not.toHaveBeenCalled();
    expect([...win.listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
