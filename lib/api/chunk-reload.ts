// spec 8: a failed chunk load causes a page reload; a reload guard lasts 10 seconds by default.
// After a deploy the old page asks for chunks that no longer exist, and a reload fetches the new ones.
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** sessionStorage key holding the time (ms since epoch) of the last chunk-error reload. */
export const LAST_CHUNK_RELOAD_KEY = 'chunk-reload-at';

// Webpack/Turbopack name their error ChunkLoadError; browsers word a failed dynamic import differently.
const CHUNK_ERROR_MESSAGES = [
  /loading (css )?chunk \S+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(error));
  if (typeof error !== 'object' || error === null) return false;
  if ('name' in error && error.name === 'ChunkLoadError') return true;
  return 'message' in error && typeof error.message === 'string' && isChunkLoadError(error.message);
}

/** True when the error is a chunk load failure and no reload happened within the guard window. */
export function shouldReloadForChunkError(
  error: unknown,
  now: number,
  lastReloadAt: number | null | undefined,
  guardMs: number = CHUNK_RELOAD_GUARD_MS,
): boolean {
  if (!isChunkLoadError(error)) return false;
  return lastReloadAt === null || lastReloadAt === undefined || now - lastReloadAt >= guardMs;
}

type ChunkErrorEventType = 'error' | 'unhandledrejection';

/** The parts of window the reload needs; a fake in tests. */
export interface ReloadableWindow {
  addEventListener(type: ChunkErrorEventType, listener: (event: Event) => void): void;
  removeEventListener(type: ChunkErrorEventType, listener: (event: Event) => void): void;
  location: { reload(): void };
}

export type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reloads the page on a chunk load failure, at most once per guard window. Returns the uninstaller. */
export function installChunkErrorReload(
  win: ReloadableWindow = window,
  storage: ReloadStorage = sessionStorage,
  now: () => number = Date.now,
  guardMs: number = CHUNK_RELOAD_GUARD_MS,
): () => void {
  const onFailure = (event: Event): void => {
    const error = errorOfEvent(event);
    const time = now();
    if (!shouldReloadForChunkError(error, time, readLastReload(storage), guardMs)) return;
    // The time must be stored before reloading, or a broken deploy would reload forever.
    try {
      storage.setItem(LAST_CHUNK_RELOAD_KEY, String(time));
    } catch {
      return;
    }
    win.location.reload();
  };
  win.addEventListener('error', onFailure);
  win.addEventListener('unhandledrejection', onFailure);
  return () => {
    win.removeEventListener('error', onFailure);
    win.removeEventListener('unhandledrejection', onFailure);
  };
}

// ErrorEvent carries error (and message); PromiseRejectionEvent carries reason.
function errorOfEvent(event: Event): unknown {
  if ('reason' in event) return event.reason;
  if ('error' in event && event.error) return event.error;
  return 'message' in event ? event.message : undefined;
}

function readLastReload(storage: ReloadStorage): number | undefined {
  try {
    const stored = Number(storage.getItem(LAST_CHUNK_RELOAD_KEY));
    return stored > 0 ? stored : undefined;
  } catch {
    // Unreadable storage could not have remembered a reload either; setItem decides.
    return undefined;
  }
}
