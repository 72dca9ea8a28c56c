import { defineField, defineType } from 'sanity';

/**
 * An image with its alt text in every language (the English required, others fall back to it). The
 * hotspot and crop the editor sets are respected wherever the site draws the image at another shape.
 */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alt text',
      type: 'localeString',
      description: 'What the image shows, for people who cannot see it and for search engines.',
      validation: (rule) =>
        rule.custom((alt: { en?: string } | undefined) =>
          alt?.en?.trim() ? true : 'Describe the image in English; other languages fall back to it.',
        ),
    }),
  ],
});
