import { defineField, defineType } from 'sanity';
import { linkedAnchor } from '@/lib/content/anchors';
import { SANITY_API_VERSION } from '@/lib/content/env';
import { pageHasAnchorQuery } from '@/lib/content/queries';
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
      validation: (rule) => [
        rule.required().custom(linkTarget),
        // Issue 19 item 4: a menu entry to an anchor no section or feature of that page carries goes nowhere.
        rule
          .custom(async (href: string | undefined, context) => {
            const target = linkedAnchor(href);
            if (!target) return true;
            const found = await context.getClient({ apiVersion: SANITY_API_VERSION }).fetch(pageHasAnchorQuery, target);
            return found
              ? true
              : `No section or feature of the page ${target.path} has the anchor "${target.anchor}": give one that anchor, or the link goes nowhere.`;
          })
          .warning(),
      ],
    }),
  ],
  preview: {
    select: { title: 'label.en', subtitle: 'href' },
  },
});
