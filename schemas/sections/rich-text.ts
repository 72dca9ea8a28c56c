import { defineField, defineType } from 'sanity';
import { richTextBlock } from '@/schemas/objects/rich-text-block';

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
      of: [richTextBlock()],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'tableOfContents',
      title: 'Table of contents',
      type: 'boolean',
      description:
        'Show a list of the headings (H2) above the text, each linking to its section. For long documents such as the legal pages.',
      initialValue: false,
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
