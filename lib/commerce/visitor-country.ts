import type { Locale } from '@/lib/i18n/config';

// Whose prices a page shows before the visitor chooses a country (the checkout's field) or the address bar names
// one (spec 7's country_code): the Chinese pages are read in mainland China, which pays in yuan; the English
// pages by anyone, who sees the default currency (spec 3: USD).
const COUNTRY_OF_LOCALE: Record<Locale, string | undefined> = { en: undefined, 'zh-CN': 'CN' };

/** The country whose currency prices are shown in: the one chosen or named, else the page language's. */
export function pricingCountry(locale: Locale, chosen?: string | null): string | undefined {
  // The rule of parseCountryCode (lib/validation), without zod, which marketing pages do not otherwise load.
  const code = chosen?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : COUNTRY_OF_LOCALE[locale];
}
