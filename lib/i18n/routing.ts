import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './config';

// A page's answer depends on its URL alone, so a shared cache can hold it (issue 15): next-intl neither reads nor
// sets the locale cookie, detects no language and sends no `link` header built from the request's Host (hreflang
// links are in the page, from SITE_URL). The remembered choice is applied in the browser (lib/i18n/locale-choice.ts)
// and the switcher's English choice is stored by the page proxy (lib/http/page-proxy.ts).
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: false,
  localeDetection: false,
  alternateLinks: false,
});
