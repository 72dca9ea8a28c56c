import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField } from './fields';

/** A row of games (documents of their own, shared by pages) that players scroll through. */
export const gamesCarouselSection = defineType({
  name: 'gamesCarousel',
  title: 'Games carousel',
  type: 'object',
  fields: [
    headingField,
    defineField({
      name: 'games',
      title: 'Games',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'game' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no heading)', subtitle: 'Games carousel' }),
  },
});
