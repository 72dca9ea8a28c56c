import { defineArrayMember, defineField, defineType } from 'sanity';
import { ANCHOR_PATTERN, anchorProblem } from '@/lib/content/anchors';
import { headingField } from './fields';

/** Features side by side; each has an anchor, so a link such as /advanced-controller-mapping#rapid-fire lands on it. */
export const featureGridSection = defineType({
  name: 'featureGrid',
  title: 'Feature grid',
  type: 'object',
  fields: [
    headingField,
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3, validation: (rule) => rule.max(600) }),
    defineField({
      name: 'items',
      title: 'Features',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'feature',
          title: 'Feature',
          type: 'object',
          fields: [
            defineField({
              name: 'anchor',
              title: 'Anchor',
              type: 'string',
              description: 'The part after # in a link to this feature: "rapid-fire" for /advanced-controller-mapping#rapid-fire.',
              validation: (rule) => rule.required().regex(ANCHOR_PATTERN, { name: 'lower-case words joined by hyphens' }),
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(100),
            }),
            defineField({
              name: 'text',
              title: 'Text',
              type: 'text',
              rows: 4,
              validation: (rule) => rule.required().max(900),
            }),
            defineField({ name: 'link', title: 'Link', type: 'link' }),
          ],
          preview: { select: { title: 'title', subtitle: 'anchor' } },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((items: { anchor?: string }[] | undefined) => anchorProblem((items ?? []).map((i) => i.anchor)) ?? true),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no heading)', subtitle: 'Feature grid' }),
  },
});
