import { defineArrayMember, defineField, defineType } from 'sanity';
import { contentLocale } from '../../lib/content/locale';
import { locales } from '../../lib/i18n/config';
import { sectionTypes } from '../sections';

// Long documents are translated per document (DESIGN: Content): one page document per language and
// path; a path without a zh-CN page shows the English one.
const LANGUAGES = locales.map((locale) => ({ title: locale, value: contentLocale(locale) }));

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description: 'The page path without the language prefix: "/" for the home page, "/help".',
      validation: (rule) => rule.required().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, { name: 'path' }),
    }),
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      options: { list: LANGUAGES, layout: 'radio', direction: 'horizontal' },
      initialValue: LANGUAGES[0]?.value,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      of: sectionTypes.map((section) => defineArrayMember({ type: section.name })),
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { path: 'path', language: 'language', heading: 'sections.0.heading' },
    prepare: ({ path, language, heading }: { path?: string; language?: string; heading?: string }) => ({
      title: `${path ?? '(no path)'} · ${language ?? '?'}`,
      subtitle: heading,
    }),
  },
});
