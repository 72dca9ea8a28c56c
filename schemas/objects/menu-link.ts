import { defineField, defineType } from 'sanity';
import { linkTarget } from './link-target';

/**
 * A menu or footer entry: a label in both languages and where it goes. A full URL opens with a full page
 * load in a new tab (spec 2); anything else stays in the site, in the visitor's language.
 */
export const menuLink = defineType({
  name: 'menuLink',
  title: 'Menu entry',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Goes to',
      type: 'string',
      description: 'A path on this site ("/blog"), an anchor on the home page ("/#about"), a full https:// URL, mailto: or tel:.',
      validation: (rule) => rule.required().custom(linkTarget),
    }),
  ],
  preview: {
    select: { title: 'label.en', subtitle: 'href' },
  },
});
