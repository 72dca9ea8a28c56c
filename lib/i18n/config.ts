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

/** The locale of a route's `[locale]` param; the layout has already rejected anything else. */
export function toLocale(value: string): Locale {
  return isLocale(value) ? value : defaultLocale;
}
