import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { uiMessages } from './ui-messages';

// next-intl's request configuration (next.config.ts): the request's locale and its UI strings, the
// translators' Studio edits included. Here rather than in lib/i18n, which knows no content.

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await uiMessages(locale) };
});
