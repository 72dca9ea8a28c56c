// The visitor's "reduce motion" setting, as an external store for useSyncExternalStore: the slider
// then never turns by itself and carousels jump instead of gliding.
const QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return window.matchMedia(QUERY).matches;
}

export function subscribeToReducedMotion(notify: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', notify);
  return () => media.removeEventListener('change', notify);
}

/** The server renders no motion: the browser decides once it runs. */
export const reducedMotionOnServer = () => true;
