import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField } from './fields';

/** A closing invitation: a heading, a sentence and one or two buttons. */
export const callToActionSection = defineType({
  name: 'callToAction',
  title: 'Call to action',
  type: 'object',
  fields: [
    headingField,
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'actions',
      title: 'Buttons',
      description: 'The first is the main button.',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.max(2),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no heading)', subtitle: 'Call to action' }),
  },
});
