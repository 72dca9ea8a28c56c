import { defineField } from 'sanity';
import { ANCHOR_PATTERN } from '@/lib/content/anchors';

// Fields most sections share, so their limits are the same everywhere (and the front end can rely on them).

/** The section's heading: required, at most 120 characters. */
export const headingField = defineField({
  name: 'heading',
  title: 'Heading',
  type: 'string',
  validation: (rule) => rule.required().max(120),
});

/** A short paragraph under the heading, at most 400 characters. */
export const introField = defineField({
  name: 'intro',
  title: 'Intro',
  type: 'text',
  rows: 3,
  validation: (rule) => rule.max(400),
});

/**
 * Every section's optional anchor: the section's element id, so a link such as the menu's /#about scrolls
 * to it (issue 19 item 4). The Studio warns about a menu entry whose anchor no page has (schemas/objects/menu-link.ts).
 */
export const sectionAnchorField = defineField({
  name: 'anchor',
  title: 'Anchor',
  type: 'string',
  description: 'Optional. Links to this section end in #anchor, e.g. "about" for /#about. Lower-case words joined by hyphens.',
  validation: (rule) => rule.regex(ANCHOR_PATTERN, { name: 'lower-case words joined by hyphens' }),
});
