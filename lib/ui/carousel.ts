// The slider's turning rules, kept apart from React so they are unit-tested.

/** How long a slide shows before the next one, while nobody is pointing at or focused in the slider. */
export const SLIDE_INTERVAL_MS = 7000;

/** The slide `step` slides on from `index`, going round at either end. */
export function wrapSlide(index: number, step: number, count: number): number {
  return count > 0 ? (((index + step) % count) + count) % count : 0;
}

/** The slide a key press in the slider goes to, or null when the key is not the slider's. */
export function slideForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return wrapSlide(index, -1, count);
    case 'ArrowRight':
      return wrapSlide(index, 1, count);
    default:
      return null;
  }
}
