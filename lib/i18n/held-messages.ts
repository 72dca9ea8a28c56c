import type { Locale } from './config';
import { type Messages, messagesByLocale } from './messages';

// Issue 18: one message reader. Pages, mails and PDFs read the bundled texts with the translators' Studio edits laid
// over them (lib/content/ui-messages.ts), once per render. API answers are worded by synchronous code in the HTTP
// layer and the domains, so the process holds the last texts it read here: the route wrapper has them read again
// when they are a minute old (lib/content/ui-messages.ts, refreshHeldMessages), and a publish of UI texts drops
// them. Until they are first read, the bundled texts answer. i18n knows no content: content fills this in.

interface Held {
  /** When they were read (ms since the epoch); 0 when none are held. */
  at: number;
  byLocale: Partial<Record<Locale, Messages>>;
  /** How many times they were dropped: texts read before a drop are not held after it. */
  drops: number;
}

// Route bundles and the serving process may each load this module: the one holder lives on globalThis.
const HOLDER_KEY = Symbol.for('remapper.held-messages');
const holder = globalThis as typeof globalThis & { [HOLDER_KEY]?: Held };
const held = (holder[HOLDER_KEY] ??= { at: 0, byLocale: {}, drops: 0 });

/** The texts of a locale as the translators left them, or the bundled ones until those were read. */
export function messagesFor(locale: Locale): Messages {
  return held.byLocale[locale] ?? messagesByLocale[locale];
}

/** When the held texts were read (0: never, or dropped since), and how many drops there were: a reading's mark. */
export function heldMessagesState(): { readAt: number; drops: number } {
  return { readAt: held.at, drops: held.drops };
}

/** Holds texts read at `at`, unless they were dropped after the reading began (`drops` is the count it began with). */
export function holdMessages(byLocale: Partial<Record<Locale, Messages>>, at: number, drops: number): void {
  if (drops !== held.drops) return;
  held.byLocale = byLocale;
  held.at = at;
}

/** A publish changed the UI texts: the next API call reads them again. */
export function dropHeldMessages(): void {
  held.at = 0;
  held.drops += 1;
}
