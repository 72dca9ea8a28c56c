import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField } from './fields';

/** A row of player reviews (documents of their own, shared by pages). */
export const reviewsCarouselSection = defineType({
  name: 'reviewsCarousel',
  title: 'Reviews carousel',
  type: 'object',
  fields: [
    headingField,
    defineField({
      name: 'reviews',
      title: 'Reviews',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'review' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no heading)', subtitle: 'Reviews carousel' }),
  },
});
