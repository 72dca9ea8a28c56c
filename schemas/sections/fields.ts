import { defineField } from 'sanity';

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
