import { defaultLocale, isLocale, LOCALE_COOKIE_NAME, type Locale } from './config';

/**
 * The language of a request that names none itself (an API call refused before its body is read):
 * the locale cookie the site sets (lib/i18n/routing.ts), else a Chinese Accept-Language, else English.
 */
export function requestLocale(request: Request): Locale {
  const cookie = request.headers.get('cookie') ?? '';
  const fromCookie = cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE_NAME)?.[1];
  if (isLocale(fromCookie)) return fromCookie;
  const preferred = request.headers.get('accept-language')?.split(',')[0]?.trim().toLowerCase() ?? '';
  return preferred.startsWith('zh') ? 'zh-CN' : defaultLocale;
}
