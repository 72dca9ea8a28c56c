import { defaultLocale, type Locale } from '@/lib/i18n/config';

// Sanity field names cannot contain '-', so a locale is stored under its name with '_' (zh-CN -> zh_CN).
export type ContentLocale<L extends string = Locale> = L extends `${infer Language}-${infer Region}`
  ? `${Language}_${Region}`
  : L;

export function contentLocale<L extends Locale>(locale: L): ContentLocale<L> {
  return locale.replace('-', '_') as ContentLocale<L>;
}

/** The base language: always filled in, and what an untranslated field shows. */
export const baseContentLocale: ContentLocale = contentLocale(defaultLocale);
