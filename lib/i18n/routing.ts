import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE_MAX_AGE, locales } from './config';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // spec 9: the locale cookie is kept for a year, SameSite lax.
  localeCookie: { name: 'NEXT_LOCALE', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
});
