import { defineField, defineType, type FieldDefinition } from 'sanity';
import { baseContentLocale, contentLocale } from '@/lib/content/locale';
import { type Locale, locales } from '@/lib/i18n/config';
import { zhCopyOfField } from './zh-copy-validation';

// Short strings are translated per field (DESIGN: Content): one sub-field per locale, side by side,
// so a translator sees the English next to the box they fill in.

// Typed by Locale so adding a locale to lib/i18n/config.ts fails to compile until it has a title here.
const LOCALE_TITLES: Record<Locale, string> = {
  en: 'English',
  'zh-CN': 'Chinese, Simplified (zh-CN)',
};

function localisedFields(type: 'string' | 'text'): FieldDefinition[] {
  return locales.map((locale) => {
    const name = contentLocale(locale);
    return defineField({
      name,
      title: LOCALE_TITLES[locale],
      type,
      ...(type === 'text' ? { rows: 3 } : {}),
      // Only the base language is required: an untranslated field shows the English, never a blank.
      // Chinese follows the translators' glossary and Chinese typography (a warning: it never blocks a publish).
      validation: (rule) =>
        name === baseContentLocale
          ? rule.required().error('The English text is required; other languages fall back to it.')
          : rule.custom(zhCopyOfField).warning(),
    });
  });
}

/** A one-line text in every locale (titles, keywords, labels). */
export const localeString = defineType({
  name: 'localeString',
  title: 'Localised string',
  type: 'object',
  fields: localisedFields('string'),
});

/** A few lines of plain text in every locale (descriptions). */
export const localeText = defineType({
  name: 'localeText',
  title: 'Localised text',
  type: 'object',
  fields: localisedFields('text'),
});
