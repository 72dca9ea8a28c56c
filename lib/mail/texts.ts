import { uiMessages } from '@/lib/content/ui-messages';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';

/**
 * The strings mails are written with: the same catalogue as the pages, with the translators' Studio edits.
 * Read before the transaction that queues a mail, so no transaction waits on the content source; without
 * the content source the bundled strings are used, so a mail is never held up by it.
 */
export function mailTexts(locale: Locale): Promise<Messages> {
  return uiMessages(locale);
}
