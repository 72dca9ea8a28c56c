import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, introField } from './fields';

/** spec 2: the translators page's "list of thanked languages", each with the volunteers who translated it. */
export const thankedLanguagesSection = defineType({
  name: 'thankedLanguages',
  title: 'Thanked languages',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'items',
      title: 'Languages',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'thankedLanguage',
          title: 'Language',
          type: 'object',
          fields: [
            defineField({
              name: 'language',
              title: 'Language',
              type: 'string',
              description: 'In the language of this page: "German".',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'nativeName',
              title: 'Native name',
              type: 'string',
              description: 'As its speakers write it: "Deutsch".',
              validation: (rule) => rule.max(60),
            }),
            defineField({
              name: 'translators',
              title: 'Translators',
              type: 'array',
              description: 'The names or nicknames the translators asked to be thanked by.',
              of: [defineArrayMember({ type: 'string' })],
              validation: (rule) => rule.required().min(1).unique(),
            }),
          ],
          preview: {
            select: { title: 'language', subtitle: 'nativeName' },
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no heading)', subtitle: 'Thanked languages' }),
  },
});
