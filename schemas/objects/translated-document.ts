import { defineField } from 'sanity';
import { contentLocale } from '@/lib/content/locale';
import { locales } from '@/lib/i18n/config';

// Long documents (pages, posts, how-to guides) are translated per document (DESIGN: Content): each has a
// language, and the site shows the English one while a translation is missing or only a draft.
const LANGUAGES = locales.map((locale) => ({ title: locale, value: contentLocale(locale) }));

/** The `language` field of a document translated per document: 'en' or 'zh_CN', English by default. */
export const languageField = () =>
  defineField({
    name: 'language',
    title: 'Language',
    type: 'string',
    options: { list: LANGUAGES, layout: 'radio', direction: 'horizontal' },
    initialValue: LANGUAGES[0]?.value,
    validation: (rule) => rule.required(),
  });
