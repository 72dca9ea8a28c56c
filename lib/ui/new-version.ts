// spec 7: open pages poll the latest-build file (/api/build/latest) and offer a reload when a new build is
// live. Next already loads the next page whole when a link leads to another build; this tells a visitor who
// stays on one page (a long checkout, a guide read for an hour).

/** Seconds between two polls when the build-time setting is left out or is not a whole number. */
const DEFAULT_POLL_SECONDS = 300;

/** The build-update polling interval (the spec leaves it unshown), from its setting in seconds; 0 turns it off. */
export function pollIntervalMs(setting: string | undefined): number {
  const seconds = setting !== undefined && /^\d+$/.test(setting.trim()) ? Number(setting) : DEFAULT_POLL_SECONDS;
  return seconds * 1000;
}

/** NEXT_PUBLIC_BUILD_POLL_SECONDS, set at build time (next.config.ts). */
export const BUILD_POLL_MS = pollIntervalMs(process.env.NEXT_PUBLIC_BUILD_POLL_SECONDS);

export const LATEST_BUILD_URL = '/api/build/latest';

/** The deployment now live, or undefined when the answer says nothing usable (offline, an error page). */
export async function latestDeploymentId(send: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await send(LATEST_BUILD_URL, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' && body.id !== '' ? body.id : undefined;
  } catch {
    return undefined;
  }
}

const FIELDS = 'input:not([type=hidden]):not([type=submit]):not([type=button]), textarea, select';

/**
 * Watches what the visitor types into the page's forms: unsent while typed since the form was last sent. A reload
 * would lose it, so the offer says so. Returns the uninstaller.
 */
export function watchUnsentInput(document: Document, onChange: (unsent: boolean) => void): () => void {
  const typed = (event: Event) => {
    if (event.target instanceof Element && event.target.matches(FIELDS) && event.target.closest('form')) onChange(true);
  };
  const sent = () => onChange(false);
  document.addEventListener('input', typed, true);
  document.addEventListener('submit', sent, true);
  return () => {
    document.removeEventListener('input', typed, true);
    document.removeEventListener('submit', sent, true);
  };
}
