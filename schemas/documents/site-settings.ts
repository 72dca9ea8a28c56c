import { defineArrayMember, defineField, defineType } from 'sanity';
import { sitePath } from '../objects/link-target';

/**
 * spec 2: the main menu, the footer and the cookie banner of every page. One document, edited as a
 * singleton (studio/singletons.ts). Labels are translated per field; a blank zh-CN label shows the English.
 */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'menu', title: 'Main menu', default: true },
    { name: 'footer', title: 'Footer' },
    { name: 'cookies', title: 'Cookie banner' },
  ],
  fields: [
    defineField({
      name: 'mainMenu',
      title: 'Main menu',
      type: 'array',
      group: 'menu',
      description: 'The entries of the header, in order. Phones show them in the menu button.',
      of: [defineArrayMember({ type: 'menuLink' })],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    defineField({
      name: 'footerGroups',
      title: 'Footer columns',
      type: 'array',
      group: 'footer',
      of: [
        defineArrayMember({
          name: 'footerGroup',
          title: 'Column',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Heading', type: 'localeString', validation: (rule) => rule.required() }),
            defineField({
              name: 'links',
              title: 'Entries',
              type: 'array',
              of: [defineArrayMember({ type: 'menuLink' })],
              validation: (rule) => rule.required().min(1).max(12),
            }),
          ],
          preview: {
            select: { title: 'title.en', links: 'links' },
            prepare: ({ title, links }: { title?: string; links?: unknown[] }) => ({
              title: title ?? 'Column',
              subtitle: `${links?.length ?? 0} entries`,
            }),
          },
        }),
      ],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: 'cookieBanner',
      title: 'Cookie banner',
      type: 'object',
      group: 'cookies',
      description: 'Shown at the bottom of every page until the visitor chooses the OK button.',
      fields: [
        defineField({
          name: 'text',
          title: 'Text',
          type: 'localeText',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'detailsLabel',
          title: '"See details" button',
          type: 'localeString',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'detailsHref',
          title: '"See details" goes to',
          type: 'string',
          initialValue: '/privacy',
          validation: (rule) =>
            rule.required().custom(sitePath),
        }),
        defineField({
          name: 'okLabel',
          title: '"OK" button',
          type: 'localeString',
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    prepare: () => ({ title: 'Site settings', subtitle: 'Main menu, footer, cookie banner' }),
  },
});
