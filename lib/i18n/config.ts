// spec 2, 9: en is unprefixed, zh-CN lives under /zh-CN.
export const locales = ['en', 'zh-CN'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

// spec 9: the locale cookie lasts 365 days, SameSite lax.
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const LOCALE_COOKIE_NAME = 'NEXT_LOCALE';

/** The path a page has in a locale: en keeps it as it is, zh-CN gets the prefix. */
export function localizedPath(locale: Locale, pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The one narrowing of a locale: a route's `[locale]` param (the layout has already rejected anything
 * else), an account's or an order's stored locale, a flag. Anything that is not a locale is the default.
 */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/**
 * The locale a pathname names by its prefix (or the default), the path without it and without a trailing
 * slash, and whether there was a prefix. The prefix is matched exactly: '/zh-cn/help' is an English path.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`.replace(/\/+$/, '') || '/', prefixed: true };
  return { locale: defaultLocale, path: pathname.replace(/\/+$/, '') || '/', prefixed: false };
}
