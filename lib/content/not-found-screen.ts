import { NOT_FOUND_SCREEN_ROUTE } from './route-request';
import { type Locale, localizedPath, locales, splitLocale } from '@/lib/i18n/config';

// Issue 16: the 404 of an unknown path at a static page's speed. The 404 screen is prerendered per locale
// (app/[locale]/(default)/not-found-screen); the proxy fetches it from this same server, keeps it a few
// seconds, and answers with it, status 404, the requested path put into its 'Page not found' line. A
// publish re-renders the screen (its layout's content tags), so the answer follows within FRESH_MS.

/** Marks the proxy's own fetch of the screen: without this process's pass, its route answers 404. */
export const NOT_FOUND_SCREEN_PASS_HEADER = 'x-remapper-not-found-screen';
const pass = crypto.randomUUID();
const FRESH_MS = 5_000;

const screens = new Map<Locale, { html: string; fetchedAt: number }>();
const fetching = new Map<Locale, Promise<string | undefined>>();

export function isNotFoundScreenFetch(headers: Pick<Headers, 'get'>): boolean {
  return headers.get(NOT_FOUND_SCREEN_PASS_HEADER) === pass;
}

async function fetchScreen(origin: string, locale: Locale): Promise<string | undefined> {
  const response = await fetch(new URL(localizedPath(locale, NOT_FOUND_SCREEN_ROUTE), origin), {
    headers: { [NOT_FOUND_SCREEN_PASS_HEADER]: pass },
    cache: 'no-store',
  });
  return response.ok ? response.text() : undefined;
}

/** The prerendered screen's HTML, or undefined when it cannot be had (the caller renders the 404 instead). */
export async function notFoundScreen(origin: string, locale: Locale): Promise<string | undefined> {
  const cached = screens.get(locale);
  if (cached && Date.now() - cached.fetchedAt < FRESH_MS) return cached.html;
  let next = fetching.get(locale);
  if (!next) {
    next = fetchScreen(origin, locale)
      .then(
        (html) => {
          if (html) screens.set(locale, { html, fetchedAt: Date.now() });
          return html;
        },
        () => undefined,
      )
      .finally(() => fetching.delete(locale));
    fetching.set(locale, next);
  }
  // A screen a few seconds old answers while the fresh one is on its way.
  return cached?.html ?? next;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string);

/**
 * The screen with `path` where the prerender had the screen's own route, as the browser's usePathname will
 * say it when it hydrates: in its 'Page not found: {path}' line and in the language switcher's links
 * (hydration keeps the server's attributes). Undefined if the line is not there.
 */
export function withRequestedPath(html: string, path: string): string | undefined {
  const withLine = withPathLine(html, path);
  if (!withLine) return undefined;
  const rest = escapeHtml(splitLocale(path).path);
  return locales.reduce(
    (page, locale) => page.replaceAll(`href="/${locale}${NOT_FOUND_SCREEN_ROUTE}"`, `href="/${locale}${rest}"`),
    withLine,
  );
}

function withPathLine(html: string, path: string): string | undefined {
  const line = /(data-testid="error-path"[^>]*>)([^<]*)(<\/span>)/.exec(html);
  if (!line) return undefined;
  const [whole, opening = '', prerendered = '', closing = ''] = line;
  const route = new RegExp(`(?:/[A-Za-z-]+)?${NOT_FOUND_SCREEN_ROUTE}`);
  if (!route.test(prerendered)) return undefined;
  const text = prerendered.replace(route, () => escapeHtml(path));
  return html.slice(0, line.index) + opening + text + closing + html.slice(line.index + whole.length);
}
