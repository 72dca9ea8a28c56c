import { defineField, defineType } from 'sanity';

/** What a player said about Remapper, shown in the reviews carousel; shared by every page and language. */
export const review = defineType({
  name: 'review',
  title: 'Review',
  type: 'document',
  fields: [
    defineField({
      name: 'author',
      title: 'Author',
      type: 'string',
      description: 'The name the reviewer agreed to be shown with.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({ name: 'quote', title: 'Quote', type: 'localeText', validation: (rule) => rule.required() }),
    defineField({
      name: 'rating',
      title: 'Rating',
      description: 'Stars, from 1 to 5.',
      type: 'number',
      options: { list: [1, 2, 3, 4, 5], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'source',
      title: 'Where it was said',
      description: 'For example "Player survey" or "Community forum".',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'author', subtitle: 'quote.en', rating: 'rating' },
    prepare: ({ title, subtitle, rating }: { title?: string; subtitle?: string; rating?: number }) => ({
      title: `${title ?? '(no author)'} · ${rating ?? '?'}/5`,
      subtitle,
    }),
  },
});
