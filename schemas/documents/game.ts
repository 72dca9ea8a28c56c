import { defineArrayMember, defineField, defineType } from 'sanity';

/** A game players set Remapper up for, shown in the games carousel; shared by every page and language. */
export const game = defineType({
  name: 'game',
  title: 'Game',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'The game’s own title, the same in every language.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'blurb',
      title: 'What Remapper does for it',
      type: 'localeText',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'genre', title: 'Genre', type: 'localeString', validation: (rule) => rule.required() }),
    defineField({
      name: 'worksWith',
      title: 'Works with',
      description: 'The controllers and devices players use for it ("Xbox controller", "Keyboard and mouse").',
      type: 'array',
      of: [defineArrayMember({ type: 'localeString' })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'genre.en' },
  },
});
