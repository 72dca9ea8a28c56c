import { defineArrayMember, defineField, defineType } from 'sanity';
import { ANALYTICS_ID_PATTERN, TAG_MANAGER_ID_PATTERN } from '@/lib/analytics/third-party';
import { sitePath } from '@/schemas/objects/link-target';

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
    { name: 'scripts', title: 'Third-party scripts' },
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
          validation: (rule) => rule.required().custom(sitePath),
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
    // spec 7: third-party scripts, loaded only after the visitor's Ok on the cookie banner and never on the
    // account, checkout, sign-in or Studio pages (lib/analytics/third-party.ts). None by default.
    defineField({
      name: 'analyticsId',
      title: 'Google Analytics measurement ID',
      type: 'string',
      group: 'scripts',
      description:
        'Optional: "G-" and 4 to 12 capitals or digits ("G-AB12CD34EF"). Its script loads only after the visitor chooses OK on the cookie banner, and never on the account, checkout or sign-in pages.',
      validation: (rule) =>
        rule.custom((value: string | undefined) =>
          !value || ANALYTICS_ID_PATTERN.test(value) ? true : 'A measurement ID is "G-" and 4 to 12 capitals or digits: "G-AB12CD34EF".',
        ),
    }),
    defineField({
      name: 'tagManagerId',
      title: 'Google Tag Manager container ID',
      type: 'string',
      group: 'scripts',
      description: 'Optional: "GTM-" and 4 to 10 capitals or digits ("GTM-AB12CD3"). Loaded on the same terms as the analytics script.',
      validation: (rule) =>
        rule.custom((value: string | undefined) =>
          !value || TAG_MANAGER_ID_PATTERN.test(value) ? true : 'A container ID is "GTM-" and 4 to 10 capitals or digits: "GTM-AB12CD3".',
        ),
    }),
  ],
  preview: {
    prepare: () => ({ title: 'Site settings', subtitle: 'Main menu, footer, cookie banner' }),
  },
});
