import { setTimeout as sleep } from 'node:timers/promises';

// Issue 17: "a restore request costs the same time whether or not the address is known". An answer that
// is ready early waits until a fixed time after the request began, so how long it took tells nothing of
// which way the work went, as long as every way fits within that time.

/** Runs `work` and answers no sooner than `durationMs` after it began (a failure is thrown at once). */
export async function inSteadyTime<T>(durationMs: number, work: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  const result = await work();
  const left = durationMs - (performance.now() - startedAt);
  if (left > 0) await sleep(Math.ceil(left));
  return result;
}
