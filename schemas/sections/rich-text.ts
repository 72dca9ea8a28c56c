import { defineArrayMember, defineField, defineType } from 'sanity';

/** Formatted text (Portable Text): headings, paragraphs, lists and links. */
export const richTextSection = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'object',
  fields: [
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'block',
          styles: [
            { title: 'Paragraph', value: 'normal' },
            { title: 'Heading', value: 'h2' },
            { title: 'Subheading', value: 'h3' },
          ],
          marks: {
            decorators: [
              { title: 'Bold', value: 'strong' },
              { title: 'Italic', value: 'em' },
            ],
            annotations: [
              defineArrayMember({
                name: 'link',
                title: 'Link',
                type: 'object',
                fields: [defineField({ name: 'href', title: 'URL', type: 'string', validation: (rule) => rule.required() })],
              }),
            ],
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { blocks: 'body' },
    prepare: ({ blocks }: { blocks?: { children?: { text?: string }[] }[] }) => ({
      title: blocks?.[0]?.children?.map((child) => child.text ?? '').join('') || '(empty)',
      subtitle: 'Rich text',
    }),
  },
});
