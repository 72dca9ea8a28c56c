import { type Locale, localizedPath } from '@/lib/i18n/config';

// spec 2: "Route rules may redirect, and an external target causes a full page load." A marketer's
// redirect document (schemas/documents/redirect.ts) maps a locale-free path to another path or an
// https URL; the proxy applies it before routing, in every locale.

export interface RedirectRule {
  from: string;
  to: string;
  permanent: boolean;
}

/** Why a redirect's `from` or `to` cannot be used, or null. Shared by the Studio's validation and the table. */
export function redirectFromProblem(from: string): string | null {
  if (!from.startsWith('/')) return 'Start with /, e.g. /old-page.';
  if (from === '/') return 'The home page cannot be redirected.';
  if (/^\/(zh-CN|en)(\/|$)/i.test(from)) return 'Leave out the language prefix: the redirect applies in every language.';
  if (/^\/(api|studio|_next)(\/|$)/.test(from)) return 'Paths under /api, /studio and /_next cannot be redirected.';
  if (/[?#\s]/.test(from) || from.endsWith('/')) return 'A path only: no query, anchor, spaces or trailing slash.';
  return null;
}

export function redirectTargetProblem(to: string): string | null {
  if (/^https:\/\/[^\s/]+\.[^\s/]+/.test(to)) return null;
  if (to.startsWith('/') && !to.startsWith('//') && !/\s/.test(to)) return null;
  return 'Go to a path on this site (/new-page) or a full https:// URL.';
}

/** The usable rules by `from`; a rule that points at itself or is malformed is left out. */
export function redirectTable(rules: readonly Partial<RedirectRule>[]): Map<string, RedirectRule> {
  const table = new Map<string, RedirectRule>();
  for (const { from, to, permanent } of rules) {
    if (!from || !to || redirectFromProblem(from) || redirectTargetProblem(to) || from === to) continue;
    if (!table.has(from)) table.set(from, { from, to, permanent: permanent === true });
  }
  return table;
}

export interface RedirectDecision {
  /** Absolute URL for an external target; a path (with the visitor's locale prefix) for an internal one. */
  location: string;
  status: 307 | 308;
  external: boolean;
}

/**
 * Where a request for `path` (locale-free) in `locale` goes, or null when no rule applies. An internal
 * target keeps the visitor's language and the request's query string.
 */
export function applyRedirect(
  table: ReadonlyMap<string, RedirectRule>,
  locale: Locale,
  path: string,
  search = '',
): RedirectDecision | null {
  const rule = table.get(path);
  if (!rule) return null;
  const status = rule.permanent ? 308 : 307;
  if (rule.to.startsWith('https://')) return { location: rule.to, status, external: true };
  const [targetPath = '/', targetHash] = rule.to.split('#');
  const [pathOnly = '/', targetQuery] = targetPath.split('?');
  const query = targetQuery ? `?${targetQuery}` : search;
  const hash = targetHash ? `#${targetHash}` : '';
  return { location: `${localizedPath(locale, pathOnly)}${query}${hash}`, status, external: false };
}
