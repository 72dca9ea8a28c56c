import { localeChoiceScript } from '@/lib/i18n/locale-choice';

/**
 * In every document's head, before the first paint: the remembered language (or a first visit's browser
 * language) is applied and remembered (lib/i18n/locale-choice.ts), so no page answer needs to set a cookie.
 */
export function LocaleChoiceScript({ locale }: { locale: string }) {
  return (
    // The App Router's own <head> (the rule is about the Pages Router's next/head).
    // eslint-disable-next-line @next/next/no-head-element
    <head>
      <script dangerouslySetInnerHTML={{ __html: localeChoiceScript(locale) }} />
    </head>
  );
}
