import type { Locale } from '../i18n/config';
import { withMessageOverrides } from '../i18n/message-catalogue';
import { type Messages, messagesByLocale } from '../i18n/messages';
import { log } from '../observability/log';
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
