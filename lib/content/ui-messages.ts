import { type Locale, locales } from '@/lib/i18n/config';
import { heldMessagesState, holdMessages } from '@/lib/i18n/held-messages';
import { withMessageOverrides } from '@/lib/i18n/message-catalogue';
import { type Messages, messagesByLocale } from '@/lib/i18n/messages';
import { log } from '@/lib/observability/log';
import { contentLocale } from './locale';
import { uiMessagesQuery } from './queries';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

/**
 * The UI strings of a locale: the bundled catalogue with the translators' edits from the Studio laid over
 * it. Without the content source the bundled catalogue still renders every page.
 */
export async function uiMessages(locale: Locale): Promise<Messages> {
  const bundled = messagesByLocale[locale];
  try {
    const edited = await fetchContent(uiMessagesQuery, { locale: contentLocale(locale) }, { tags: [CONTENT_TAGS.uiMessage] });
    return withMessageOverrides(bundled, edited);
  } catch (error) {
    log.error({ err: error }, 'The UI texts could not be read from the content source; showing the bundled ones');
    return bundled;
  }
}

/** How long the texts API answers are worded with stay held before they are read again (a publish drops them sooner). */
export const HELD_MESSAGES_FRESH_MS = 60_000;
let reading: Promise<void> | undefined;

/**
 * Reads every locale's texts for the API's answers (lib/i18n/held-messages.ts) when the held ones are a minute old
 * or were dropped by a publish; at once otherwise. Never fails: without the content source, the bundled texts.
 */
export function refreshHeldMessages(now = Date.now()): Promise<void> {
  const { readAt, drops } = heldMessagesState();
  if (now - readAt < HELD_MESSAGES_FRESH_MS) return Promise.resolve();
  reading ??= Promise.all(locales.map(async (locale) => [locale, await uiMessages(locale)] as const))
    .then((entries) => holdMessages(Object.fromEntries(entries), now, drops))
    .finally(() => (reading = undefined));
  return reading;
}
