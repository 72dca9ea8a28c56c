import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';

/** What a template writes: the three parts every mail has. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailRenderContext {
  /** The language the mail is written in. */
  locale: Locale;
  /** The UI strings of that language, with the translators' edits (lib/mail/texts.ts). */
  texts: Messages;
  /** The site's public origin, for links (SITE_URL; never a request's Host header). */
  siteUrl: URL;
  /** A mail on a list (lib/mail/lists.ts): the page that turns the list off, which the mail shows. */
  unsubscribeUrl?: string;
}

/** A template is a pure function: the same data and context always give the same mail. */
export type MailTemplate<Data> = (data: Data, context: MailRenderContext) => MailContent;
