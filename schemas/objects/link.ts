import { defineField, defineType } from 'sanity';
import { linkTarget } from './menu-link';

/** A button or link: its label and where it goes ('/checkout', '#macros' or a full URL). */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'href',
      title: 'Goes to',
      type: 'string',
      description: 'A path on this site ("/checkout"), an anchor ("#macros") or a full URL.',
      validation: (rule) => rule.required().custom(linkTarget),
    }),
  ],
});
