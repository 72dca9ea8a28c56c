import { defaultLocale, type Locale, locales } from './config';
import { routing } from './routing';

// Issue 16: the page proxy's locale handling, as next-intl's middleware decides it for this site's routing and no
// other: the path alone decides (no cookie, no Accept-Language, no domains, no localised pathnames). next-intl's
// middleware cost a third of the proxy's time, most of it copying the request's headers into Next's middleware
// protocol to set one; this decides from the path and says what to set. tests/unit/locale-route.test.ts holds it
// to next-intl's middleware over generated paths.
if (
  routing.localePrefix !== 'as-needed' ||
  routing.localeDetection !== false ||
  routing.localeCookie !== false ||
  routing.alternateLinks !== false ||
  'domains' in routing ||
  'pathnames' in routing
) {
  throw new Error('lib/i18n/locale-route.ts decides for a path-only, as-needed routing: change it with lib/i18n/routing.ts');
}

export type LocaleRoute =
  /** To the path and query given (the default locale's prefix dropped, a mis-cased prefix put right). */
  | { kind: 'redirect'; location: string }
  /** On to the page, which renders in `locale`; at `rewrite` (path and query) when that differs from the request's. */
  | { kind: 'pass'; locale: Locale; rewrite?: string }
  /** A path that does not decode (`/%`): passed on untouched, for Next to refuse. */
  | { kind: 'unreadable' };

/** The locales' prefixes, longest first, as next-intl tries them. */
const PREFIXES = locales.map((locale) => ({ locale, prefix: `/${locale}` })).sort((a, b) => b.prefix.length - a.prefix.length);
/** Any base: only the path and query of a URL made against it are read. */
const BASE = 'http://localhost';

function withoutTrailingSlash(pathname: string): string {
  return pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * The path as next-intl reads it: decoded except `%25` and reserved characters, backslashes kept encoded, tabs and
 * line breaks dropped, repeated slashes made one (so a decoded path cannot become another origin's).
 */
function readablePath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname.replace(/%25/g, '%2525'))
      .replace(/\\/g, '%5C')
      .replace(/[\t\n\r]/g, '')
      .replace(/\/+/g, '/');
  } catch {
    return undefined;
  }
}

/** The locale whose prefix starts the path, and whether its case matched. */
function prefixOf(path: string): { locale: Locale; prefix: string; exact: boolean } | undefined {
  const lower = path.toLowerCase();
  for (const { locale, prefix } of PREFIXES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return { locale, prefix, exact: true };
    const folded = prefix.toLowerCase();
    if (lower === folded || lower.startsWith(`${folded}/`)) return { locale, prefix, exact: false };
  }
  return undefined;
}

/** The path without a locale prefix (of any case) and without a trailing slash. */
function unprefixed(path: string, prefix: string | undefined): string {
  if (prefix === undefined) return withoutTrailingSlash(path);
  const rest = path.slice(prefix.length);
  return withoutTrailingSlash(rest === '' ? '/' : rest);
}

function joined(prefix: string, path: string): string {
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** A path and query as a URL parser leaves them (encoded, dot segments resolved). */
function parsed(href: string): URL {
  return new URL(href, BASE);
}

function redirect(href: string): LocaleRoute {
  const url = parsed(href);
  url.pathname = withoutTrailingSlash(url.pathname);
  return { kind: 'redirect', location: `${url.pathname}${url.search}` };
}

/**
 * Where a page request goes for its locale. `pathname` is a URL's (encoded, as the request named it); `search` its query
 * with the `?`, or empty.
 */
export function localeRoute(pathname: string, search: string): LocaleRoute {
  const path = readablePath(pathname);
  if (path === undefined) return { kind: 'unreadable' };
  const match = prefixOf(path);
  const rest = unprefixed(path, match?.prefix);
  if (match && !match.exact) return redirect(`${joined(match.prefix, rest)}${search}`);
  if (match?.locale === defaultLocale) return redirect(`${rest}${search}`);

  const locale = match?.locale ?? defaultLocale;
  const internal = parsed(`${joined(`/${locale}`, rest)}${search}`);
  if (withoutTrailingSlash(internal.pathname) === withoutTrailingSlash(pathname)) return { kind: 'pass', locale };
  return { kind: 'pass', locale, rewrite: `${internal.pathname}${internal.search}` };
}
