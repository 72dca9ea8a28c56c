import { defineArrayMember, defineField, defineType } from 'sanity';
import { isReservedPath } from '@/lib/site/reserved-paths';
import { sectionTypes } from '@/schemas/sections';
import { languageField } from '@/schemas/objects/translated-document';
import { zhCopyOfDocument } from '@/schemas/objects/zh-copy-validation';

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  // Issue 25: a zh-CN translation follows the translators' glossary and Chinese typography (a warning).
  validation: (rule) => rule.custom(zhCopyOfDocument).warning(),
  fields: [
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description: 'The page path without the language prefix: "/" for the home page, "/help".',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\/([a-z0-9.-]+(\/[a-z0-9.-]+)*)?$/, { name: 'path' })
          .custom((path) => (path && isReservedPath(path) ? `${path} belongs to a page of the shop itself; choose another path.` : true)),
    }),
    languageField(),
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
