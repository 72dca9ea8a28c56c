import { defineField, defineType } from 'sanity';
import { linkTarget } from './link-target';

/** A button or link: its label and where it goes ('/checkout', '#macros' , a full https:// URL, mailto: or tel:.. */
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
      description: 'A path on this site ("/checkout"), an anchor ("#macros"), a full https:// URL, mailto: or tel:.',
      validation: (rule) => rule.required().custom(linkTarget),
    }),
  ],
});
