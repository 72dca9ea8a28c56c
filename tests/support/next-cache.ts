// next/cache as the app's modules meet it in Vitest (vitest.config.ts aliases it here): outside a Next server there
// is no incremental cache to keep a result in or expire a tag of, so a cached function is the function itself and an
// expired tag expires nothing. Next's own throws there ("incrementalCache missing"). A test that records what the
// app asks of the cache replaces this with vi.mock of its own.
export function unstable_cache<F>(fn: F): F {
  return fn;
}

export function revalidateTag(): void {}
