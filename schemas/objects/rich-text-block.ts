import { defineArrayMember, defineField } from 'sanity';
import { linkTarget } from './link-target';

type Option = { title: string; value: string };

/**
 * The Portable Text block of the site's formatted text (rich-text sections, blog posts, how-to steps):
 * paragraphs, two heading levels, lists, bold, italic and links. A text may add styles or decorators
 * (a post's quotes, a guide's key names).
 */
export function richTextBlock({ styles = [], decorators = [] }: { styles?: Option[]; decorators?: Option[] } = {}) {
  return defineArrayMember({
    type: 'block',
    styles: [{ title: 'Paragraph', value: 'normal' }, { title: 'Heading', value: 'h2' }, { title: 'Subheading', value: 'h3' }, ...styles],
    lists: [
      { title: 'Bullets', value: 'bullet' },
      { title: 'Numbers', value: 'number' },
    ],
    marks: {
      decorators: [{ title: 'Bold', value: 'strong' }, { title: 'Italic', value: 'em' }, ...decorators],
      annotations: [
        defineArrayMember({
          name: 'link',
          title: 'Link',
          type: 'object',
          fields: [
            defineField({
              name: 'href',
              title: 'URL',
              type: 'string',
              description: 'A path on this site ("/blog"), an anchor ("#macros"), a full https:// URL, mailto: or tel:.',
              validation: (rule) => rule.required().custom(linkTarget),
            }),
          ],
        }),
      ],
    },
  });
}
