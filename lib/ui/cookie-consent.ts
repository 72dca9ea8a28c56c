// The cookie banner's remembered choice, as an external store for useSyncExternalStore.
const CONSENT_KEY = 'cookie-consent';
const listeners = new Set<() => void>();
let dismissedWithoutStorage = false;

export function hasConsented(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_KEY) !== null;
  } catch {
    return false;
  }
}

export function giveConsent(): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, new Date().toISOString());
  } catch {
    // Storage may be blocked: the banner still closes for this page view.
    dismissedWithoutStorage = true;
  }
  listeners.forEach((notify) => notify());
}

export function consentSnapshot(): boolean {
  return dismissedWithoutStorage || hasConsented();
}

/** Other tabs accepting close the banner here too. */
export function subscribeToConsent(notify: () => void): () => void {
  listeners.add(notify);
  window.addEventListener('storage', notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', notify);
  };
}
