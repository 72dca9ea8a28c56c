import { locales } from '@/lib/i18n/config';

// SEO entries are keyed by the locale-free path (spec 2: "from the SEO list by URL"), so /zh-CN/blog/
// and /blog find the same entry.

const LOCALE_PREFIX = new RegExp(`^/(?:${locales.map(escapeRegExp).join('|')})(?=/|$)`, 'i');

/** '/zh-CN/blog/?x=1' -> '/blog'; '' or '/zh-CN' -> '/'. */
export function normaliseSeoPath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const slashed = `/${path}`.replace(/\/{2,}/g, '/');
  const unprefixed = slashed.replace(LOCALE_PREFIX, '');
  const trimmed = unprefixed.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Why a url typed into the Studio would never match a page, or undefined when it is fine. */
export function seoUrlProblem(url: string): string | undefined {
  if (!url.startsWith('/')) return 'Start the URL with "/", for example /blog.';
  if (/\s/.test(url)) return 'The URL cannot contain spaces.';
  const normalised = normaliseSeoPath(url);
  if (normalised !== url) return `Write it as ${normalised}: no language prefix, query or trailing slash.`;
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
