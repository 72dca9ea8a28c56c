import { defineArrayMember, defineField, defineType } from 'sanity';

/** Slides that take turns in one place: a heading, a sentence or two and an optional button each. */
export const sliderSection = defineType({
  name: 'slider',
  title: 'Slider',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Name for screen readers',
      type: 'string',
      description: 'Announced as the name of the slider, e.g. "What Remapper does".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'slides',
      title: 'Slides',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'slide',
          title: 'Slide',
          type: 'object',
          fields: [
            defineField({
              name: 'heading',
              title: 'Heading',
              type: 'string',
              validation: (rule) => rule.required().max(100),
            }),
            defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(300) }),
            defineField({ name: 'action', title: 'Button', type: 'link' }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: {
    select: { title: 'label', slides: 'slides' },
    prepare: ({ title, slides }: { title?: string; slides?: unknown[] }) => ({
      title: title ?? '(no name)',
      subtitle: `Slider · ${slides?.length ?? 0} slides`,
    }),
  },
});
