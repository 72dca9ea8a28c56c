import { defineArrayMember, defineField, defineType } from 'sanity';

/** A game players set Remapper up for, shown in the games carousel; shared by every page, translated per field. */
export const game = defineType({
  name: 'game',
  title: 'Game',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'localeString',
      description:
        'The game’s title in each language, as its publisher sells it there (Elden Ring is 艾尔登法环 in Chinese). Leave a language empty where the game keeps its English title.',
      validation: (rule) => rule.required(),
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
    select: { title: 'name.en', subtitle: 'genre.en' },
  },
});
