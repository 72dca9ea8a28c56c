import { defineField, defineType } from 'sanity';

/** The opening of a page: a heading, a sentence or two, and up to two buttons. */
export const heroSection = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({ name: 'primaryAction', title: 'Main button', type: 'link' }),
    defineField({ name: 'secondaryAction', title: 'Second button', type: 'link' }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no heading)', subtitle: 'Hero' }),
  },
});
