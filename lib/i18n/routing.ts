import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, locales } from './config';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // spec 9: the locale cookie is kept for a year, SameSite lax.
  localeCookie: { name: LOCALE_COOKIE_NAME, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
});
