import { defineField, defineType } from 'sanity';
import { headingField } from './fields';

/** The opening of a page: a heading, a sentence or two, up to two buttons and an image. */
export const heroSection = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  fields: [
    headingField,
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({ name: 'primaryAction', title: 'Main button', type: 'link' }),
    defineField({ name: 'secondaryAction', title: 'Second button', type: 'link' }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'imageWithAlt',
      description: 'Shown beside the text on wide screens, below it on narrow ones.',
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no heading)', subtitle: 'Hero' }),
  },
});
